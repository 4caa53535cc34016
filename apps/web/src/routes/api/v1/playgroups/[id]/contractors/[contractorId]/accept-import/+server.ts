import { acceptImportedHistory } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { acceptedImportSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: acceptedImportSchema } } satisfies RouteSchemas;

/** A Leader accepts what the Contractor's import could not verify: its victories count, its Gifts can be used. */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await acceptImportedHistory(locals.platform, locals.actor, params.id, params.contractorId), {
    schema: _schemas.POST.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
