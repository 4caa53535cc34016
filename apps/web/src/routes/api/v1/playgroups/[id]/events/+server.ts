import { listWorldEvents, postWorldEvent, worldEventSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { worldEventPageSchema, worldEventViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: worldEventPageSchema },
  POST: { body: worldEventSchema, response: worldEventViewSchema },
} satisfies RouteSchemas;

/** The World Events feed, newest first, paged by keyset (`?before=<next>&limit=`). Bodies are Markdown source. */
export const GET: RequestHandler = async ({ locals, params, url }) =>
  apiOutcome(await listWorldEvents(locals.platform, locals.actor, params.id, pageQuery(url)), {
    schema: _schemas.GET.response,
  });

/** Posts a World Event `{ title, body }` (201). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await postWorldEvent(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
