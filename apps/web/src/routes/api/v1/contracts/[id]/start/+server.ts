import { startContract } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Starts a scheduled Contract (attending sheets lock for Exp spending). */
export const POST: RequestHandler = async ({ locals, params }) => apiOutcome(await startContract(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
