import { listGraveyard } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { gravePageSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: gravePageSchema } } satisfies RouteSchemas;

/** The Graveyard, newest first, paged by keyset (`?before=<next>&limit=`), optionally of one Status (`?status=`). */
export const GET: RequestHandler = async ({ locals, url }) => {
  const status = url.searchParams.get('status');
  const query = { ...pageQuery(url), ...(status ? { status } : {}) };
  return apiOutcome(await listGraveyard(locals.platform, locals.actor, query), { schema: _schemas.GET.response });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
