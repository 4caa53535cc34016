import { backupFileSchema, backupForAdmin } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { adminAccessOf } from '#lib/server/admin.ts';
import { apiError, apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import { bearerToken } from '#lib/server/session-cookie.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: backupFileSchema } } satisfies RouteSchemas;

/**
 * Every table as one backup file, read in one snapshot by the server that holds the database: the way to back up an
 * embedded database while the server runs (no second process may open its folder). Admin token only.
 */
export const GET: RequestHandler = async ({ locals, request }) => {
  const backup = await backupForAdmin(locals.platform, adminAccessOf(), bearerToken(request.headers));
  if (!backup.ok) return apiError(backup.error);
  const day = backup.value.createdAt.slice(0, 10);
  return apiJson(backup.value, {
    schema: _schemas.GET.response,
    headers: {
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="harbinger-backup-${day}.json"`,
    },
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
