import { finishContract } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/**
 * Records an Active Contract in one transaction: `{ outcomes: [{ contractorId, outcome, commission? }],
 * gmImprovementContractorId?, gmBonusContractorId?, ringers?: [{ handle, achieved }], notes?, version? }`.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await finishContract(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
