import { addWebhook, listWebhooks, webhookCreateSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { webhookTargets } from '#lib/server/platform.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { webhookListSchema, webhookViewSchema } from '#lib/api/responses-webhooks.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: webhookListSchema },
  POST: { body: webhookCreateSchema, response: webhookViewSchema },
} satisfies RouteSchemas;

/** The Playgroup's webhooks (addresses redacted) with their latest deliveries; needs `edit_playgroup`. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await listWebhooks(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Adds a webhook `{ url, events }`; answers it (201), or 422 for an address at a private or local host. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await addWebhook(locals.platform, locals.actor, params.id, body.value, webhookTargets), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
