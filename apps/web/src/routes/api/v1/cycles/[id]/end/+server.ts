import { endCycle } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { endedCycleSchema } from '#lib/api/responses-cycles.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: endedCycleSchema } } satisfies RouteSchemas;

/** Ends a Cycle before its last Contract: its players may spend Exp again. */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await endCycle(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
