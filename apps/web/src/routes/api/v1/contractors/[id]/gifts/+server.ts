import { createGift, createGiftSchema, getContractorGifts } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorGiftsSchema, giftViewSchema } from '#lib/api/responses-gifts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: contractorGiftsSchema },
  POST: { body: createGiftSchema, response: giftViewSchema },
} satisfies RouteSchemas;

/** The Contractor's Gifts, crafted items, Crafting Location, Source and balance (what the sheet's Stock tab shows). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getContractorGifts(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/**
 * Builds a Gift `{ spec, version? }` on the Contractor: the server compiles it (the client's cost is never trusted),
 * pays it from Gift Credits and Improvements, and answers 201 with the Gift; 422 names the rule broken.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createGift(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
