import { changeMembership, memberChangeSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { playgroupViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { PATCH: { body: memberChangeSchema, response: playgroupViewSchema } } satisfies RouteSchemas;

/**
 * Changes one membership: `{ action: 'set_roles', roles }`, `kick`, `ban` (with `reason`), `unban`, or `leave` /
 * `decline` for oneself.
 */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await changeMembership(locals.platform, locals.actor, params.id, params.handle, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
