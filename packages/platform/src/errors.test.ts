import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fromZodError } from './errors.js';

const schema = z.strictObject({
  name: z.string().min(3).max(5),
  count: z.number().int().min(1).max(9),
  tags: z.array(z.string()).min(1).max(2),
  flag: z.boolean(),
  kind: z.enum(['a', 'b']),
  custom: z.string().refine((s) => s === 'ok', 'must say ok'),
});

function issuesOf(input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return fromZodError(parsed.error);
}

describe('fromZodError', () => {
  it('names each field with plain words: required, wrong type, sizes, choices, custom messages, unknown keys', () => {
    const error = issuesOf({ name: 'ab', count: 2.5, tags: [], flag: 'yes', kind: 'c', custom: 'no', extra: 1 });
    expect(error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      field: 'name',
      message: 'name: needs at least 3 characters (and 6 more)',
    });
    expect(error.issues).toEqual([
      { field: 'name', message: 'needs at least 3 characters' },
      { field: 'count', message: 'should be a whole number' },
      { field: 'tags', message: 'needs at least 1 entry' },
      { field: 'flag', message: 'should be a boolean' },
      { field: 'kind', message: 'must be one of: a, b' },
      { field: 'custom', message: 'must say ok' },
      { field: 'extra', message: 'is not a known field' },
    ]);
  });

  it('tells a missing field from a wrong one, and reports upper bounds', () => {
    const error = issuesOf({ name: 'abcdefg', count: 10, tags: ['a', 'b', 'c'], kind: 'a', custom: 'ok' });
    expect(error.issues).toEqual([
      { field: 'name', message: 'may have at most 5 characters' },
      { field: 'count', message: 'must be at most 9' },
      { field: 'tags', message: 'may have at most 2 entries' },
      { field: 'flag', message: 'is required' },
    ]);
  });

  it('keeps a custom code and status, and words a whole-input problem without a field', () => {
    const parsed = z.string().safeParse(42);
    if (parsed.success) throw new Error('expected a failure');
    const error = fromZodError(parsed.error, 'invalid_passport', 422);
    expect(error).toMatchObject({ code: 'invalid_passport', status: 422, message: 'should be a string' });
    expect(error.field).toBeUndefined();
  });
});
