import { getJournalFeed, journalWriteSchema, writeJournal } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { journalListSchema, journalViewSchema } from '#lib/api/responses-journals.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: journalListSchema },
  POST: { body: journalWriteSchema, response: journalViewSchema },
} satisfies RouteSchemas;

/** The community's latest Journals; spoilers the caller may not read come without their text. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getJournalFeed(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Writes a Journal (201), with the reward it earned. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await writeJournal(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
    status: 201,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
