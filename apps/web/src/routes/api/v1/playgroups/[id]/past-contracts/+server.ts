import { declareContract } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Declares a Contract played without the site (Leaders and Judges); it is recorded once every player confirms (201). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await declareContract(locals.platform, locals.actor, params.id, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
