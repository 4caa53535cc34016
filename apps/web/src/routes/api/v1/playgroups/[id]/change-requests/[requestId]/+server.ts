import { changeDecisionSchema, decideChangeRequest } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { changeRequestSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { PATCH: { body: changeDecisionSchema, response: changeRequestSchema } } satisfies RouteSchemas;

/** A Leader's decision `{ decision: 'approve' | 'reject', message? }`; approving applies the change at once. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await decideChangeRequest(locals.platform, locals.actor, params.id, params.requestId, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
