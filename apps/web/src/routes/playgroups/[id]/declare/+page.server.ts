import { fail, redirect } from '@sveltejs/kit';
import { declareContract, getPlaygroup, listContractors } from '@harbinger/platform';
import { formChecked, formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { readStartField } from '#lib/playgroups/contract-form.server.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** Rows the form offers (a table rarely seats more). */
const SEAT_ROWS = 6;
const RINGER_ROWS = 2;

/** Declaring a past Contract: the Playgroup's approved Contractors to pick from, and its members as GMs. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const playgroup = valueOr404(await getPlaygroup(locals.platform, actor, params.id));
  return {
    playgroup: {
      id: playgroup.id,
      name: playgroup.name,
      mayDeclare: playgroup.viewer.permissions.includes('manage_contracts'),
    },
    contractors: playgroup.contractors
      .filter((c) => c.approval === 'approved' && !c.dead)
      .map((c) => ({ id: c.id, name: c.name, owner: c.owner.handle })),
    members: playgroup.members.map((m) => m.handle),
    me: actor.handle,
    // If the declarer was the GM, they name their own Contractors for the GM's rewards here; another GM does it on
    // the Contract's page while it awaits confirmation.
    myContractors: await myLivingContractors(locals.platform, actor),
    rows: SEAT_ROWS,
    ringerRows: RINGER_ROWS,
    zone: await viewerZone(locals.platform, actor),
  };
};

async function myLivingContractors(platform: App.Locals['platform'], actor: NonNullable<App.Locals['actor']>) {
  const mine = await listContractors(platform, actor, {});
  return mine.ok ? mine.value.filter((k) => !k.dead && !k.retiredAt).map((k) => ({ id: k.id, name: k.name })) : [];
}

export const actions: Actions = {
  /** Declares the Contract and opens its page, where players confirm their seats. */
  default: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const zone = await viewerZone(locals.platform, actor);
    const start = readStartField(form, zone);
    if (!start.ok) return formFailure(start.error, {});
    const commission = formText(form, 'commission');
    const rows = Array.from({ length: SEAT_ROWS }, (_, i) => {
      const outcome = formText(form, `outcome-${String(i)}`);
      // The cause field is on every seat ("if they died"): a cause typed for a seat that lived is left out.
      const cause = outcome === 'death' ? formText(form, `cause-${String(i)}`) : '';
      return {
        contractorId: formText(form, `seat-${String(i)}`),
        outcome,
        commission: false,
        ...(cause ? { cause } : {}),
      };
    });
    // No outcome is assumed: a filled seat without one is refused by its own field.
    const blank = rows.flatMap((r, i) => (r.contractorId !== '' && r.outcome === '' ? [`outcome-${String(i)}`] : []));
    if (blank.length > 0)
      return fail(422, {
        problem: {
          code: 'outcome_missing',
          message: 'Choose how it ended for every seat you filled: nothing is assumed.',
          fields: Object.fromEntries(blank.map((f) => [f, 'Choose how it ended for this Contractor.'])),
        },
      });
    const seats = rows
      .filter((s) => s.contractorId !== '')
      .map((s) => ({ ...s, commission: commission !== '' && commission === s.contractorId }));
    const gmHandle = formText(form, 'gmHandle');
    const gmPick = formText(form, 'gmImprovementContractorId');
    const gmBonus = formText(form, 'gmBonusContractorId');
    const picks =
      gmHandle.toLowerCase() === actor.handle.toLowerCase() && gmPick
        ? { gmImprovementContractorId: gmPick, ...(gmBonus ? { gmBonusContractorId: gmBonus } : {}) }
        : {};
    const ringers = Array.from({ length: RINGER_ROWS }, (_, i) => ({
      handle: formText(form, `ringer-${String(i)}`),
      achieved: formChecked(form, `achieved-${String(i)}`),
    })).filter((r) => r.handle !== '');
    const input = {
      title: formText(form, 'title'),
      startsAt: start.value,
      gmHandle,
      seats,
      ringers,
      notes: formText(form, 'notes'),
      ...picks,
    };
    const declared = await declareContract(locals.platform, actor, params.id, input);
    if (!declared.ok) return formFailure(declared.error, {});
    redirect(303, `/contracts/${declared.value.id}`);
  },
};
