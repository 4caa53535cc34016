import { getScenario, reviseScenario, scenarioReviseSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { scenarioViewSchema } from '#lib/api/responses-scenarios-core.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: scenarioViewSchema },
  PATCH: { body: scenarioReviseSchema, response: scenarioViewSchema },
} satisfies RouteSchemas;

/** A Scenario as the caller may read it: spoilers are left out by the platform. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getScenario(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Saves a new revision: every field again with the `version` you read (a stale one answers 409). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await reviseScenario(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
