import { getRevision } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { revisionDetailSchema } from '#lib/api/responses-scenarios-core.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: revisionDetailSchema } } satisfies RouteSchemas;

/** One revision and its diff against the revision before it (its writer only). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getRevision(locals.platform, locals.actor, params.id, params.number), {
    schema: _schemas.GET.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
