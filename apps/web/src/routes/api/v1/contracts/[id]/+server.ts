import { getContract, updateContract } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** One Contract with its attendees (private Contractors' names only to those who may see them). */
export const GET: RequestHandler = async ({ locals, params }) => apiOutcome(await getContract(locals.platform, locals.actor, params.id));

/** Changes a scheduled Contract; send the `version` read (409 when stale). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateContract(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
