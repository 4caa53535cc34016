import { getAttendeeSheet } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** An attendee's sheet for the GM while the Contract is active, private or not. */
export const GET: RequestHandler = async ({ locals, params }) => apiOutcome(await getAttendeeSheet(locals.platform, locals.actor, params.id, params.contractorId));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
