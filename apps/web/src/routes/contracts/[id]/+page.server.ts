import { fail } from '@sveltejs/kit';
import {
  cancelContract,
  chooseGmRewards,
  endCycle,
  confirmAttendance,
  chooseRingerBonus,
  finishContract,
  getContract,
  getFinishFacts,
  getFinishHandouts,
  listLinkableScenarios,
  writeScenarioNotes,
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
import { causeFor, finishValues, finishWords } from '#lib/contracts/finish-form.server.ts';
import { healingWords } from '#lib/contracts/void-words.ts';
import { handoutsFrom, scenarioNotesFrom } from '#lib/scenarios/finish-handouts.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** A Contract's page: details in the viewer's zone, the seats, and the forms the viewer may use. */
export const load: PageServerLoad = async ({ locals, params }) => {
  const { platform, actor } = locals;
  const contract = valueOr404(await getContract(platform, actor, params.id));
  const zone = await viewerZone(platform, actor);
  const mine = actor ? await listContractors(platform, actor, {}) : null;
  // The finish form's reward preview runs the rules over these facts (the GM's living Contractors among them).
  const facts =
    contract.viewer.canRun && contract.state === 'active' && !contract.declared
      ? await getFinishFacts(platform, actor, contract.id)
      : null;
  // The GM's living Contractors, when the GM still names who takes the GM's rewards.
  const gmOwn = contract.viewer.mayChooseGmRewards && mine?.ok ? mine.value.filter((k) => !k.dead && !k.retiredAt) : [];
  // The answer menu (who may come and why not, the line) is the platform's one read, shared with the API.
  const options = actor && contract.state === 'scheduled' ? await getRsvpOptions(platform, actor, params.id) : null;
  // The Scenario's handouts for the finish form, and the Scenarios the GM may link while editing.
  const handouts = facts?.ok && contract.scenario ? await getFinishHandouts(platform, actor, contract.id) : null;
  const linkable =
    contract.viewer.canRun && contract.state === 'scheduled' ? await listLinkableScenarios(platform, actor) : null;
  return {
    contract,
    rsvpOptions: options?.ok ? options.value : null,
    zone,
    startsAtLocal: toLocalInput(contract.startsAt, zone),
    myContractors: mine?.ok ? mine.value.map((c) => ({ id: c.id, name: c.name, status: c.status })) : [],
    finishFacts: facts?.ok ? facts.value : null,
    finishHandouts: handouts?.ok ? handouts.value : null,
    linkableScenarios: linkable?.ok ? linkable.value : [],
    gmContractors: gmOwn.map((c) => ({ id: c.id, name: c.name })),
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
  endCycle: async ({ locals, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const ended = await endCycle(locals.platform, actor, formText(form, 'cycleId'));
    return answer(ended, 'The Cycle is ended: its players may spend Exp again.');
  },
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
    const grants = handoutsFrom(form);
    const scenarioNotes = scenarioNotesFrom(form);
    const values = {
      ...finishValues(form),
      handouts: Object.fromEntries(grants.map((g) => [g.handoutId, g.contractorIds])),
      ...(scenarioNotes === undefined ? {} : { scenarioNotes }),
    };
    // No outcome is assumed: each seat left blank gets its own message before anything is sent.
    const blank = formList(form, 'seat').filter((id) => !values.outcomes[id]);
    const fields: Record<string, string> = Object.fromEntries(
      blank.map((id) => [`outcome-${id}`, 'Choose how it ended for this Contractor.']),
    );
    if (values.gmImprovement === '')
      fields.gmImprovementContractorId = 'Choose who takes the GM Improvement, or choose later.';
    if (Object.keys(fields).length > 0) {
      const count = Object.keys(fields).length;
      return fail(422, {
        problem: {
          code: blank.length > 0 ? 'outcome_missing' : 'gm_improvement_missing',
          message: `${count === 1 ? 'One choice is' : `${String(count)} choices are`} missing: see the messages below.`,
          fields,
        },
        values,
      });
    }
    const input = {
      version: formNumber(form, 'version'),
      outcomes: formList(form, 'seat').map((contractorId) => ({
        contractorId,
        outcome: values.outcomes[contractorId],
        commission: values.commission === contractorId,
        ...causeFor(values, contractorId),
      })),
      ringers: Object.entries(values.achieved).map(([handle, achieved]) => ({ handle, achieved })),
      notes: values.notes,
      handouts: grants,
      ...(scenarioNotes === undefined ? {} : { scenarioNotes }),
      ...(values.gmImprovement !== 'later' ? { gmImprovementContractorId: values.gmImprovement } : {}),
      ...(values.gmBonus && values.gmImprovement !== 'later' ? { gmBonusContractorId: values.gmBonus } : {}),
    };
    const done = await finishContract(locals.platform, actor, params.id, input);
    if (!done.ok) return formFailure(done.error, values);
    return { done: finishWords(done.value) };
  },
  /** Without JS: the same form, sent back so the page shows the reward preview for these choices. */
  finishPreview: async ({ locals, url, request }) => {
    requireActor(locals.actor, url);
    const form = await request.formData();
    const scenarioNotes = scenarioNotesFrom(form);
    return {
      values: {
        ...finishValues(form),
        handouts: Object.fromEntries(handoutsFrom(form).map((g) => [g.handoutId, g.contractorIds])),
        ...(scenarioNotes === undefined ? {} : { scenarioNotes }),
      },
    };
  },
  scenarioNotes: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const notes = formText(await request.formData(), 'scenarioNotes');
    const saved = await writeScenarioNotes(locals.platform, actor, params.id, { notes });
    return saved.ok ? { done: 'Run notes saved.' } : formFailure(saved.error, { scenarioNotes: notes });
  },
  gmRewards: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const input = {
      gmImprovementContractorId: formText(form, 'gmImprovementContractorId'),
      gmBonusContractorId: formText(form, 'gmBonusContractorId') || null,
    };
    const chosen = await chooseGmRewards(locals.platform, actor, params.id, input);
    if (!chosen.ok) return formFailure(chosen.error, {});
    return {
      done:
        chosen.value.state === 'finished'
          ? 'Your GM rewards are paid.'
          : 'Saved: your GM rewards are paid when every player has confirmed.',
    };
  },
  void: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const reason = formText(form, 'reason');
    // The page lists what voiding takes back; nothing happens until the person ticks that they mean it.
    if (!formChecked(form, 'confirm'))
      return fail(422, {
        problem: {
          code: 'void_not_confirmed',
          message: 'Nothing was voided: tick the box to confirm you want every listed reward taken back.',
          fields: { confirm: 'Tick this to confirm.' },
        },
        values: { reason },
      });
    const outcome = await voidContractRecord(locals.platform, actor, params.id, { reason });
    if (!outcome.ok) return formFailure(outcome.error, { reason });
    const v = outcome.value;
    return {
      done: v.voided
        ? 'The Contract was voided; every reward it gave was taken back.' + healingWords(v)
        : `Your vote is counted: ${v.votes.for} of ${v.votes.eligible} players want it voided.`,
    };
  },
};
