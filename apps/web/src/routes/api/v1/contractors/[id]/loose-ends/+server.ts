import { getLooseEnds } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { looseEndsSchema } from '#lib/api/responses-scenarios-play.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: looseEndsSchema } } satisfies RouteSchemas;

/** A sheet's open Loose Ends; Threat, Cutoff and tie-up only for the GMs and Leaders who may know them. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getLooseEnds(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
