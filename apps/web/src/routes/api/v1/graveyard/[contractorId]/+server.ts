import { obituarySchema, updateObituary } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { obituaryResultSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { PATCH: { body: obituarySchema, response: obituaryResultSchema } } satisfies RouteSchemas;

/** Writes a dead Contractor's obituary `{ obituary }`. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateObituary(locals.platform, locals.actor, params.contractorId, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
