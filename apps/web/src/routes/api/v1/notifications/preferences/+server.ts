import { emailPreferencesSchema, getEmailPreferences, updateEmailPreferences } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { emailPreferencesViewSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: emailPreferencesViewSchema },
  PATCH: { body: emailPreferencesSchema, response: emailPreferencesViewSchema },
} satisfies RouteSchemas;

/** The caller's email choice per notification category. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getEmailPreferences(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Changes some categories' email choice: `{ "news": "off" }`. */
export const PATCH: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await updateEmailPreferences(locals.platform, locals.actor, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
