import { requestMembership } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** `{ action: 'join', token? }` joins; `{ action: 'invite', handle }` invites another player. Answers the Playgroup. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await requestMembership(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
