import { getAttendeeSheet } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorViewSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: contractorViewSchema } } satisfies RouteSchemas;

/** An attendee's sheet for the GM while the Contract is active, private or not. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getAttendeeSheet(locals.platform, locals.actor, params.id, params.contractorId), {
    schema: _schemas.GET.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
