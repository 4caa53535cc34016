import { exportPassport, passportSchema } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import { passportFileName } from '#lib/server/passport-file.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: passportSchema } } satisfies RouteSchemas;

/**
 * The Contractor as a signed, versioned JSON passport, offered as a file download: the owner's can be imported, anyone
 * else's is a view copy.
 */
export const GET: RequestHandler = async ({ locals, params }) => {
  const outcome = await exportPassport(locals.platform, locals.actor, params.id);
  if (!outcome.ok) return apiError(outcome.error);
  return apiJson(outcome.value, {
    schema: _schemas.GET.response,
    headers: {
      'content-disposition': `attachment; filename="${passportFileName(outcome.value.contractor.concept.name)}"`,
    },
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
