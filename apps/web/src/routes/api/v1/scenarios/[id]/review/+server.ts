import { reviewSubmission, reviewSubmissionSchema } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { reviewResultSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: reviewSubmissionSchema, response: reviewResultSchema } } satisfies RouteSchemas;

/** An approver decides `{ decision: approve | reject | remove, reason? }` (a reason is needed to reject or remove). */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await reviewSubmission(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
