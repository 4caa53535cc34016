import { redirect } from '@sveltejs/kit';
import { listLinkableScenarios, listPlaygroups, scheduleContract } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { contractFieldsFrom, readStartField } from '#lib/playgroups/contract-form.server.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { cycleChoiceFrom, openCyclesOf } from '#lib/cycles/cycle-form.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** Scheduling a Contract in one of the player's Playgroups. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  const groups = valueOr404(await listPlaygroups(locals.platform, actor, { mine: true, limit: 100 }));
  const playgroups = groups.items.map((g) => ({ id: g.id, name: g.name }));
  return {
    playgroups,
    // Cycles that can take one more Contract, in every Playgroup the player may schedule in.
    cycles: await openCyclesOf(locals.platform, actor, playgroups),
    chosen: url.searchParams.get('playgroup') ?? '',
    zone: await viewerZone(locals.platform, actor),
    scenarios: valueOr404(await listLinkableScenarios(locals.platform, actor)),
  };
};

export const actions: Actions = {
  /** Schedules the Contract and opens its page. */
  default: async ({ locals, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const zone = await viewerZone(locals.platform, actor);
    const start = readStartField(form, zone);
    const typed = formText(form, 'startsAt');
    const values = {
      playgroupId: formText(form, 'playgroupId'),
      ...contractFieldsFrom(form, start.ok ? start.value : typed),
    };
    // The Cycle fields come back as typed, to fill the form again.
    const cycleFields = { cycle: formText(form, 'cycle'), cycleLength: formText(form, 'cycleLength') };
    if (!start.ok) return formFailure(start.error, { ...values, ...cycleFields, startsAt: typed });
    const cycle = cycleChoiceFrom(form);
    const scheduled = await scheduleContract(locals.platform, actor, { ...values, ...(cycle ? { cycle } : {}) });
    if (!scheduled.ok)
      return formFailure(scheduled.error, { ...values, ...cycleFields, startsAt: formText(form, 'startsAt') });
    redirect(303, `/contracts/${scheduled.value.id}`);
  },
};
