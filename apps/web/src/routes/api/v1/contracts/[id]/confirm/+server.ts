import { confirmAttendance } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { confirmResultSchema } from '#lib/api/responses-contracts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: confirmResultSchema } } satisfies RouteSchemas;

/** Confirms the caller's seat at a declared past Contract; the last confirmation records it (`recorded` then set). */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await confirmAttendance(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
