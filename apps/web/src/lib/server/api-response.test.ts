import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody, unauthenticated, webError } from './api-response.js';

function post(body: string): Request {
  return new Request('http://localhost/api/v1/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiError', () => {
  it('keeps the platform status and code, and the field when there is one', async () => {
    const response = apiError({
      code: 'version_conflict',
      status: 409,
      message: 'Someone saved first.',
      field: 'version',
    });
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'version_conflict', message: 'Someone saved first.', field: 'version' },
    });
  });

  it('leaves out field and issues (forms use issues, the API names one field)', async () => {
    const response = apiError({
      code: 'validation_failed',
      status: 422,
      message: 'Check the form.',
      issues: [{ field: 'name', message: 'Too long.' }],
    });
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: 'Check the form.' } });
  });

  it.each([400, 401, 403, 404, 409, 422, 429] as const)('passes status %i through', (status) => {
    expect(apiError({ code: 'x', status, message: 'm' }).status).toBe(status);
  });
});

describe('apiOutcome', () => {
  it('answers a success with its value and the requested status', async () => {
    const response = apiOutcome(
      { ok: true, value: { id: 'c1' } },
      { schema: z.object({ id: z.string() }), status: 201 },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'c1' });
  });
  it('answers a void success with null', async () => {
    expect(await apiOutcome({ ok: true, value: undefined }, { schema: z.undefined() }).json()).toBeNull();
  });
  it('answers a failure with the error body', async () => {
    const response = apiOutcome(
      { ok: false, error: webError('not_found', 404, 'No such Contractor.') },
      { schema: z.unknown() },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such Contractor.' } });
  });
});

describe('readJsonBody', () => {
  it('parses JSON', async () => {
    expect(await readJsonBody(post('{"severity":3}'))).toEqual({ ok: true, value: { severity: 3 } });
  });
  it('reads an empty body as an empty object', async () => {
    expect(await readJsonBody(post(''))).toEqual({ ok: true, value: {} });
  });
  it('answers broken JSON with 400 invalid_json instead of throwing', async () => {
    const read = await readJsonBody(post('{"severity":'));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'invalid_json', status: 400 });
  });
  it('refuses a body over the limit with 413, counting bytes', async () => {
    const read = await readJsonBody(post('"ééé"'), 7);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'payload_too_large', status: 413 });
    expect((await readJsonBody(post('"abcde"'), 7)).ok).toBe(true);
  });
  it('refuses by the Content-Length before reading', async () => {
    const request = new Request('http://localhost/api/v1/x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': '2000000' },
    });
    const read = await readJsonBody(request, 1_000_000);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });
  it('answers 413 when the server stops reading a body over its limit (adapter-node)', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(Object.assign(new Error('Payload Too Large'), { status: 413 }));
      },
    });
    const request = new Request('http://localhost/api/v1/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const read = await readJsonBody(request);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'payload_too_large', status: 413 });
  });
  it('lets any other read failure through', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://localhost/api/v1/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await expect(readJsonBody(request)).rejects.toThrow('connection reset');
  });
});

describe('unauthenticated', () => {
  it('is a 401 in the error shape', async () => {
    const response = unauthenticated();
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });
});

describe('methodNotAllowed', () => {
  it('answers a JSON 405 naming the method and the address', async () => {
    const request = new Request('http://localhost/api/v1/contractors', { method: 'PUT' });
    const response = await methodNotAllowed({ request, url: new URL(request.url) } as Parameters<
      typeof methodNotAllowed
    >[0]);
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      error: {
        code: 'method_not_allowed',
        message: 'PUT is not offered at /api/v1/contractors; see /api/v1/openapi.json.',
      },
    });
  });
});
