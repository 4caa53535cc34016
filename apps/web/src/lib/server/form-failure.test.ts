import { isActionFailure } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { formFailure, formProblem } from './form-failure.js';

describe('formProblem', () => {
  it('puts each issue next to its field', () => {
    const problem = formProblem({
      code: 'validation_failed',
      status: 422,
      message: 'Some fields need another look.',
      issues: [
        { field: 'handle', message: 'Use 3 to 30 letters, digits, _ or -.' },
        { field: 'password', message: 'Use at least 10 characters.' },
      ],
    });
    expect(problem).toEqual({
      code: 'validation_failed',
      message: '2 fields need another look: see the messages below.',
      fields: { handle: 'Use 3 to 30 letters, digits, _ or -.', password: 'Use at least 10 characters.' },
    });
  });

  it('joins several different problems on one field and drops repeats', () => {
    const problem = formProblem({
      code: 'validation_failed',
      status: 400,
      message: 'x',
      issues: [
        { field: 'limits.0', message: 'Pick a Limit.' },
        { field: 'limits.0', message: 'Or write your own.' },
        { field: 'limits.0', message: 'Pick a Limit.' },
      ],
    });
    expect(problem.fields).toEqual({ 'limits.0': 'Pick a Limit. Or write your own.' });
  });

  it('uses the single field of an error without issues (handle_taken)', () => {
    const problem = formProblem({
      code: 'handle_taken',
      status: 409,
      message: 'That handle is taken.',
      field: 'handle',
    });
    expect(problem.fields).toEqual({ handle: 'That handle is taken.' });
  });

  it('points at the single field message instead of repeating its path', () => {
    const problem = formProblem({
      code: 'validation_failed',
      status: 400,
      message: 'name: is required',
      field: 'name',
      issues: [{ field: 'name', message: 'is required' }],
    });
    expect(problem.message).toBe('One field needs another look: see the message below.');
    expect(problem.fields).toEqual({ name: 'is required' });
  });

  it("keeps the platform's summary when the form lists every field itself (passport import)", () => {
    const error = {
      code: 'invalid_passport',
      status: 400 as const,
      message: 'Not a valid passport: name is required (and 1 more)',
      issues: [
        { field: 'contractor.name', message: 'is required' },
        { field: 'ledger', message: 'is required' },
      ],
    };
    expect(formProblem(error, { keepMessage: true }).message).toBe(
      'Not a valid passport: name is required (and 1 more)',
    );
    expect(formProblem(error).message).toBe('2 fields need another look: see the messages below.');
  });

  it("keeps the platform's message for a refusal about one field without issues", () => {
    expect(
      formProblem({ code: 'handle_taken', status: 409, message: 'That handle is taken.', field: 'handle' }).message,
    ).toBe('That handle is taken.');
  });

  it('has no field messages for an error about the whole form', () => {
    expect(formProblem({ code: 'rate_limited', status: 429, message: 'Wait a few minutes.' }).fields).toEqual({});
  });
});

describe('formFailure', () => {
  it('fails with the platform status and gives the typed values back', () => {
    const failure = formFailure(
      { code: 'email_taken', status: 409, message: 'Taken.', field: 'email' },
      { handle: 'ana', email: 'a@b.c' },
    );
    expect(isActionFailure(failure)).toBe(true);
    expect(failure.status).toBe(409);
    expect(failure.data.values).toEqual({ handle: 'ana', email: 'a@b.c' });
    expect(failure.data.problem.fields.email).toBe('Taken.');
  });
});
