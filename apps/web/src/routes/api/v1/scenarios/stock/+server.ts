import { getStockShelf } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { stockShelfSchema } from '#lib/api/responses-scenarios-stock.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: stockShelfSchema } } satisfies RouteSchemas;

/** The stock shelf for the caller, signed in or not. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getStockShelf(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
