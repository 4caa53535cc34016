import { listNotifications, markNotificationsRead, markReadSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { notificationPageSchema, unreadSchema } from '#lib/api/responses-playgroups.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: notificationPageSchema },
  POST: { body: markReadSchema, response: unreadSchema },
} satisfies RouteSchemas;

/** The caller's notifications, newest first, with the unread count (`?before=&limit=`). */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await listNotifications(locals.platform, locals.actor, pageQuery(url)), { schema: _schemas.GET.response });

/** Marks notifications read: `{ all: true }` or `{ ids: [...] }`. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await markNotificationsRead(locals.platform, locals.actor, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
