import { error } from '@sveltejs/kit';
import { userCalendar } from '@harbinger/platform';
import type { RequestHandler } from './$types';

/** A player's Contracts as an iCalendar feed, found by its secret address (calendar apps cannot sign in). */
export const GET: RequestHandler = async ({ locals, params }) => {
  const ics = await userCalendar(locals.platform, params.token);
  if (!ics.ok) error(ics.error.status, { message: ics.error.message, code: ics.error.code });
  return new Response(ics.value, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' },
  });
};
