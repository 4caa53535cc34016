import { updateObituary } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Writes a dead Contractor's obituary `{ obituary }`. */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateObituary(locals.platform, locals.actor, params.contractorId, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
