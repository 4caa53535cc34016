import { redirect } from '@sveltejs/kit';
import { declareContract, getPlaygroup } from '@harbinger/platform';
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
    rows: SEAT_ROWS,
    ringerRows: RINGER_ROWS,
    zone: await viewerZone(locals.platform, actor),
  };
};

export const actions: Actions = {
  /** Declares the Contract and opens its page, where players confirm their seats. */
  default: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const zone = await viewerZone(locals.platform, actor);
    const start = readStartField(form, zone);
    if (!start.ok) return formFailure(start.error, {});
    const commission = formText(form, 'commission');
    const seats = Array.from({ length: SEAT_ROWS }, (_, i) => formText(form, `seat-${String(i)}`))
      .map((contractorId, i) => ({
        contractorId,
        outcome: formText(form, `outcome-${String(i)}`) || 'failure',
        commission: commission !== '' && commission === contractorId,
      }))
      .filter((s) => s.contractorId !== '');
    const ringers = Array.from({ length: RINGER_ROWS }, (_, i) => ({
      handle: formText(form, `ringer-${String(i)}`),
      achieved: formChecked(form, `achieved-${String(i)}`),
    })).filter((r) => r.handle !== '');
    const input = {
      title: formText(form, 'title'),
      startsAt: start.value,
      gmHandle: formText(form, 'gmHandle'),
      seats,
      ringers,
      notes: formText(form, 'notes'),
    };
    const declared = await declareContract(locals.platform, actor, params.id, input);
    if (!declared.ok) return formFailure(declared.error, {});
    redirect(303, `/contracts/${declared.value.id}`);
  },
};
