import { rsvp, rsvpSchema, withdrawRsvp } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractViewSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  POST: { body: rsvpSchema, response: contractViewSchema },
  DELETE: { response: contractViewSchema },
} satisfies RouteSchemas;

/** Answers the invitation: `{ contractorId }` or `{ ringer: true, bonusContractorId? }`. Refusals name every reason. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await rsvp(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Gives up one's seat while the Contract is scheduled. */
export const DELETE: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await withdrawRsvp(locals.platform, locals.actor, params.id), { schema: _schemas.DELETE.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
