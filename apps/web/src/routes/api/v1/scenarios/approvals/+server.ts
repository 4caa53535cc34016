import { listExchangeQueue } from '@harbinger/platform';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { approvalQueueSchema } from '#lib/api/responses-scenarios-exchange.ts';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: approvalQueueSchema } } satisfies RouteSchemas;

/** The approvers' queue: submissions waiting for a decision, oldest first. Approvers only. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await listExchangeQueue(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
