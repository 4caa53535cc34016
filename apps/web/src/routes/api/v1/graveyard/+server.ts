import { listGraveyard } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { gravePageSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: gravePageSchema } } satisfies RouteSchemas;

/** The Graveyard, newest first, paged by keyset (`?before=<next>&limit=`). */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await listGraveyard(locals.platform, locals.actor, pageQuery(url)), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
