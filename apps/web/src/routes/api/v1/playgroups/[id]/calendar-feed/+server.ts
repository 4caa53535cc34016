import { calendarFeedResetSchema, playgroupFeedToken, resetCalendarFeed, type Outcome } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { playgroupFeedSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: playgroupFeedSchema },
  POST: { body: calendarFeedResetSchema, response: playgroupFeedSchema },
} satisfies RouteSchemas;

/** The token with the feed's full address (under the configured origin, never the request's). */
function withUrl(outcome: Outcome<{ token: string }>, origin: string, playgroupId: string) {
  if (!outcome.ok) return outcome;
  const url = `${origin}/playgroups/${playgroupId}/calendar.ics?token=${outcome.value.token}`;
  return { ok: true as const, value: { token: outcome.value.token, url } };
}

/** The caller's secret calendar address of this Playgroup (members only), made on first ask. */
export const GET: RequestHandler = async ({ locals, params }) =>
  apiOutcome(
    withUrl(await playgroupFeedToken(locals.platform, locals.actor, params.id), locals.platform.origin, params.id),
    { schema: _schemas.GET.response },
  );

/** A new address: the caller's own, or with `everyone: true` (`administrate`) every member's. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(
    withUrl(
      await resetCalendarFeed(locals.platform, locals.actor, params.id, body.value),
      locals.platform.origin,
      params.id,
    ),
    { schema: _schemas.POST.response },
  );
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
