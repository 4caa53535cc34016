import { scenarioNotesSchema, writeScenarioNotes } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractViewSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { PUT: { body: scenarioNotesSchema, response: contractViewSchema } } satisfies RouteSchemas;

/** The GM writes the run notes of a Contract that runs a Scenario: `{ notes }`. */
export const PUT: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await writeScenarioNotes(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PUT.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
