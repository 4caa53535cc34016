import { spoilAftermath } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { scenarioViewSchema } from '#lib/api/responses-scenarios-core.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: scenarioViewSchema } } satisfies RouteSchemas;

/** You choose to read the Aftermath and handouts of a Scenario whose write-up you may read. */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await spoilAftermath(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
