import { contractorCreateSchema, createContractor, listContractors } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorSummaryListSchema, createdIdSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: contractorSummaryListSchema },
  POST: { body: contractorCreateSchema, response: createdIdSchema },
} satisfies RouteSchemas;

/** Lists the Contractors of the signed-in player, or of `?owner=<handle>` (only those the asker may see). */
export const GET: RequestHandler = async ({ locals, url }) => {
  const owner = url.searchParams.get('owner');
  return apiOutcome(await listContractors(locals.platform, locals.actor, owner ? { ownerHandle: owner } : {}), {
    schema: _schemas.GET.response,
  });
};

/** Creates a Contractor from the creation fields (the same schema as the creation page): 201 with its id. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createContractor(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
