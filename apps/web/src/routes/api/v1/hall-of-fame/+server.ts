import { getHallOfFame } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { hallOfFameSchema } from '#lib/api/responses-fame.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: hallOfFameSchema } } satisfies RouteSchemas;

/** Every Hall of Fame board, the same for every caller. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getHallOfFame(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
