import { createPlaygroup, listPlaygroups, playgroupCreateSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { pageQuery, queryFlag } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { playgroupPageSchema, playgroupViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: playgroupPageSchema },
  POST: { body: playgroupCreateSchema, response: playgroupViewSchema },
} satisfies RouteSchemas;

/** The public list of Playgroups, newest first (`?before=&limit=`, `?mine=1` for one's own). */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(
    await listPlaygroups(locals.platform, locals.actor, {
      ...pageQuery(url),
      ...(queryFlag(url, 'mine') ? { mine: true } : {}),
    }),
    { schema: _schemas.GET.response },
  );

/** Creates a Playgroup; its creator becomes its Leader. 201 with the Playgroup. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await createPlaygroup(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
