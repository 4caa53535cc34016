import { json, type RequestHandler } from '@sveltejs/kit';
import type { Outcome, PlatformError } from '@harbinger/platform';

/** The JSON body of every API error: `{ error: { code, message, field? } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Turns a platform error into the API's JSON error response with the error's own status. */
export function apiError(error: PlatformError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.field !== undefined) body.error.field = error.field;
  return json(body, { status: error.status });
}

/** Answers an Outcome: its value as JSON with `status` when it worked, the error response when it did not. */
export function apiOutcome<T>(outcome: Outcome<T>, status = 200): Response {
  return outcome.ok ? json(outcome.value ?? null, { status }) : apiError(outcome.error);
}

/** An error the web layer itself finds (before any platform call), in the platform's shape. */
export function webError(code: string, status: PlatformError['status'], message: string, field?: string): PlatformError {
  return field === undefined ? { code, status, message } : { code, status, message, field };
}

/** The largest JSON body the API reads (a passport with a long biography fits easily). */
export const MAX_JSON_BYTES = 1_000_000;

/**
 * Reads a request body as JSON. A body that is not JSON answers 400 `invalid_json`; a missing body reads as `{}`
 * so the platform's schema can name the missing fields.
 */
export async function readJsonBody(request: Request): Promise<Outcome<unknown>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) return { ok: false, error: webError('payload_too_large', 400, 'The request body is too large.') };
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: webError('invalid_json', 400, 'The request body is not valid JSON.') };
  }
}

/** The API's answer to a request from someone who is not signed in. */
export function unauthenticated(): Response {
  return apiError(webError('unauthenticated', 401, 'Sign in first: send the session cookie or an Authorization: Bearer token.'));
}

/** The answer of an API address to a method it does not offer: a JSON 405, like every other API error. */
export const methodNotAllowed: RequestHandler = ({ request, url }) =>
  json({ error: { code: 'method_not_allowed', message: `${request.method} is not offered at ${url.pathname}; see /api/v1/openapi.json.` } }, { status: 405 });
