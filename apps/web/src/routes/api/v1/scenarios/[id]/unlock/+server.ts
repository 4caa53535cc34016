import { unlockScenario } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { unlockResultSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: unlockResultSchema } } satisfies RouteSchemas;

/** Unlocks an earned stock Scenario (free) or an approved Scenario from the Exchange (100 credits). */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await unlockScenario(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
