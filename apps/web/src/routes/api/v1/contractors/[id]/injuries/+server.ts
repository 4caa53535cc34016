import { addInjury, addInjurySchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorViewSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: addInjurySchema, response: contractorViewSchema } } satisfies RouteSchemas;

/** Adds an Injury `{ severity, version?, scarId?, note? }`: 201 with the Contractor as it now stands. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await addInjury(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
