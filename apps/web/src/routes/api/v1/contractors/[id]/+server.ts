import {
  contractorPatchSchema,
  deleteContractor,
  deleteContractorSchema,
  getContractor,
  updateContractor,
} from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorViewSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: contractorViewSchema },
  PATCH: { body: contractorPatchSchema, response: contractorViewSchema },
  DELETE: { body: deleteContractorSchema },
} satisfies RouteSchemas;

/** One Contractor with its derived numbers, Exp balance and version (a private one is 404 to all but its owner). */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getContractor(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Changes a Contractor; the body carries the `version` it was read at, and a stale one answers 409. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateContractor(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/**
 * Deletes a Contractor that has never been on a Contract; the body `{ confirmName }` repeats its name. One with a
 * recorded Contract answers 409 `has_recorded_contracts` (retire it instead).
 */
export const DELETE: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const outcome = await deleteContractor(locals.platform, locals.actor, params.id, body.value);
  return outcome.ok ? new Response(null, { status: 204 }) : apiError(outcome.error);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
