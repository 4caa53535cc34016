import { improveGift, improveGiftSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { giftViewSchema } from '#lib/api/responses-gifts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: improveGiftSchema, response: giftViewSchema } } satisfies RouteSchemas;

/**
 * Saves a new revision `{ spec, revision?, version? }` of one of the Contractor's Gifts; only the rise in cost is
 * paid. Answers the Gift as it now stands.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const value = body.value;
  // The path names the holder; a body that is not an object is left for the platform's schema to refuse.
  const input =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, contractorId: params.id }
      : value;
  return apiOutcome(await improveGift(locals.platform, locals.actor, params.giftId, input), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
