import { changeMembership } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Changes one membership: `{ action: 'set_roles', roles }`, `kick`, `ban` (with `reason`), `unban`, or `leave` / `decline` for oneself. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await changeMembership(locals.platform, locals.actor, params.id, params.handle, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
