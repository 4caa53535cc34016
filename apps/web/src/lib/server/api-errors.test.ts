import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../api/error-schema.js';
import { apiRefusals, asApiError, decodePath, INTERNAL_ERROR, isApiPath } from './api-errors.js';
import { apiError, webError } from './api-response.js';

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toContain('application/json');
  return apiErrorSchema.parse(await response.json()).error;
}

describe('isApiPath', () => {
  it('is the API and nothing beside it', () => {
    expect(isApiPath('/api/v1')).toBe(true);
    expect(isApiPath('/api/v1/contractors/x')).toBe(true);
    expect(isApiPath('/api/v10')).toBe(false);
    expect(isApiPath('/contractors')).toBe(false);
  });
});

describe('decodePath', () => {
  it('decodes a path, and gives null for percent sequences that are not UTF-8', () => {
    expect(decodePath('/api/v1/contractors/%E0%A4%A')).toBeNull();
    expect(decodePath('/api/v1/contractors/%FF')).toBeNull();
    expect(decodePath('/u/%E2%98%83')).toBe('/u/☃');
  });
});

describe('apiRefusals', () => {
  it('answers in the API format', async () => {
    const malformed = apiRefusals.malformedUri();
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('malformed_uri');
    const crossSite = apiRefusals.crossSiteForm();
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).code).toBe('cross_site_form');
  });
});

describe('asApiError', () => {
  it('leaves successes and the routes’ own refusals alone', async () => {
    const ok = new Response('{}', { status: 200 });
    expect(await asApiError(ok)).toBe(ok);
    const own = apiError(webError('version_conflict', 409, 'Someone saved first.'));
    expect(await asApiError(own)).toBe(own);
    expect((await errorOf(own)).code).toBe('version_conflict');
  });

  it.each([
    [400, 'bad_request'],
    [404, 'not_found'],
    [405, 'method_not_allowed'],
    [413, 'payload_too_large'],
    [500, 'internal_error'],
    [503, 'internal_error'],
    [418, 'request_refused'],
  ])('turns a page or text answer with status %i into %s', async (status, code) => {
    const page = new Response('<!doctype html><p>Oops</p>', {
      status,
      headers: { 'content-type': 'text/html', etag: '"x"', allow: 'GET, HEAD' },
    });
    const answer = await asApiError(page);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    const error = await errorOf(answer);
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
    // A failure of ours says no more than the pages do; a body over the limit names the limit.
    if (status >= 500) expect(error).toEqual(INTERNAL_ERROR);
    if (status === 413) expect(error.message).toMatch(/\(\d+ bytes\)\.$/);
  });

  it('turns SvelteKit’s own JSON error into the API format', async () => {
    const kit = Response.json({ status: 413, message: 'Payload Too Large', code: 'internal_error' }, { status: 413 });
    expect(await errorOf(await asApiError(kit))).toMatchObject({ code: 'payload_too_large' });
  });

  it('keeps the cookies the answer sets', async () => {
    const headers = new Headers({ 'content-type': 'text/plain' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    const answer = await asApiError(new Response('no', { status: 500, headers }));
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});
