import { declareContract, declareContractSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractViewSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: declareContractSchema, response: contractViewSchema } } satisfies RouteSchemas;

/**
 * Declares a Contract played without the site (Leaders and Judges); it is recorded once every player confirms (201).
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await declareContract(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
