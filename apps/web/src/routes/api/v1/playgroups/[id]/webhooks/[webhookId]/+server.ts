import { removeWebhook } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Removes a webhook and the messages still queued for it (204); needs `edit_playgroup`. */
export const DELETE: RequestHandler = async ({ locals, params }) => {
  const outcome = await removeWebhook(locals.platform, locals.actor, params.id, params.webhookId);
  return outcome.ok ? new Response(null, { status: 204 }) : apiOutcome(outcome);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
