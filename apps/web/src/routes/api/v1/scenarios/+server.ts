import { createScenario, listScenarios, scenarioCreateSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { scenarioCollectionSchema, scenarioViewSchema } from '#lib/api/responses-scenarios-core.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: scenarioCollectionSchema },
  POST: { body: scenarioCreateSchema, response: scenarioViewSchema },
} satisfies RouteSchemas;

/** Your collection: the Scenarios you wrote or discovered, with how, newest change first. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await listScenarios(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Writes a new Scenario (201); you discover it as its writer. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createScenario(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
