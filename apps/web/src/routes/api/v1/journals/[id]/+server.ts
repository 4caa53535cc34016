import { editJournal, getJournal, journalEditSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { journalViewSchema } from '#lib/api/responses-journals.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: journalViewSchema },
  PATCH: { body: journalEditSchema, response: journalViewSchema },
} satisfies RouteSchemas;

/** One Journal as the caller may read it. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getJournal(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Saves a new text with the `version` read (a stale one answers 409). */
export const PATCH: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await editJournal(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.PATCH.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
