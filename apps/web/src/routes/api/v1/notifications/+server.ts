import { listNotifications, markNotificationsRead } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '$lib/server/api-response';
import { pageQuery } from '$lib/playgroups/query';
import type { RequestHandler } from './$types';

/** The caller's notifications, newest first, with the unread count (`?before=&limit=`). */
export const GET: RequestHandler = async ({ locals, url }) => apiOutcome(await listNotifications(locals.platform, locals.actor, pageQuery(url)));

/** Marks notifications read: `{ all: true }` or `{ ids: [...] }`. */
export const POST: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await markNotificationsRead(locals.platform, locals.actor, body.value));
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
