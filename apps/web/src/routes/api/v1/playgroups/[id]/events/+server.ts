import { listWorldEvents, postWorldEvent } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import { pageQuery } from '$lib/playgroups/query';
import type { RequestHandler } from './$types';

/** The World Events feed, newest first, paged by keyset (`?before=<next>&limit=`). Bodies are Markdown source. */
export const GET: RequestHandler = async ({ locals, params, url }) => apiOutcome(await listWorldEvents(locals.platform, locals.actor, params.id, pageQuery(url)));

/** Posts a World Event `{ title, body }` (201). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await postWorldEvent(locals.platform, locals.actor, params.id, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
