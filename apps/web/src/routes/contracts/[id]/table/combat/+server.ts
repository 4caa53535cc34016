import { json } from '@sveltejs/kit';
import { actOnCombat } from '@harbinger/platform';
import { apiError, readJsonBody } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/**
 * The table page's combat panel posts here with the session cookie: one action as JSON, answered with the new
 * combat view (null once the fight ended) or `{ error: { code, message } }` with a 4xx. Same workflow as the API.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const outcome = await actOnCombat(locals.platform, locals.actor, params.id, body.value);
  return outcome.ok ? json(outcome.value) : apiError(outcome.error);
};
