import { rsvp, withdrawRsvp } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Answers the invitation: `{ contractorId }` or `{ ringer: true, bonusContractorId? }`. Refusals name every reason. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await rsvp(locals.platform, locals.actor, params.id, body.value));
};

/** Gives up one's seat while the Contract is scheduled. */
export const DELETE: RequestHandler = async ({ locals, params }) => apiOutcome(await withdrawRsvp(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
