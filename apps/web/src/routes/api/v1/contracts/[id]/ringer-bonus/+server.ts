import { chooseRingerBonus } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** A Ringer's player picks the Contractor for the bonus Exp: `{ bonusContractorId }` (null to clear). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await chooseRingerBonus(locals.platform, locals.actor, params.id, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
