import { listMoves, recordMove, recordMoveSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { moveListSchema, recordMoveResultSchema } from '#lib/api/responses-moves.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: moveListSchema },
  POST: { body: recordMoveSchema, response: recordMoveResultSchema },
} satisfies RouteSchemas;

/** The latest Moves of a Contractor (`?contractorId=`) or a Playgroup (`?playgroupId=`), newest first. */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await listMoves(locals.platform, locals.actor, Object.fromEntries(url.searchParams)), {
    schema: _schemas.GET.response,
  });

/** A GM records a Move they ran for a Contractor of their Playgroup (201). */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await recordMove(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
