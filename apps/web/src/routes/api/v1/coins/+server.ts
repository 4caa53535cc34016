import { getCoins } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { coinsSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: coinsSchema } } satisfies RouteSchemas;

/** The signed-in player's Coins of Charon: what is left to spend and every entry behind it. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getCoins(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
