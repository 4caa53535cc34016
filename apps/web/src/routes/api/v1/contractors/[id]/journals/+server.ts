import { getContractorJournals } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { contractorJournalsSchema } from '#lib/api/responses-journals.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: contractorJournalsSchema } } satisfies RouteSchemas;

/** A Contractor's Journals as the caller may see them. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await getContractorJournals(locals.platform, locals.actor, params.id), {
    schema: _schemas.GET.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
