import { recordTableRoll, tableRollSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { tableEventViewSchema } from '#lib/api/responses-table-transport.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: tableRollSchema, response: tableEventViewSchema } } satisfies RouteSchemas;

/** Rolls at the table of an Active Contract; answers the roll as the roller sees it. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await recordTableRoll(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
