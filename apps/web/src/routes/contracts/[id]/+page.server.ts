import {
  cancelContract,
  confirmAttendance,
  chooseRingerBonus,
  finishContract,
  getContract,
  getRsvpOptions,
  joinWaitlist,
  leaveWaitlist,
  listContractors,
  rsvp,
  startContract,
  updateContract,
  voidContractRecord,
  withdrawRsvp,
  type Outcome,
} from '@harbinger/platform';
import { formChecked, formList, formNumber, formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { contractFieldsFrom, readStartField } from '#lib/playgroups/contract-form.server.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { toLocalInput } from '#lib/playgroups/time.ts';
import type { Actions, PageServerLoad } from './$types';

/** A Contract's page: details in the viewer's zone, the seats, and the forms the viewer may use. */
export const load: PageServerLoad = async ({ locals, params }) => {
  const { platform, actor } = locals;
  const contract = valueOr404(await getContract(platform, actor, params.id));
  const zone = await viewerZone(platform, actor);
  const mine = actor ? await listContractors(platform, actor, {}) : null;
  // The GM's own Contractors take the GM Improvement (public ones when someone else records for the GM).
  const gmOwn =
    contract.viewer.canRun && contract.state === 'active'
      ? await listContractors(platform, actor, contract.viewer.isGm ? {} : { ownerHandle: contract.gm.handle })
      : null;
  // The answer menu (who may come and why not, the line) is the platform's one read, shared with the API.
  const options = actor && contract.state === 'scheduled' ? await getRsvpOptions(platform, actor, params.id) : null;
  return {
    contract,
    rsvpOptions: options?.ok ? options.value : null,
    zone,
    startsAtLocal: toLocalInput(contract.startsAt, zone),
    myContractors: mine?.ok ? mine.value.map((c) => ({ id: c.id, name: c.name, status: c.status })) : [],
    gmContractors: gmOwn?.ok ? gmOwn.value.map((c) => ({ id: c.id, name: c.name })) : [],
    signedIn: actor !== null,
  };
};

/** The answer a form picked: one of the player's Contractors, or a Ringer. */
function answerFrom(form: FormData) {
  const choice = formText(form, 'contractorId');
  return choice === 'ringer' ? { ringer: true as const } : { contractorId: choice };
}

function answer(outcome: Outcome<unknown>, done: string, values: Record<string, unknown> = {}) {
  return outcome.ok ? { done } : formFailure(outcome.error, values);
}

export const actions: Actions = {
  rsvp: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const answered = await rsvp(locals.platform, actor, params.id, answerFrom(await request.formData()));
    // The form has no per-field messages: keep the platform's sentence, which names every reason for a refusal.
    if (!answered.ok) return formFailure(answered.error, {}, { keepMessage: true });
    const mine = answered.value.attendees.find((a) => a.attendanceId === answered.value.viewer.attendanceId);
    return { done: mine?.ringer ? 'You will play a Ringer.' : 'You have a seat.' };
  },
  joinWaitlist: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const joined = await joinWaitlist(locals.platform, actor, params.id, answerFrom(await request.formData()));
    if (!joined.ok) return formFailure(joined.error, {}, { keepMessage: true });
    const place = joined.value.waitlist.place ?? 0;
    return { done: place === 1 ? 'You are next in line.' : `You are number ${place} in line.` };
  },
  leaveWaitlist: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(await leaveWaitlist(locals.platform, actor, params.id), 'You left the line.');
  },
  confirm: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const confirmed = await confirmAttendance(locals.platform, actor, params.id);
    if (!confirmed.ok) return formFailure(confirmed.error, {});
    return {
      done: confirmed.value.recorded
        ? 'Confirmed: everyone has, so the Contract is recorded and its rewards applied.'
        : 'Confirmed. The rewards apply once every player has confirmed.',
    };
  },
  withdraw: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(await withdrawRsvp(locals.platform, actor, params.id), 'You gave up your seat.');
  },
  ringerBonus: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const bonusContractorId = formText(await request.formData(), 'bonusContractorId') || null;
    return answer(await chooseRingerBonus(locals.platform, actor, params.id, { bonusContractorId }), 'Saved.');
  },
  start: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(
      await startContract(locals.platform, actor, params.id),
      'The Contract is Active: attending sheets are locked for Exp spending.',
    );
  },
  cancel: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    return answer(await cancelContract(locals.platform, actor, params.id), 'The Contract was canceled.');
  },
  edit: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const zone = await viewerZone(locals.platform, actor);
    const start = readStartField(form, zone);
    const typed = formText(form, 'startsAt');
    // What the GM typed goes back with a refusal, so the form reopens as it was.
    const refill = { edit: true, ...contractFieldsFrom(form, typed) };
    if (!start.ok) return formFailure(start.error, refill);
    const values = { version: formNumber(form, 'version'), ...contractFieldsFrom(form, start.value) };
    const saved = await updateContract(locals.platform, actor, params.id, values);
    if (!saved.ok) return formFailure(saved.error, refill);
    return {
      done: saved.value.attendees.length > 0 ? 'Saved. The seated players are told what changed.' : 'Saved.',
    };
  },
  finish: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const commission = formText(form, 'commission');
    const outcomes = formList(form, 'seat').map((contractorId) => ({
      contractorId,
      outcome: formText(form, `outcome-${contractorId}`),
      commission: commission === contractorId,
    }));
    const ringers = formList(form, 'ringer').map((handle) => ({
      handle,
      achieved: formChecked(form, `achieved-${handle}`),
    }));
    const improvement = formText(form, 'gmImprovementContractorId');
    const input = {
      version: formNumber(form, 'version'),
      outcomes,
      ringers,
      notes: formText(form, 'notes'),
      ...(improvement ? { gmImprovementContractorId: improvement } : {}),
    };
    const done = await finishContract(locals.platform, actor, params.id, input);
    if (!done.ok) return formFailure(done.error, {});
    const held = done.value.refused.map((r) => `${r.kind.replaceAll('_', ' ')} (${r.reason.replaceAll('_', ' ')})`);
    return {
      done: `Recorded: ${done.value.entries.length} rewards written.${held.length > 0 ? ` Held back by the caps: ${held.join(', ')}.` : ''}`,
    };
  },
  void: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const reason = formText(await request.formData(), 'reason');
    const outcome = await voidContractRecord(locals.platform, actor, params.id, { reason });
    if (!outcome.ok) return formFailure(outcome.error, { reason });
    const v = outcome.value;
    return {
      done: v.voided
        ? 'The Contract was voided; every reward it gave was taken back.'
        : `Your vote is counted: ${v.votes.for} of ${v.votes.eligible} players want it voided.`,
    };
  },
};
