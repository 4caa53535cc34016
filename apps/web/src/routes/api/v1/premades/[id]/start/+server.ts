import { startFromPremade } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { createdIdSchema } from '#lib/api/responses-contractors.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: createdIdSchema } } satisfies RouteSchemas;

/** Creates a Contractor of the caller's own from the premade: 201 with its id. */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await startFromPremade(locals.platform, locals.actor, params.id), {
    schema: _schemas.POST.response,
    status: 201,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
