import { json } from '@sveltejs/kit';
import { signUp } from '@harbinger/platform';
import { apiError, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import { setSessionCookie } from '$lib/server/session';
import type { RequestHandler } from './$types';

/** Creates an account and signs it in: 201 with the user, a bearer token and the session cookie. */
export const POST: RequestHandler = async (event) => {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const outcome = await signUp(event.locals.platform, body.value, { ip: event.getClientAddress() });
  if (!outcome.ok) return apiError(outcome.error);
  const { user, session } = outcome.value;
  setSessionCookie(event, session);
  return json({ user, token: session.token, expiresAt: session.expiresAt }, { status: 201 });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
