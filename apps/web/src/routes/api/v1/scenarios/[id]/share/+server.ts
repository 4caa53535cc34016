import { getSharePage, shareScenario, shareScenarioSchema } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { shareResultSchema, shareViewSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: shareViewSchema },
  POST: { body: shareScenarioSchema, response: shareResultSchema },
} satisfies RouteSchemas;

/** The writer's view: who the Scenario is shared with, its Exchange state and submissions. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getSharePage(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** The writer shares the Scenario with named players `{ handles }`; it spoils it for them. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await shareScenario(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
