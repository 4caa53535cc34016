import { finishContract, finishContractSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { finishResultSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: finishContractSchema, response: finishResultSchema } } satisfies RouteSchemas;

/**
 * Records an Active Contract in one transaction: `{ outcomes: [{ contractorId, outcome, commission?, cause? }],
 * gmImprovementContractorId?, gmBonusContractorId?, ringers?: [{ handle, achieved }], notes?, version? }`.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await finishContract(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
