import { resolveLooseEnd, resolveLooseEndSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { looseEndWriteSchema } from '#lib/api/responses-moves.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: resolveLooseEndSchema, response: looseEndWriteSchema } } satisfies RouteSchemas;

/** A GM of the Contractor's Playgroup records the Loose End tied up: `{ resolution? }`. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await resolveLooseEnd(locals.platform, locals.actor, params.id, params.looseEndId, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
