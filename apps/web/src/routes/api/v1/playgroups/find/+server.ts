import { findPlaygroups } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import { findQuery } from '#lib/playgroups/find-query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { foundPlaygroupPageSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: foundPlaygroupPageSchema } } satisfies RouteSchemas;

/**
 * Find Playgroups: listed ones only, newest first (`?meets=online|in_person`, `?near=<zone>&within=<hours>`,
 * `?status=`, `?openSeats=1`, `?openMembership=1`, `?before=&limit=`).
 */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await findPlaygroups(locals.platform, locals.actor, findQuery(url)), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
