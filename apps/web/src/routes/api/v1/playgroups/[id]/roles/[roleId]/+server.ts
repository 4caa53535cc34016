import { deleteCustomRole, rolePermissionsSchema, setRolePermissions } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { playgroupViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  PUT: { body: rolePermissionsSchema, response: playgroupViewSchema },
  DELETE: { response: playgroupViewSchema },
} satisfies RouteSchemas;

/** Sets what a role allows here `{ permissions }`: a built-in role (`leader`, `judge`, …) or a custom one. */
export const PUT: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await setRolePermissions(locals.platform, locals.actor, params.id, params.roleId, body.value), {
    schema: _schemas.PUT.response,
  });
};

/** Deletes a custom role; refused (409) when it is what keeps the Playgroup led. */
export const DELETE: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await deleteCustomRole(locals.platform, locals.actor, params.id, params.roleId), {
    schema: _schemas.DELETE.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
