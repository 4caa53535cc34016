import { createPassportConsent, passportConsentSchema } from '@harbinger/platform';
import { apiError, apiJson, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { consentLinkSchema } from '#lib/api/responses-contractors.ts';
import { consentLink } from '#lib/server/consent-link.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: passportConsentSchema, response: consentLinkSchema } } satisfies RouteSchemas;

/** The owner lets one other player (`{ handle }`) take a transferable passport: 201 with the single-use link. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const outcome = await createPassportConsent(locals.platform, locals.actor, params.id, body.value);
  if (!outcome.ok) return apiError(outcome.error);
  return apiJson(
    { ...outcome.value, link: consentLink(locals.platform.origin, outcome.value.token) },
    { schema: _schemas.POST.response, status: 201 },
  );
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
