import { graveyardTally, success } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { graveyardTallySchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: graveyardTallySchema } } satisfies RouteSchemas;

/** How many graves the caller may see under each Status at death. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(success(await graveyardTally(locals.platform, locals.actor)), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
