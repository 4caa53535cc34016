import { calendarFeedToken, listContracts } from '@harbinger/platform';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** Contracts looking for players, and the signed-in player's own (as GM or attendee). */
export const load: PageServerLoad = async ({ locals }) => {
  const { platform, actor } = locals;
  const [open, mine, zone, feed] = await Promise.all([
    listContracts(platform, actor, { lookingForPlayers: true }),
    actor ? listContracts(platform, actor, { mine: true }) : Promise.resolve(null),
    viewerZone(platform, actor),
    actor ? calendarFeedToken(platform, actor) : Promise.resolve(null),
  ]);
  return {
    open: valueOr404(open),
    mine: mine ? valueOr404(mine) : null,
    zone,
    feedUrl: feed?.ok ? `${platform.origin}/contracts/calendar/${feed.value.token}` : null,
  };
};

export const actions: Actions = {
  /** Makes a new secret calendar address (the old one stops working). */
  resetFeed: async ({ locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const reset = await calendarFeedToken(locals.platform, actor, { reset: true });
    return reset.ok
      ? { done: 'Your calendar has a new address; the old one no longer works.' }
      : formFailure(reset.error, {});
  },
};
