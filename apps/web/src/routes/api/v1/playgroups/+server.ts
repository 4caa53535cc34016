import { createPlaygroup, listPlaygroups } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import { pageQuery, queryFlag } from '$lib/playgroups/query';
import type { RequestHandler } from './$types';

/** The public list of Playgroups, newest first (`?before=&limit=`, `?mine=1` for one's own). */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await listPlaygroups(locals.platform, locals.actor, { ...pageQuery(url), ...(queryFlag(url, 'mine') ? { mine: true } : {}) }));

/** Creates a Playgroup; its creator becomes its Leader. 201 with the Playgroup. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createPlaygroup(locals.platform, locals.actor, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
