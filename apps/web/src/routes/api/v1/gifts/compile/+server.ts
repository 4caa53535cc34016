import { previewGift, previewGiftSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { giftPreviewSchema } from '#lib/api/responses-gifts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: previewGiftSchema, response: giftPreviewSchema } } satisfies RouteSchemas;

/**
 * Compiles `{ spec, contractorId? }` without saving: cost, System Text, violations and warnings in words. With a
 * Contractor of the caller's, Status gates and Gift Credits are checked too.
 */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await previewGift(locals.platform, locals.actor, body.value), { schema: _schemas.POST.response });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
