import { addInjury } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Adds an Injury `{ severity, version?, scarId?, note? }`: 201 with the Contractor as it now stands. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await addInjury(locals.platform, locals.actor, params.id, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
