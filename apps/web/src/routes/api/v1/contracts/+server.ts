import { listContracts, scheduleContract } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import { queryFlag } from '$lib/playgroups/query';
import type { RequestHandler } from './$types';

/** Lists Contracts: `?playgroup=<id>`, `?mine=1`, `?lookingForPlayers=1`, `?upcoming=1`, `?limit=`. */
export const GET: RequestHandler = async ({ locals, url }) => {
  const playgroupId = url.searchParams.get('playgroup');
  const limit = url.searchParams.get('limit');
  return apiOutcome(
    await listContracts(locals.platform, locals.actor, {
      ...(playgroupId ? { playgroupId } : {}),
      ...(limit ? { limit: Number(limit) } : {}),
      mine: queryFlag(url, 'mine'),
      lookingForPlayers: queryFlag(url, 'lookingForPlayers'),
      upcoming: queryFlag(url, 'upcoming'),
    }),
  );
};

/** Schedules a Contract in a Playgroup; the caller is its GM (201). */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await scheduleContract(locals.platform, locals.actor, body.value), 201);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
