import { deleteWorldEvent } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Removes a World Event (its author, or anyone who may post them). */
export const DELETE: RequestHandler = async ({ locals, params }) => {
  const outcome = await deleteWorldEvent(locals.platform, locals.actor, params.id, params.eventId);
  return outcome.ok ? new Response(null, { status: 204 }) : apiOutcome(outcome);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
