import { error } from '@sveltejs/kit';
import { playgroupCalendar } from '@harbinger/platform';
import type { RequestHandler } from './$types';

/** The Playgroup's Contracts as an iCalendar feed (public), for calendar apps to subscribe to. */
export const GET: RequestHandler = async ({ locals, params }) => {
  const ics = await playgroupCalendar(locals.platform, params.id);
  if (!ics.ok) error(ics.error.status, { message: ics.error.message, code: ics.error.code });
  return new Response(ics.value, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
};
