import { signIn, signInSchema, signOut } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed, readJsonBody, unauthenticated } from '#lib/server/api-response.ts';
import { clearSessionCookie, setSessionCookie } from '#lib/server/session.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { sessionSchema } from '#lib/api/responses-accounts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: signInSchema, response: sessionSchema }, DELETE: {} } satisfies RouteSchemas;

/** Signs in with a handle or email and a password: 200 with the user, a bearer token and the session cookie. */
export const POST: RequestHandler = async (event) => {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const outcome = await signIn(event.locals.platform, body.value, { ip: event.getClientAddress() });
  if (!outcome.ok) return apiError(outcome.error);
  const { user, session } = outcome.value;
  setSessionCookie(event, session);
  return apiJson({ user, token: session.token, expiresAt: session.expiresAt }, { schema: _schemas.POST.response });
};

/** Ends the session the request carries (cookie or bearer token): 204. */
export const DELETE: RequestHandler = async (event) => {
  const token = event.locals.sessionToken;
  if (!token || !event.locals.actor) return unauthenticated();
  const outcome = await signOut(event.locals.platform, token);
  if (!outcome.ok) return apiError(outcome.error);
  clearSessionCookie(event);
  return new Response(null, { status: 204 });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
