import { unlockStockScenario } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { stockShelfItemSchema } from '#lib/api/responses-scenarios-stock.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: stockShelfItemSchema } } satisfies RouteSchemas;

/** Unlocks a stock Scenario the caller has earned (spoiling it for play). */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await unlockStockScenario(locals.platform, locals.actor, params.id), {
    schema: _schemas.POST.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
