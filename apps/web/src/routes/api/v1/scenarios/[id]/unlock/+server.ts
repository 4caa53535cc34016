import { unlockFromExchange } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { unlockResultSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: unlockResultSchema } } satisfies RouteSchemas;

/**
 * Unlocks an approved Scenario from the Exchange for 100 credits. Kept thin: the stock part’s unlocking joins this
 * route later.
 */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await unlockFromExchange(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
