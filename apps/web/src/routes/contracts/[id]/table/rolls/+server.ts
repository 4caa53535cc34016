import { json } from '@sveltejs/kit';
import { recordTableRoll } from '@harbinger/platform';
import { apiError, readJsonBody } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/**
 * The table page's roll form (cookie session, JSON body `{ expression, label?, visibility?, contractorId? }`): answers
 * the roll as the roller sees it (201), or the refusal as JSON with its 4xx status. Everyone at the table gets the
 * roll through the event stream.
 */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const rolled = await recordTableRoll(locals.platform, locals.actor, params.id, body.value);
  return rolled.ok ? json(rolled.value, { status: 201 }) : apiError(rolled.error);
};
