import { getRsvpOptions } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { rsvpOptionsSchema } from '#lib/api/responses-rsvp.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: rsvpOptionsSchema } } satisfies RouteSchemas;

/** The signed-in player's answer menu: which Contractors may come, why the others may not, and the line. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getRsvpOptions(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
