import { getLooseEnds, grantLooseEnd, looseEndInputSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { looseEndWriteSchema } from '#lib/api/responses-moves.ts';
import { looseEndsSchema } from '#lib/api/responses-scenarios-play.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: looseEndsSchema },
  POST: { body: looseEndInputSchema, response: looseEndWriteSchema },
} satisfies RouteSchemas;

/** A sheet's Loose Ends (`?state=open|resolved|all`); Threat, Cutoff and tie-up only for those who may know them. */
export const GET: RequestHandler = async ({ locals, params, url }) =>
  apiOutcome(
    await getLooseEnds(locals.platform, locals.actor, params.id, {
      ...(url.searchParams.has('state') ? { state: url.searchParams.get('state') } : {}),
    }),
    { schema: _schemas.GET.response },
  );

/** A GM of the Contractor's Playgroup grants it a Loose End (201). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await grantLooseEnd(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
