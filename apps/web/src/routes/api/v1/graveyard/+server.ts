import { listGraveyard } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import { pageQuery } from '$lib/playgroups/query';
import type { RequestHandler } from './$types';

/** The Graveyard, newest first, paged by keyset (`?before=<next>&limit=`). */
export const GET: RequestHandler = async ({ locals, url }) => apiOutcome(await listGraveyard(locals.platform, locals.actor, pageQuery(url)));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
