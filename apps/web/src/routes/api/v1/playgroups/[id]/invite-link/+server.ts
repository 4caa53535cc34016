import { resetInviteLink } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { inviteTokenSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { response: inviteTokenSchema } } satisfies RouteSchemas;

/** Makes a new invite token (the old link stops working). */
export const POST: RequestHandler = async ({ locals, params }) =>
  apiOutcome(await resetInviteLink(locals.platform, locals.actor, params.id), { schema: _schemas.POST.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
