import { contractorDecisionSchema, decideContractor, removeContractorFromPlaygroup } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorHomeSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  PATCH: { body: contractorDecisionSchema, response: contractorHomeSchema },
  DELETE: {},
} satisfies RouteSchemas;

/** A Leader's decision: `{ decision: 'approve' }` or `{ decision: 'request_changes', message }`. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await decideContractor(locals.platform, locals.actor, params.id, params.contractorId, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Takes the Contractor out of the Playgroup (its owner, or a manager of Contractors). */
export const DELETE: RequestHandler = async ({ locals, params }) => {
  const outcome = await removeContractorFromPlaygroup(locals.platform, locals.actor, params.id, params.contractorId);
  return outcome.ok ? new Response(null, { status: 204 }) : apiError(outcome.error);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
