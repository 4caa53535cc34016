import { getSpendLock } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { spendLockSchema } from '#lib/api/responses-cycles.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: spendLockSchema } } satisfies RouteSchemas;

/** Whether the Contractor can spend Exp now, and why not. */
export const GET: RequestHandler = async ({ locals, params }) => {
  const found = await getSpendLock(locals.platform, locals.actor, params.id);
  return found.ok ? apiJson({ lock: found.value }, { schema: _schemas.GET.response }) : apiError(found.error);
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
