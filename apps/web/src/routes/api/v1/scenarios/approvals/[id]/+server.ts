import { readSubmission } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { submissionForReviewSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: submissionForReviewSchema } } satisfies RouteSchemas;

/** A submitted Scenario's whole write-up, for an approver to judge (records no discovery). Approvers only. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await readSubmission(locals.platform, locals.actor, params.id), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
