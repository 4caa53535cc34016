import { error } from '@sveltejs/kit';
import { playgroupCalendar } from '@harbinger/platform';
import type { RequestHandler } from './$types';

/**
 * The Playgroup's Contracts as an iCalendar feed, for calendar apps: `?token=` is a member's secret feed token (shown
 * on the Playgroup page); without a current member's token the feed is not found.
 */
export const GET: RequestHandler = async ({ locals, params, url }) => {
  const ics = await playgroupCalendar(locals.platform, params.id, url.searchParams.get('token') ?? undefined);
  if (!ics.ok) error(ics.error.status, { message: ics.error.message, code: ics.error.code });
  // Private: the address is a secret, and shared caches must not keep a copy.
  return new Response(ics.value, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' },
  });
};
