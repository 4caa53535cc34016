import { liftGiftVeto, liftGiftVetoSchema, vetoGift, vetoGiftSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { giftVetoSchema } from '#lib/api/responses-gifts.ts';
import type { RequestHandler } from './$types';

/** The body with the holder the address names added (a body that is not an object is left for the schema to refuse). */
function withHolder(value: unknown, contractorId: string, extra: Record<string, unknown> = {}): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...extra, ...value, contractorId }
    : value;
}

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  POST: { body: vetoGiftSchema, response: giftVetoSchema },
  DELETE: { body: liftGiftVetoSchema, response: giftVetoSchema },
} satisfies RouteSchemas;

/**
 * Vetoes the Gift in a Playgroup `{ playgroupId, reason }` (needs the right to manage Contractors there): 201 with the
 * veto.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await vetoGift(locals.platform, locals.actor, params.giftId, withHolder(body.value, params.id)), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Lifts the Playgroup's veto; the Playgroup comes as `?playgroupId=` or in a JSON body `{ playgroupId }`. */
export const DELETE: RequestHandler = async ({ locals, params, request, url }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const fromQuery = url.searchParams.get('playgroupId');
  return apiOutcome(
    await liftGiftVeto(
      locals.platform,
      locals.actor,
      params.giftId,
      withHolder(body.value, params.id, fromQuery === null ? {} : { playgroupId: fromQuery }),
    ),
    { schema: _schemas.DELETE.response },
  );
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
