import { getPlaygroup, updatePlaygroup } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** One Playgroup: settings, house rules, roles, members, Contractors and record (the invite link only to its managers). */
export const GET: RequestHandler = async ({ locals, params }) => apiOutcome(await getPlaygroup(locals.platform, locals.actor, params.id));

/** Changes settings and house rules; send the `version` read (409 when stale). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updatePlaygroup(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
