import { passportSchema, takeConsentedPassport } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { passportFileName } from '#lib/server/passport-file.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: passportSchema } } satisfies RouteSchemas;

/**
 * The player a consent link names takes their transferable passport, as a file download. A POST, since it spends the
 * link: a second call is refused.
 */
export const POST: RequestHandler = async ({ locals, params }) => {
  const outcome = await takeConsentedPassport(locals.platform, locals.actor, params.token);
  if (!outcome.ok) return apiError(outcome.error);
  return apiJson(outcome.value, {
    schema: _schemas.POST.response,
    headers: {
      'content-disposition': `attachment; filename="${passportFileName(outcome.value.contractor.concept.name)}"`,
    },
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
