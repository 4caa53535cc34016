import { getMove, voidMove, voidMoveSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { moveViewSchema } from '#lib/api/responses-moves.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: moveViewSchema },
  DELETE: { body: voidMoveSchema, response: moveViewSchema },
} satisfies RouteSchemas;

/** One Move: its World Event for the Playgroup, the rest for readers of the sheet. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getMove(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** A Leader voids the Move, reversing its bonus and results exactly: an optional `{ reason }` body. */
export const DELETE: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await voidMove(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.DELETE.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
