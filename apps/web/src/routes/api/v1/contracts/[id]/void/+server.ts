import { voidContractRecord } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Voids a finished Contract (a Leader at once; a player who took part casts a vote): `{ reason? }`. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await voidContractRecord(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
