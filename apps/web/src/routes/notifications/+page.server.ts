import { listNotifications, markNotificationsRead } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/** The signed-in player's notifications, newest first. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  return {
    page: valueOr404(await listNotifications(locals.platform, actor, pageQuery(url))),
    zone: await viewerZone(locals.platform, actor),
  };
};

export const actions: Actions = {
  /** Marks every notification read. */
  readAll: async ({ locals, url }) => {
    const actor = requireActor(locals.actor, url);
    valueOr404(await markNotificationsRead(locals.platform, actor, { all: true }));
    return { done: true };
  },
};
