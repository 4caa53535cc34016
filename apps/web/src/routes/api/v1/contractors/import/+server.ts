import { importPassport } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Re-creates a Contractor from a passport under the signed-in player: 201 with the new id; nothing half-imported. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await importPassport(locals.platform, locals.actor, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
