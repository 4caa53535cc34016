import { listChangeRequests } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { changeRequestListSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: changeRequestListSchema } } satisfies RouteSchemas;

/** The pending change requests of the Playgroup's Contractors (for those who manage Contractors). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await listChangeRequests(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
