import { removeWebhook } from '@harbinger/platform';
import { apiError, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { DELETE: {} } satisfies RouteSchemas;

/** Removes a webhook and the messages still queued for it (204); needs `edit_playgroup`. */
export const DELETE: RequestHandler = async ({ locals, params }) => {
  const outcome = await removeWebhook(locals.platform, locals.actor, params.id, params.webhookId);
  return outcome.ok ? new Response(null, { status: 204 }) : apiError(outcome.error);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
