import { fail, redirect, type ActionFailure, type RequestEvent } from '@sveltejs/kit';
import {
  addInjury,
  addTrauma,
  exert,
  getContractor,
  recordRoll,
  removeBattleScar,
  removeTrauma,
  setMindDamage,
  setSourcePoints,
  spendExp,
  undoSpend,
  retireContractor,
  deleteContractor,
  updateContractor,
  updateInjury,
  withdrawChangeRequest,
  type ContractorView,
  type Outcome,
  type PlatformError,
} from '@harbinger/platform';
import { formText } from '../server/form-data.js';
import { formProblem } from '../server/form-failure.js';
import { requireActor } from '../server/guard.js';
import { describeStabilization } from './injuries.js';
import { findPool, parseRollChoice, rollExpression } from './pools.js';
import {
  CONFLICT_MESSAGE,
  labelFields,
  type KeptValues,
  type SheetAction,
  type SheetFailure,
  type SheetSuccess,
} from './results.js';
import {
  readAddInjury,
  readAddTrauma,
  readInjuryChange,
  readMindDamage,
  readSectionEdit,
  readSourcePoints,
  readSpendExp,
  formVersion,
  readTarget,
} from './sheet-forms.js';

/** The request a sheet action handles (the `[id]` route's event). */
export type SheetEvent = RequestEvent<{ id: string }>;

type Answer = Promise<SheetSuccess | ActionFailure<SheetFailure>>;

/** A refusal as the sheet shows it: the conflict words for a 409, the platform's message otherwise, input kept. */
export function refuse(
  action: SheetAction,
  error: PlatformError,
  values: KeptValues,
  target?: string,
): ActionFailure<SheetFailure> {
  const problem = formProblem(error);
  const conflict = error.code === 'version_conflict';
  return fail(error.status, {
    action,
    ok: false as const,
    ...(target === undefined ? {} : { target }),
    conflict,
    message: conflict ? CONFLICT_MESSAGE : problem.message,
    fields: labelFields(problem.fields),
    values,
  });
}

function done(action: SheetAction, extra: Omit<SheetSuccess, 'action' | 'ok'> = {}): SheetSuccess {
  return { action, ok: true, ...extra };
}

/** Runs one change and answers for its form. */
async function change(
  action: SheetAction,
  run: Promise<Outcome<ContractorView>>,
  values: KeptValues,
  target: string | undefined,
  message?: (view: ContractorView) => string,
): Answer {
  const outcome = await run;
  if (!outcome.ok) return refuse(action, outcome.error, values, target);
  return done(action, {
    ...(target === undefined ? {} : { target }),
    ...(message ? { message: message(outcome.value) } : {}),
  });
}

function start(event: SheetEvent) {
  const actor = requireActor(event.locals.actor, event.url);
  return { actor, p: event.locals.platform, id: event.params.id };
}

/**
 * Rolls a pool of the sheet on the server: the pool and its shape come from the stored sheet, never from the client.
 */
export async function rollAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const form = await event.request.formData();
  const key = formText(form, 'pool');
  const choice = parseRollChoice(form);
  const values: KeptValues = {
    pool: key,
    attribute: choice.attribute,
    difficulty: choice.difficulty,
    exert: choice.exert,
    bonus: choice.bonus,
    penalty: choice.penalty,
  };
  const sheet = await getContractor(p, actor, id);
  if (!sheet.ok) return refuse('roll', sheet.error, values, key);
  const spec = findPool(sheet.value, key);
  if (!spec)
    return refuse(
      'roll',
      { code: 'unknown_pool', status: 400, field: 'pool', message: 'That roll is not on this sheet any more.' },
      values,
      key,
    );
  if (spec.forbidden)
    return refuse(
      'roll',
      {
        code: spec.forbidden.code,
        status: 422,
        field: 'pool',
        message: `${spec.forbidden.scar} rules out sprinting (and dashing).`,
      },
      values,
      key,
    );
  const rolled = await recordRoll(p, actor, id, rollExpression(spec, choice, sheet.value));
  if (!rolled.ok) return refuse('roll', rolled.error, values, key);
  return done('roll', { target: key, roll: rolled.value });
}

/** Adds an Injury. */
export async function addInjuryAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values } = readAddInjury(await event.request.formData());
  const said = (view: ContractorView): string => {
    const penalty = `Penalty now ${String(view.derived.penalty)}.`;
    if (!input.willToSurvive) return `Injury added. ${penalty}`;
    const severity = String(view.injuries.at(-1)?.severity ?? '');
    return `Will to Survive: recorded at Severity ${severity}, for 1 Mind damage and a permanent Major Battle Scar. ${penalty}`;
  };
  return change('addInjury', addInjury(p, actor, id, input), values, undefined, said);
}

/**
 * Worsens, stabilizes, heals, removes an Injury or picks its Battle Scar; a Stabilization reports the rules' result.
 */
export async function injuryAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const parsed = readInjuryChange(await event.request.formData());
  const target = parsed.target ?? '';
  if (parsed.action !== 'stabilize') {
    return change('injury', updateInjury(p, actor, id, target, parsed.input), parsed.values, target, () => 'Saved.');
  }
  const outcome = await updateInjury(p, actor, id, target, parsed.input);
  if (!outcome.ok) return refuse('injury', outcome.error, parsed.values, target);
  // The platform judged the attempt (on the Outcome typed in, or on its own Intellect + Medicine roll).
  const report = outcome.value.stabilization;
  const stabilization = report ? describeStabilization(report, report.outcome) : undefined;
  return done('injury', { target, ...(stabilization ? { stabilization } : { message: 'Saved.' }) });
}

