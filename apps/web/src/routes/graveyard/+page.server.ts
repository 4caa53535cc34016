import { graveyardTally, listGraveyard, updateObituary } from '@harbinger/platform';
import { STATUS_IDS, type StatusId } from '@harbinger/rules';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/** How many graves each Status shows before its "all of them" link. */
const PER_STATUS = 5;

/**
 * The Graveyard grouped by the Status the fallen held, highest first: each group's latest graves, or with
 * `?status=` one Status a page at a time.
 */
export const load: PageServerLoad = async ({ locals, url }) => {
  const { platform, actor } = locals;
  const asked = url.searchParams.get('status');
  const status = STATUS_IDS.find((s) => s === asked) ?? null;
  const tally = await graveyardTally(platform, actor);
  const shown: StatusId[] = status ? [status] : [...STATUS_IDS].reverse().filter((s) => tally[s] > 0);
  const query = status ? { ...pageQuery(url), limit: 20 } : { limit: PER_STATUS };
  const groups = await Promise.all(
    shown.map(async (s) => ({
      status: s,
      count: tally[s],
      page: valueOr404(await listGraveyard(platform, actor, { ...query, status: s })),
    })),
  );
  return { status, tally, groups, zone: await viewerZone(platform, actor) };
};

export const actions: Actions = {
  /** Writes an obituary (the Contractor's player, or a Leader of its home Playgroup). */
  obituary: async ({ locals, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { obituary: formText(form, 'obituary') };
    const saved = await updateObituary(locals.platform, actor, formText(form, 'contractorId'), values);
    return saved.ok ? { done: 'Obituary saved.' } : formFailure(saved.error, values);
  },
};
