import { findPlaygroups } from '@harbinger/platform';
import { STATUS_IDS } from '@harbinger/rules';
import { timezoneNames } from '#lib/server/timezones.ts';
import { findQuery } from '#lib/playgroups/find-query.ts';
import { viewerZone } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** Find Playgroups: the listed ones, filtered by the form's query; a bad filter is shown, never a crash. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const found = await findPlaygroups(locals.platform, locals.actor, findQuery(url));
  const zone = await viewerZone(locals.platform, locals.actor);
  const text = (name: string) => url.searchParams.get(name) ?? '';
  return {
    items: found.ok ? found.value.items : [],
    next: found.ok ? found.value.next : null,
    problem: found.ok ? null : found.error.message,
    filters: {
      meets: text('meets'),
      near: text('near'),
      within: text('within') || '3',
      status: text('status'),
      openSeats: text('openSeats') !== '',
      openMembership: text('openMembership') !== '',
    },
    zone,
    zones: timezoneNames(),
    statuses: [...STATUS_IDS],
    signedIn: locals.actor !== null,
  };
};
