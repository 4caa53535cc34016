import { json, type RequestHandler } from '@sveltejs/kit';
import { bodyLimit, type Outcome, type PlatformError } from '@harbinger/platform';
import type { z } from 'zod';
import type { ApiErrorBody } from '../api/error-schema.js';
import type { JsonOf } from '../api/json-schema.js';

/** Turns a platform error into the API's JSON error response with the error's own status. */
export function apiError(error: PlatformError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.field !== undefined) body.error.field = error.field;
  return json(body, { status: error.status });
}

/**
 * How a route answers a success: the response schema the document shows and the status. The value's JSON must fit
 * the schema's type, so a field the view loses or renames fails the typecheck; a field the view gains is caught by
 * the strict schemas in `route-responses.test.ts`.
 */
export type ApiAnswerOf<T, S extends z.ZodType> = { schema: S; status?: number } & ([JsonOf<T>] extends [z.input<S>]
  ? unknown
  : { schema_does_not_fit_the_value: JsonOf<T> });

/**
 * Answers an Outcome: its value as JSON with the answer's status when it worked, the error response when not.
 * @example return apiOutcome(await getContractor(p, actor, id), { schema: contractorViewSchema });
 */
export function apiOutcome<T, S extends z.ZodType>(outcome: Outcome<T>, answer: ApiAnswerOf<T, S>): Response {
  return outcome.ok ? json(outcome.value ?? null, { status: answer.status ?? 200 }) : apiError(outcome.error);
}

/** Answers a value the route built itself as JSON, typed against the response schema like {@link apiOutcome}. */
export function apiJson<T, S extends z.ZodType>(
  value: T,
  answer: ApiAnswerOf<T, S> & { headers?: HeadersInit },
): Response {
  return json(value, { status: answer.status ?? 200, ...(answer.headers ? { headers: answer.headers } : {}) });
}

/** An error the web layer itself finds (before any platform call), in the platform's shape. */
export function webError(
  code: string,
  status: PlatformError['status'],
  message: string,
  field?: string,
): PlatformError {
  return field === undefined ? { code, status, message } : { code, status, message, field };
}

/** The refusal of a body over the server's limit (`HARBINGER_BODY_LIMIT`). */
export function payloadTooLarge(limit = bodyLimit()): PlatformError {
  return webError('payload_too_large', 413, `The request body is larger than this server reads (${limit} bytes).`);
}

/**
 * Reads a request body as JSON. A body over the server's limit answers 413 `payload_too_large`: adapter-node refuses
 * it while reading, and the checks here cover servers without that limit (`vite dev`). A body that is not JSON
 * answers 400 `invalid_json`; a missing body reads as `{}` so the platform's schema can name the missing fields.
 */
export async function readJsonBody(request: Request, limit = bodyLimit()): Promise<Outcome<unknown>> {
  if (Number(request.headers.get('content-length')) > limit) return { ok: false, error: payloadTooLarge(limit) };
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 413) return { ok: false, error: payloadTooLarge(limit) };
    throw error;
  }
  if (Buffer.byteLength(text) > limit) return { ok: false, error: payloadTooLarge(limit) };
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: webError('invalid_json', 400, 'The request body is not valid JSON.') };
  }
}

/** The API's answer to a request from someone who is not signed in. */
export function unauthenticated(): Response {
  return apiError(
    webError('unauthenticated', 401, 'Sign in first: send the session cookie or an Authorization: Bearer token.'),
  );
}

/** The answer of an API address to a method it does not offer: a JSON 405, like every other API error. */
export const methodNotAllowed: RequestHandler = ({ request, url }) =>
  json(
    {
      error: {
        code: 'method_not_allowed',
        message: `${request.method} is not offered at ${url.pathname}; see /api/v1/openapi.json.`,
      },
    },
    { status: 405 },
  );
