import { listOpenCycles } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { openCyclesSchema } from '#lib/api/responses-cycles.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: openCyclesSchema } } satisfies RouteSchemas;

/** The Playgroup's Cycles that can take another Contract (`run_contracts` there). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await listOpenCycles(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
