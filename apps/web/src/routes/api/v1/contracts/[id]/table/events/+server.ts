import { readTableEvents } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { tableReplayAnswerSchema } from '#lib/api/responses-table-transport.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: tableReplayAnswerSchema } } satisfies RouteSchemas;

/** The table's log as the caller may see it: after `?after=` (oldest first), or the latest events. */
export const GET: RequestHandler = async ({ locals, params, url }) => {
  const query: Record<string, string> = {};
  for (const name of ['after', 'limit']) {
    const value = url.searchParams.get(name);
    if (value !== null) query[name] = value;
  }
  return apiOutcome(await readTableEvents(locals.platform, locals.actor, params.id, query), {
    schema: _schemas.GET.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
