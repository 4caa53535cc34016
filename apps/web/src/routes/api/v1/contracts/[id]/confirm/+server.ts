import { confirmAttendance } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Confirms the caller's seat at a declared past Contract; the last confirmation records it (`recorded` then set). */
export const POST: RequestHandler = async ({ locals, params }) => apiOutcome(await confirmAttendance(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
