import { cancelContract } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Cancels a scheduled Contract. */
export const POST: RequestHandler = async ({ locals, params }) => apiOutcome(await cancelContract(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
