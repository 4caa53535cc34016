import { json } from '@sveltejs/kit';
import { signIn, signOut } from '@harbinger/platform';
import { apiError, methodNotAllowed, readJsonBody, unauthenticated } from '$lib/server/api-response';
import { clearSessionCookie, setSessionCookie } from '$lib/server/session';
import type { RequestHandler } from './$types';

/** Signs in with a handle or email and a password: 200 with the user, a bearer token and the session cookie. */
export const POST: RequestHandler = async (event) => {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const outcome = await signIn(event.locals.platform, body.value, { ip: event.getClientAddress() });
  if (!outcome.ok) return apiError(outcome.error);
  const { user, session } = outcome.value;
  setSessionCookie(event, session);
  return json({ user, token: session.token, expiresAt: session.expiresAt });
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
