import { listContracts, scheduleContract, scheduleContractSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { queryFlag } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractSummaryListSchema, contractViewSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: contractSummaryListSchema },
  POST: { body: scheduleContractSchema, response: contractViewSchema },
} satisfies RouteSchemas;

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
    { schema: _schemas.GET.response },
  );
};

/** Schedules a Contract in a Playgroup; the caller is its GM (201). */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await scheduleContract(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
