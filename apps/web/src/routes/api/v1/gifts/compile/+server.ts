import { previewGift } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/**
 * Compiles `{ spec, contractorId? }` without saving: cost, System Text, violations and warnings in words. With a
 * Contractor of the caller's, Status gates and Gift Credits are checked too.
 */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await previewGift(locals.platform, locals.actor, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
