import { listRevisions } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { revisionListSchema } from '#lib/api/responses-scenarios-core.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: revisionListSchema } } satisfies RouteSchemas;

/** The Scenario's revisions, newest first (its writer only). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await listRevisions(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
