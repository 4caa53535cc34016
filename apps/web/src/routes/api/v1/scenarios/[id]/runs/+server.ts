import { getScenarioRuns } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { scenarioRunsSchema } from '#lib/api/responses-scenarios-play.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: scenarioRunsSchema } } satisfies RouteSchemas;

/** A Scenario's runs and numbers; the GM's notes only for readers who discovered it. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getScenarioRuns(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
