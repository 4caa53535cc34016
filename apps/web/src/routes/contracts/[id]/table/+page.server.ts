import { getTableSnapshot } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { playBlock } from '#lib/table/play-block.ts';
import type { PageServerLoad } from './$types';

// The live table of a Contract: its log, the roll form and the play blocks. The events stream keeps it current;
// a wake or a change to a sheet reloads this snapshot.
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const snapshot = valueOr404(await getTableSnapshot(locals.platform, actor, params.id));
  return {
    seat: snapshot.seat,
    blocks: snapshot.attendees.map(playBlock),
    events: snapshot.events,
    lastEventId: snapshot.lastEventId,
    combat: snapshot.combat,
    clock: snapshot.clock,
  };
};
