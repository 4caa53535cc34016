import type { CombatIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { desperateDefense } from './reactions.js';
import { combatOrder } from './tracker-order.js';
import {
  newCombatant,
  type CombatAction,
  type Combatant,
  type CombatantInitiative,
  type CombatantInput,
  type CombatState,
} from './tracker-state.js';

// The combat tracker: the fight's state and one pure reducer over it. Round 0 collects Initiative; from Round 1 the
// turn pointer walks the order. Each combatant has one Action or Reaction per Round (its turn passing spends it
// unless it holds), may exert once per Round, and pays for a Desperate Defense with −2 dice on its next Action.

/** The biggest Initiative pool the tracker accepts (far above any sheet's Dexterity + Perception). */
export const MAX_INITIATIVE_POOL = 30;

/** Every code `applyCombatAction` may refuse with (its own and those of `desperateDefense`). */
export const TRACKER_ISSUE_CODES = [
  'action_still_available',
  'action_used_up',
  'already_exerted',
  'already_holding',
  'clash_cannot_be_desperate',
  'combat_in_progress',
  'combatant_name_empty',
  'combatant_out',
  'contractor_required',
  'duplicate_combatant',
  'hold_trigger_empty',
  'initiative_already_set',
  'initiative_missing',
  'invalid_initiative',
  'mob_cannot_react',
  'no_combat',
  'not_a_tie',
  'not_held',
  'not_your_turn',
  'round_over',
  'rounds_not_started',
  'unknown_combatant',
] as const satisfies readonly CombatIssueCode[];

/** A code the combat tracker refuses with. */
export type TrackerIssueCode = (typeof TRACKER_ISSUE_CODES)[number];

type Refusal = Result<never>;

const refuse = (code: TrackerIssueCode, path: (string | number)[], extra: Partial<Issue> = {}): Refusal =>
  fail({ code, path, ...extra });

/**
 * Applies one change to the fight, or refuses it with a code. `null` is "no fight": only `start` works then, and
 * `end` returns to it.
 * @example applyCombatAction(null, { type: 'start', combatants: [] }) // → ok: Round 0, waiting for Initiative
 */
export function applyCombatAction(state: CombatState | null, action: CombatAction): Result<CombatState | null> {
  if (action.type === 'start') {
    if (state !== null) return refuse('combat_in_progress', ['type']);
    return addAll({ round: 0, combatants: [], turn: null, tieBreaks: [] }, action.combatants);
  }
  if (state === null) return refuse('no_combat', ['type']);
  switch (action.type) {
    case 'add':
      return addAll(state, [action.combatant]);
    case 'set_initiative':
      return setInitiative(state, action.combatantId, action.initiative, action.override ?? false);
    case 'set_ambushed':
      return update(state, action.combatantId, (c) => ok({ ...c, ambushed: action.ambushed }));
    case 'break_tie':
      return breakTie(state, action.order);
    case 'next_turn':
      return nextTurn(state);
    case 'next_round':
      return nextRound(state);
    case 'hold':
      return duringRounds(state, () => hold(state, action.combatantId, action.trigger));
    case 'act_from_hold':
      return duringRounds(state, () =>
        update(state, action.combatantId, (c) => {
          if (c.holding === null) return refuse('not_held', ['combatantId']);
          if (c.actionSpent) return refuse('action_used_up', ['combatantId']);
          return ok({ ...spendAction(c), holding: null });
        }),
      );
    case 'react':
      return duringRounds(state, () =>
        update(state, action.combatantId, (c) => {
          if (c.kind === 'mob') return refuse('mob_cannot_react', ['combatantId']);
          if (c.actionSpent) return refuse('action_used_up', ['combatantId']);
          // A Reaction is the Round's Action taken early; it also gives up a held Action.
          return ok({ ...spendAction(c), holding: null, reactionsThisRound: c.reactionsThisRound + 1 });
        }),
      );
    case 'desperate_defense':
      return duringRounds(state, () =>
        update(state, action.combatantId, (c) => {
          if (c.kind === 'mob') return refuse('mob_cannot_react', ['combatantId']);
          const paid = desperateDefense({
            reaction: action.reaction,
            actionSpent: c.actionSpent,
            exertedThisRound: c.exertedThisRound,
          });
          if (!paid.ok) return paid;
          return ok({
            ...c,
            exertedThisRound: true,
            reactionsThisRound: c.reactionsThisRound + 1,
            desperatePenaltyNextAction: paid.value.nextActionDicePenalty,
          });
        }),
      );
    case 'exert':
      return duringRounds(state, () =>
        update(state, action.combatantId, (c) =>
          c.exertedThisRound ? refuse('already_exerted', ['combatantId']) : ok({ ...c, exertedThisRound: true }),
        ),
      );
    case 'remove':
      return remove(state, action.combatantId, action.reason);
    case 'end':
      return ok(null);
  }
}

/** Refuses what only happens once Rounds are running (Round 0 is for Initiative only). */
function duringRounds(state: CombatState, apply: () => Result<CombatState | null>): Result<CombatState | null> {
  return state.round === 0 ? refuse('rounds_not_started', ['type']) : apply();
}

/** Changes one combatant still in the fight. */
function update(
  state: CombatState,
  id: string,
  change: (c: Combatant) => Result<Combatant>,
): Result<CombatState | null> {
  const index = state.combatants.findIndex((c) => c.id === id);
  const current = state.combatants[index];
  if (!current) return refuse('unknown_combatant', ['combatantId'], { received: id });
  if (current.out !== null) return refuse('combatant_out', ['combatantId'], { received: current.name });
  const changed = change(current);
  if (!changed.ok) return changed;
  const combatants = state.combatants.map((c, i) => (i === index ? changed.value : c));
  return ok({ ...state, combatants });
}

/** The Round's Action is taken now: a Desperate Defense's dice penalty lands on it and is paid. */
function spendAction(c: Combatant): Combatant {
  return { ...c, actionSpent: true, penaltyThisAction: c.desperatePenaltyNextAction, desperatePenaltyNextAction: 0 };
}

function validInitiative(initiative: CombatantInitiative): boolean {
  return (
    Number.isInteger(initiative.outcome) &&
    Number.isInteger(initiative.pool) &&
    initiative.pool >= 0 &&
    initiative.pool <= MAX_INITIATIVE_POOL &&
    // An Outcome can never beat twice the dice thrown (each die scores at most +2) nor fall below minus the dice.
    initiative.outcome <= 2 * initiative.pool &&
    initiative.outcome >= -initiative.pool
  );
}

function addAll(state: CombatState, inputs: readonly CombatantInput[]): Result<CombatState | null> {
  const combatants = [...state.combatants];
  for (const [i, input] of inputs.entries()) {
    const path = ['combatants', i];
    if (input.name.trim() === '') return refuse('combatant_name_empty', [...path, 'name']);
    if (combatants.some((c) => c.id === input.id)) return refuse('duplicate_combatant', path, { received: input.id });
    if (input.kind === 'contractor') {
      if (input.contractorId === undefined) return refuse('contractor_required', [...path, 'contractorId']);
      const same = combatants.find((c) => c.contractorId === input.contractorId);
      if (same) return refuse('duplicate_combatant', path, { received: same.name });
    }
    if (input.initiative && !validInitiative(input.initiative))
      return refuse('invalid_initiative', [...path, 'initiative'], { max: MAX_INITIATIVE_POOL });
    combatants.push(newCombatant(input));
  }
  return ok({ ...state, combatants });
}

function setInitiative(
  state: CombatState,
  id: string,
  initiative: CombatantInitiative,
  override: boolean,
): Result<CombatState | null> {
  if (!validInitiative(initiative)) return refuse('invalid_initiative', ['initiative'], { max: MAX_INITIATIVE_POOL });
  return update(state, id, (c) => {
    // One Initiative lasts the whole fight; only a correction (the platform lets the GM make it) replaces it.
    if (c.initiative !== null && !override) return refuse('initiative_already_set', ['combatantId']);
    return ok({ ...c, initiative });
  });
}

function breakTie(state: CombatState, order: readonly string[]): Result<CombatState | null> {
  const slots = combatOrder(state);
  const first = slots.find((slot) => slot.id === order[0]);
  const group = first ? [first.id, ...first.tiedWith] : [];
  const matches = group.length > 1 && group.length === order.length && group.every((id) => order.includes(id));
  if (!matches) return refuse('not_a_tie', ['order']);
  const tieBreaks = [...state.tieBreaks.filter((t) => !t.some((id) => order.includes(id))), [...order]];
  return ok({ ...state, tieBreaks });
}

/** The combatant after `id` in the order (or the first when `id` is null), skipping no one still fighting. */
function after(state: CombatState, id: string | null): string | null {
  const slots = combatOrder(state);
  if (id === null) return slots[0]?.id ?? null;
  const index = slots.findIndex((slot) => slot.id === id);
  return slots[index + 1]?.id ?? null;
}

/** Gives the turn to `id`: a hold from an earlier Round lapses when its holder's turn comes round again. */
function arrive(state: CombatState, id: string | null): CombatState {
  const combatants = state.combatants.map((c) =>
    c.id === id && c.holding !== null && c.holding.since < state.round ? { ...c, holding: null } : c,
  );
  return { ...state, combatants, turn: id };
}

function nextTurn(state: CombatState): Result<CombatState | null> {
  if (state.round === 0) return refuse('rounds_not_started', ['type']);
  if (state.turn === null) return refuse('round_over', ['type']);
  const current = state.turn;
  // The turn passing is the Action taken, unless the combatant holds it (or already spent it on a Reaction).
  const combatants = state.combatants.map((c) =>
    c.id === current && c.holding === null && !c.actionSpent ? spendAction(c) : c,
  );
  const passed = { ...state, combatants };
  return ok(arrive(passed, after(passed, current)));
}

function nextRound(state: CombatState): Result<CombatState | null> {
  if (state.round === 0) {
    const missing = state.combatants.find((c) => c.kind === 'contractor' && c.out === null && c.initiative === null);
    if (missing) return refuse('initiative_missing', ['combatants'], { received: missing.name });
  }
  const round = state.round + 1;
  const combatants = state.combatants.map((c) => ({
    ...c,
    actionSpent: false,
    reactionsThisRound: 0,
    exertedThisRound: false,
    penaltyThisAction: 0,
  }));
  const fresh = { ...state, round, combatants };
  return ok(arrive(fresh, after(fresh, null)));
}

function hold(state: CombatState, id: string, trigger: string): Result<CombatState | null> {
  if (trigger.trim() === '') return refuse('hold_trigger_empty', ['trigger']);
  if (state.turn !== id) return refuse('not_your_turn', ['combatantId']);
  return update(state, id, (c) => {
    if (c.actionSpent) return refuse('action_used_up', ['combatantId']);
    if (c.holding !== null) return refuse('already_holding', ['combatantId']);
    return ok({ ...c, holding: { trigger: trigger.trim(), since: state.round } });
  });
}

function remove(state: CombatState, id: string, reason: Combatant['out']): Result<CombatState | null> {
  // The turn moves on first when the one leaving is the one acting.
  const next = state.turn === id ? after(state, id) : state.turn;
  const removed = update(state, id, (c) => ok({ ...c, out: reason, holding: null }));
  if (!removed.ok || removed.value === null) return removed;
  return ok(state.turn === id ? arrive(removed.value, next) : removed.value);
}
