import { createCustomRole } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Adds a custom role `{ name, permissions }`; answers the Playgroup (201). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createCustomRole(locals.platform, locals.actor, params.id, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