/** Sets Mind damage (a step up or down, or a number). */
export async function mindAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values } = readMindDamage(await event.request.formData());
  return change('mind', setMindDamage(p, actor, id, input), values, undefined);
}

/** Exerts outside a roll: 1 Mind damage. */
export async function exertAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const version = formVersion(await event.request.formData());
  return change(
    'exert',
    exert(p, actor, id, { version, use: 'action' }),
    {},
    undefined,
    (view) => `Exerted: Mind damage now ${String(view.mindDamage)}.`,
  );
}

/** Adds a stock or custom Trauma. */
export async function addTraumaAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values } = readAddTrauma(await event.request.formData());
  return change('addTrauma', addTrauma(p, actor, id, input), values, undefined, () => 'Trauma added.');
}

/** Removes a Trauma. */
export async function removeTraumaAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { version, id: traumaId } = readTarget(await event.request.formData(), 'traumaId');
  return change('removeTrauma', removeTrauma(p, actor, id, traumaId, { version }), {}, traumaId);
}

/** Removes a Battle Scar. */
export async function removeScarAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { version, id: scarId } = readTarget(await event.request.formData(), 'scarId');
  return change('removeScar', removeBattleScar(p, actor, id, scarId, { version }), {}, scarId);
}

/** Sets the Source points left. */
export async function sourceAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values } = readSourcePoints(await event.request.formData());
  return change('source', setSourcePoints(p, actor, id, input), values, undefined);
}

/** Spends Exp on a raise or on therapy; the platform refuses beyond the balance with its own message. */
export async function spendAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values, target } = readSpendExp(await event.request.formData());
  return change(
    'spend',
    spendExp(p, actor, id, input),
    values,
    target,
    (view) => `Done. ${String(view.exp.available)} Exp left.`,
  );
}

/** Saves one section of the sheet (lists, Stock, Story, the Source's name) with its version. */
export async function saveAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values, section } = readSectionEdit(await event.request.formData());
  if (section === undefined)
    return refuse(
      'save',
      { code: 'validation_failed', status: 400, message: 'That part of the sheet cannot be saved here.' },
      values,
    );
  return change('save', updateContractor(p, actor, id, input), values, section, (view) =>
    section === 'limits' && !limitsApplied(view, input.limits) ? LIMITS_WAITING : 'Saved.',
  );
}

/** What the owner reads when a Limit change went to the home Playgroup's Leaders instead of the sheet. */
export const LIMITS_WAITING = 'Sent to a Leader of the home Playgroup: the new Limits apply once approved.';

/** True when the sheet shows the Limits asked for (false when they wait for a Leader). */
function limitsApplied(view: ContractorView, asked: unknown): boolean {
  if (!Array.isArray(asked)) return true;
  return asked.every((choice: { id?: string; custom?: string }, i) => {
    const shown = view.limits[i];
    if (!shown) return false;
    return choice.id !== undefined ? shown.id === choice.id : shown.custom && shown.name === choice.custom?.trim();
  });
}

/**
 * Buys an Asset or buys off a Liability at three times its value; after the first Contract in a home Playgroup it
 * becomes a request for a Leader (the Exp is taken on approval).
 */
export async function tradeAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { input, values, target } = readSpendExp(await event.request.formData());
  const { kind, id: itemId } = input.purchase as { kind?: string; id?: string };
  if (kind !== 'asset' && kind !== 'liability')
    return refuse(
      'trade',
      { code: 'validation_failed', status: 400, message: 'Pick an Asset or a Liability.' },
      values,
    );
  return change('trade', spendExp(p, actor, id, input), values, target, (view) => {
    const applied =
      kind === 'asset' ? view.assets.some((a) => a.id === itemId) : !view.liabilities.some((l) => l.id === itemId);
    return applied
      ? `Done. ${String(view.exp.available)} Exp left.`
      : 'Sent to a Leader of the home Playgroup: the Exp is taken once approved.';
  });
}

/** Takes back a change that waits for a Leader. */
export async function withdrawAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { id: requestId } = readTarget(await event.request.formData(), 'requestId');
  const outcome = await withdrawChangeRequest(p, actor, id, requestId);
  if (!outcome.ok) return refuse('withdraw', outcome.error, {}, requestId);
  return done('withdraw', { target: requestId, message: 'Request withdrawn.' });
}

/** Undoes one Exp spend (a refund entry in the ledger); the platform says why when it cannot. */
export async function undoAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const { version, id: entryId } = readTarget(await event.request.formData(), 'entryId');
  return change(
    'undo',
    undoSpend(p, actor, id, { version, entryId }),
    {},
    entryId,
    (view) => `Undone. ${String(view.exp.available)} Exp available.`,
  );
}

/**
 * Retires a Contractor with a recorded Contract, or deletes one without (after its name is typed again); a deleted
 * one leaves for the list of Contractors.
 */
export async function retireAction(event: SheetEvent): Answer {
  const { actor, p, id } = start(event);
  const form = await event.request.formData();
  if (formText(form, 'mode') === 'delete') {
    const confirmName = formText(form, 'confirmName');
    const deleted = await deleteContractor(p, actor, id, { confirmName });
    if (!deleted.ok) return refuse('retire', deleted.error, { confirmName });
    redirect(303, '/contractors');
  }
  if (formText(form, 'confirm') !== 'yes')
    return refuse(
      'retire',
      {
        code: 'validation_failed',
        status: 400,
        field: 'confirm',
        message: 'Tick the box to confirm: a retired Contractor can no longer change.',
      },
      {},
    );
  const retired = await retireContractor(p, actor, id, { version: Number(formVersion(form)) });
  if (!retired.ok) return refuse('retire', retired.error, {});
  return done('retire', { message: 'Retired: the sheet is kept, read-only.' });
}
