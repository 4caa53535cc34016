import { resetInviteLink } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Makes a new invite token (the old link stops working). */
export const POST: RequestHandler = async ({ locals, params }) => apiOutcome(await resetInviteLink(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
