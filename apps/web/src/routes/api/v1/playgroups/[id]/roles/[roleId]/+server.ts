import { deleteCustomRole } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Deletes a custom role; refused (409) when it is what keeps the Playgroup led. */
export const DELETE: RequestHandler = async ({ locals, params }) => apiOutcome(await deleteCustomRole(locals.platform, locals.actor, params.id, params.roleId));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
