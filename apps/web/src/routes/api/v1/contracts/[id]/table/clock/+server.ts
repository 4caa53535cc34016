import { advanceTableClock, getTableClock, tableClockSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { clockAdvanceSchema, clockViewSchema } from '#lib/api/responses-table-harm.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: clockViewSchema },
  POST: { body: tableClockSchema, response: clockAdvanceSchema },
} satisfies RouteSchemas;

/** The clock and the Injuries it watches. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getTableClock(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Moves the clock forward: `{ minutes }` (GM only). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await advanceTableClock(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
