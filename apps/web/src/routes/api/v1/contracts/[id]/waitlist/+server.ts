import { joinWaitlist, leaveWaitlist, rsvpSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { rsvpOptionsSchema } from '#lib/api/responses-rsvp.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  POST: { body: rsvpSchema, response: rsvpOptionsSchema },
  DELETE: { response: rsvpOptionsSchema },
} satisfies RouteSchemas;

/** Joins the line for a full Contract with the answer one would give (`{ contractorId }` or `{ ringer: true }`). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await joinWaitlist(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Leaves the line. */
export const DELETE: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await leaveWaitlist(locals.platform, locals.actor, params.id), { schema: _schemas.DELETE.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
