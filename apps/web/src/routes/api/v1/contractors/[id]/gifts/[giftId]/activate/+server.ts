import { activateGift, activateGiftBodySchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorViewSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  POST: { body: activateGiftBodySchema, response: contractorViewSchema },
} satisfies RouteSchemas;

/**
 * Sets off one of the Contractor's Gifts, `{ pay: 'source' | 'exert', version? }`; answers the sheet as it now
 * stands.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const value = body.value;
  // The path names the Gift; a body that is not an object is left for the platform's schema to refuse.
  const input =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, giftId: params.giftId } : value;
  return apiOutcome(await activateGift(locals.platform, locals.actor, params.id, input), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
