import { setSitePermissionForAdmin } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { sitePermissionChangeSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { adminAccessOf } from '#lib/server/admin.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import { bearerToken } from '#lib/server/session-cookie.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  PUT: { response: sitePermissionChangeSchema },
  DELETE: { response: sitePermissionChangeSchema },
} satisfies RouteSchemas;

/** The operator grants a player a site permission. Admin token only. */
export const PUT: RequestHandler = async ({ locals, params, request }) =>
  apiOutcome(
    await setSitePermissionForAdmin(locals.platform, adminAccessOf(), bearerToken(request.headers), {
      handle: params.handle,
      permission: params.permission,
      held: true,
    }),
    { schema: _schemas.PUT.response },
  );

/** The operator takes a site permission back. Admin token only. */
export const DELETE: RequestHandler = async ({ locals, params, request }) =>
  apiOutcome(
    await setSitePermissionForAdmin(locals.platform, adminAccessOf(), bearerToken(request.headers), {
      handle: params.handle,
      permission: params.permission,
      held: false,
    }),
    { schema: _schemas.DELETE.response },
  );

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
