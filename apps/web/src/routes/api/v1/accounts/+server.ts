import { signUp, signUpSchema } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { setSessionCookie } from '#lib/server/session.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { sessionSchema } from '#lib/api/responses-accounts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: signUpSchema, response: sessionSchema } } satisfies RouteSchemas;

/** Creates an account and signs it in: 201 with the user, a bearer token and the session cookie. */
export const POST: RequestHandler = async (event) => {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const outcome = await signUp(event.locals.platform, body.value, { ip: event.getClientAddress() });
  if (!outcome.ok) return apiError(outcome.error);
  const { user, session } = outcome.value;
  setSessionCookie(event, session);
  return apiJson(
    { user, token: session.token, expiresAt: session.expiresAt },
    { schema: _schemas.POST.response, status: 201 },
  );
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
