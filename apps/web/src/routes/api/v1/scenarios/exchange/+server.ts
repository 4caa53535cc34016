import { browseExchange } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { exchangePageSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { exchangeQuery } from '#lib/scenarios/exchange-query.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: exchangePageSchema } } satisfies RouteSchemas;

/** The Exchange: approved Scenarios, newest approval first (`?text=&tags=&players=&status=&before=&limit=`). */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await browseExchange(locals.platform, locals.actor, exchangeQuery(url)), {
    schema: _schemas.GET.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
