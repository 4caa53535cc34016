import { getPlaygroup, playgroupPatchSchema, updatePlaygroup } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { playgroupViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: playgroupViewSchema },
  PATCH: { body: playgroupPatchSchema, response: playgroupViewSchema },
} satisfies RouteSchemas;

/**
 * One Playgroup: settings, house rules, roles, members, Contractors and record (the invite link only to its managers).
 */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getPlaygroup(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Changes settings and house rules; send the `version` read (409 when stale). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updatePlaygroup(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
