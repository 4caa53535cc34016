import { contractPatchSchema, getContract, updateContract } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractViewSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: contractViewSchema },
  PATCH: { body: contractPatchSchema, response: contractViewSchema },
} satisfies RouteSchemas;

/** One Contract with its attendees (private Contractors' names only to those who may see them). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getContract(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Changes a scheduled Contract; send the `version` read (409 when stale). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateContract(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
