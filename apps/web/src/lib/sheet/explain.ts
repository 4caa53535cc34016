import {
  BODY_PENALTY_TABLE,
  CARRY_POUNDS_PER_BRAWN,
  MIND_PENALTY_TABLE,
  EXERTION_MIND_COST,
  MAX_DIFFICULTY,
  MOVEMENT_STEP_FEET,
  UNRANKED_DIFFICULTY_STEP,
  OVERLOAD_STEP_POUNDS,
  PENALTY_POOL_FLOOR,
  STATUSES,
  STATUS_IDS,
  attributes,
  bodyPenaltyRow,
  bodyRating,
  mindPenaltyRow,
  mindRating,
  SPRINT_ROLL,
  penaltyBreakdown,
  primaryAbilities,
  SPRINT_EXTRA_STEPS,
  sprintFeet,
  type ResolvedRoll,
  type RollOptions,
  type ScarEffects,
  type StatusId,
} from '@harbinger/rules';
import { diceWord } from './words.js';

// Every explanation names the parts of a number; the parts themselves come from the rules' functions, so the
// words cannot drift from what the sheet shows.

/**
 * Where Body comes from.
 * @example explainBody({ brawn: 3, battleScars: 0, body: 7 }) === 'Body 7 = 5 + ceil(Brawn 3 / 2)'
 */
export function explainBody(facts: { brawn: number; battleScars: number; body: number }): string {
  const base = bodyRating({ brawn: 0, battleScars: 0 });
  const scarLoss = bodyRating({ brawn: facts.brawn, battleScars: 0 }) - facts.body;
  const scars =
    scarLoss > 0
      ? ` − ${String(scarLoss)} for Battle Scars beyond the first four (${String(facts.battleScars)} carried)`
      : '';
  return `Body ${String(facts.body)} = ${String(base)} + ceil(Brawn ${String(facts.brawn)} / 2)${scars}`;
}

/**
 * Where Mind comes from.
 * @example explainMind({ intellect: 3, charisma: 2, traumas: 0, mind: 6 }) === 'Mind 6 = Intellect 3 + Charisma 2 + 1'
 */
export function explainMind(facts: { intellect: number; charisma: number; traumas: number; mind: number }): string {
  const base = mindRating({ intellect: 0, charisma: 0, traumas: 0 });
  const uncapped = facts.intellect + facts.charisma + base;
  const beforeTraumas = mindRating({ intellect: facts.intellect, charisma: facts.charisma, traumas: 0 });
  const cap = beforeTraumas < uncapped ? `, capped at ${String(beforeTraumas)}` : '';
  const traumaLoss = beforeTraumas - facts.mind;
  const traumas =
    traumaLoss > 0
      ? ` − ${String(traumaLoss)} for Traumas beyond the first four (${String(facts.traumas)} carried)`
      : '';
  return `Mind ${String(facts.mind)} = Intellect ${String(facts.intellect)} + Charisma ${String(facts.charisma)} + ${String(base)}${cap}${traumas}`;
}

/**
 * How much Body is left after the Injuries.
 * @example explainBodyLeft({ body: 7, bodyDepletion: 5, bodyRemaining: 2, severities: [3, 1, 2] })
 * // 'Body left 2 = Body 7 − 5 (worst Injury 3, +1 for each of the 2 other Injuries)'
 */
export function explainBodyLeft(facts: {
  body: number;
  bodyDepletion: number;
  bodyRemaining: number;
  severities: readonly number[];
}): string {
  const head = `Body left ${String(facts.bodyRemaining)} = Body ${String(facts.body)} − ${String(facts.bodyDepletion)}`;
  if (facts.severities.length === 0) return `${head} (no Injuries)`;
  const worst = Math.max(...facts.severities);
  const others = facts.severities.length - 1;
  if (others === 0) return `${head} (one Injury of Severity ${String(worst)})`;
  return `${head} (worst Injury ${String(worst)}, +1 for each of the ${String(others)} other Injur${others === 1 ? 'y' : 'ies'})`;
}

/** How much Mind is left after Mind damage. */
export function explainMindLeft(facts: { mind: number; mindDamage: number; mindRemaining: number }): string {
  const floor = facts.mindDamage > facts.mind ? ' (never below 0)' : '';
  return `Mind left ${String(facts.mindRemaining)} = Mind ${String(facts.mind)} − ${String(facts.mindDamage)} Mind damage${floor}`;
}

/**
 * Where the Penalty comes from: the Body and Mind penalty tables, read at what is left of each, and what Battle Scars
 * do to it (a scar's dice stand in for a smaller wound penalty; Chronic Pain keeps it at 1 or more).
 * @example explainPenalty({ bodyRemaining: 3, mindRemaining: 5, penalty: 3 })
 * // 'Penalty 3 = Body 2 (Wounded, 3 Body left) + Mind 1 (Rattled, 5 Mind left); …'
 */
export function explainPenalty(facts: {
  bodyRemaining: number;
  mindRemaining: number;
  penalty: number;
  /** The Mind rating and damage taken: with no damage, a low rating's own Penalty is said to be no harm. */
  mind?: { rating: number; damage: number };
  scars?: Pick<ScarEffects, 'penalty' | 'penaltyFloor' | 'because'>;
}): string {
  const scars = facts.scars;
  const parts = penaltyBreakdown({
    bodyRemaining: facts.bodyRemaining,
    mindRemaining: facts.mindRemaining,
    battleScarPenalty: scars?.penalty ?? 0,
    penaltyFloor: scars?.penaltyFloor ?? 0,
  });
  const bodyRow = BODY_PENALTY_TABLE[bodyPenaltyRow(facts.bodyRemaining)].label;
  const mindRow = MIND_PENALTY_TABLE[mindPenaltyRow(facts.mindRemaining)].label;
  const scarWins = parts.wound > parts.body;
  const wound = scarWins
    ? `${scars?.because.penalty ?? 'a Battle Scar'} ${String(parts.wound)} (larger than Body ${String(parts.body)}, ${bodyRow}; the two do not add up)`
    : `Body ${String(parts.body)} (${bodyRow}, ${String(facts.bodyRemaining)} Body left)`;
  const sum = `Penalty ${String(facts.penalty)} = ${wound} + Mind ${String(parts.mind)} (${mindRow}, ${String(facts.mindRemaining)} Mind left)`;
  const floored = parts.floor > parts.wound + parts.mind + parts.extra;
  const floor = floored
    ? `, raised to ${String(parts.floor)} by ${scars?.because.penaltyFloor ?? 'a Battle Scar'} (never lower)`
    : '';
  const other = parts.total === facts.penalty ? '' : ', adjusted by other effects';
  // A new Contractor with Mind 5 or less carries a Mind Penalty unharmed: the table reads what is left.
  const lowRating =
    facts.mind && facts.mind.damage === 0 && parts.mind > 0
      ? `. No harm done: a Mind rating of ${String(facts.mind.rating)} counts on the Mind table from the start (Mind is Intellect + Charisma + 1)`
      : '';
  return `${sum}${floor}${other}${lowRating}; it takes dice from every pool (never below ${String(PENALTY_POOL_FLOOR)}) unless you exert`;
}

/** How a movement scar shrinks a distance, in words ('' when no scar does). */
function scarMovementWords(scars: Pick<ScarEffects, 'movementMultiplier' | 'because'> | undefined): string {
  if (!scars || scars.movementMultiplier >= 1) return '';
  const how = scars.movementMultiplier === 0.5 ? 'halved' : scars.movementMultiplier === 0.25 ? 'quartered' : 'cut';
  return `, ${how} by ${scars.because.movement ?? 'a Battle Scar'} (in whole ${String(MOVEMENT_STEP_FEET)}-ft steps)`;
}

/** Free movement per round. */
export function explainFreeMovement(facts: {
  dexterity: number;
  penalty: number;
  feet: number;
  scars?: Pick<ScarEffects, 'movementMultiplier' | 'because'>;
}): string {
  const raw = MOVEMENT_STEP_FEET * (1 + facts.dexterity - facts.penalty);
  const scarred = scarMovementWords(facts.scars);
  const floor = scarred === '' && facts.feet > raw ? `, never under ${String(MOVEMENT_STEP_FEET)} ft` : '';
  const tail = scarred === '' ? '' : `${scarred}, never under ${String(MOVEMENT_STEP_FEET)} ft`;
  return `${String(facts.feet)} ft a round = ${String(MOVEMENT_STEP_FEET)} × (1 + Dexterity ${String(facts.dexterity)} − Penalty ${String(facts.penalty)})${floor}${tail}`;
}

/** The extra distance a dash may add. */
export function explainDash(facts: {
  brawn: number;
  feet: number;
  scars?: Pick<ScarEffects, 'movementMultiplier' | 'dashAllowed' | 'because'>;
}): string {
  if (facts.scars && !facts.scars.dashAllowed)
    return `No dashing: ${facts.scars.because.noDashOrSprint ?? 'a Battle Scar'} rules it out`;
  const scarred = scarMovementWords(facts.scars);
  if (scarred !== '')
    return `Up to ${String(facts.feet)} ft more = ${String(MOVEMENT_STEP_FEET)} × Brawn ${String(facts.brawn)}${scarred}; every ${String(MOVEMENT_STEP_FEET)} ft dashed takes 1 die from the round's Action`;
  return `Up to ${String(facts.feet)} ft more = ${String(MOVEMENT_STEP_FEET)} × Brawn ${String(facts.brawn)}; every ${String(MOVEMENT_STEP_FEET)} ft dashed takes 1 die from the round's Action`;
}

// The sprint pool in words, from the rules' make-up of the roll.
const SPRINT_WORDS = `${attributes[SPRINT_ROLL.attributes[0]].name} + ${primaryAbilities[SPRINT_ROLL.ability].name}`;

/** The sprint formula with the sheet's numbers, and two worked distances; or why a scar forbids it. */
export function explainSprint(facts: { dexterity: number; brawn: number; forbiddenBy?: string }): string {
  if (facts.forbiddenBy !== undefined) return `No sprinting: ${facts.forbiddenBy} rules it out`;
  const at = (outcome: number) => sprintFeet({ outcome, dexterity: facts.dexterity, brawn: facts.brawn });
  return (
    `A sprint takes the whole Action: roll ${SPRINT_WORDS} and cover ${String(MOVEMENT_STEP_FEET)} × (Outcome + Dexterity ${String(facts.dexterity)} + Brawn ${String(facts.brawn)} + ${String(SPRINT_EXTRA_STEPS)}) ft` +
    ` (${String(at(0))} ft at Outcome 0, ${String(at(3))} ft at Outcome 3)`
  );
}

/** What can be carried without losing dice. */
export function explainCarry(facts: { brawn: number; pounds: number }): string {
  return `${String(facts.pounds)} lb = ${String(CARRY_POUNDS_PER_BRAWN)} × Brawn ${String(facts.brawn)}; each full ${String(OVERLOAD_STEP_POUNDS)} lb beyond it costs 1 die`;
}

/** The heaviest lift. */
export function explainLift(facts: { brawn: number; pounds: number | null }): string {
  if (facts.pounds === null) return `Brawn ${String(facts.brawn)} is past the end of the lifting table: ask the GM`;
  return `${String(facts.pounds)} lb from the lifting table at Brawn ${String(facts.brawn)}, hauled ${String(MOVEMENT_STEP_FEET)} ft a round`;
}

/** The Exp balance as a sum over the ledger. */
export function explainExp(facts: { earned: number; spent: number; available: number }): string {
  const start = facts.available + facts.spent - facts.earned;
  return `Exp ${String(facts.available)} = ${String(start)} at creation + ${String(facts.earned)} earned since − ${String(facts.spent)} spent (every entry is in the Story tab)`;
}

/** The Status with the Contracts won and what the next rung needs. */
export function explainStatus(facts: { status: StatusId; victories: number }): string {
  const here = `${STATUSES[facts.status].name}: ${String(facts.victories)} Contract${facts.victories === 1 ? '' : 's'} won`;
  const next = STATUS_IDS[STATUS_IDS.indexOf(facts.status) + 1];
  return next === undefined
    ? `${here} (the highest Status)`
    : `${here}; ${STATUSES[next].name} at ${String(STATUSES[next].minVictories)}`;
}

/** One part of a pool: "Dexterity 3". */
export interface PoolPart {
  name: string;
  value: number;
}

/**
 * A roll's pool from its parts to the dice thrown, with what the rules applied on the way (`resolved` is
 * `resolveRoll(options)`).
 * @example explainRoll({ label: 'Dodge', parts: [dex3, athletics2], options, resolved })
 * // 'Dodge: Dexterity 3 + Athletics 2 = 5 − Penalty 1 = 4 dice at Difficulty 6'
 */
export function explainRoll(facts: {
  label: string;
  parts: readonly PoolPart[];
  options: RollOptions;
  resolved: ResolvedRoll;
  otherPenaltyName?: string;
}): string {
  const { resolved, options } = facts;
  const sum = facts.parts.map((p) => `${p.name} ${String(p.value)}`).join(' + ');
  const base = facts.parts.reduce((total, p) => total + p.value, 0);
  const penalty = resolved.exert ? 0 : (options.penalty ?? 0);
  const others = (options.dicePenalties ?? []).reduce((total, dice) => total + dice, 0);
  let changes = '';
  if (resolved.bonus > 0) changes += ` + ${diceWord(resolved.bonus)} bonus`;
  if (penalty > 0) changes += ` − Penalty ${String(penalty)}`;
  if (others > 0) changes += ` − ${String(others)} (${facts.otherPenaltyName ?? 'other penalties'})`;
  if (penalty + others > resolved.penaltyApplied)
    changes += ` (penalties stop at ${diceWord(PENALTY_POOL_FLOOR)}: only ${String(resolved.penaltyApplied)} taken)`;
  if (resolved.overflowRemoved > 0)
    changes += ` − ${String(resolved.overflowRemoved)} for Difficulty past ${String(MAX_DIFFICULTY)}`;
  const subtotal = changes !== '' && facts.parts.length > 1 ? ` = ${String(base)}` : '';
  const text = `${facts.label}: ${sum}${subtotal}${changes} = ${diceWord(resolved.dice)} at Difficulty ${String(resolved.difficulty)}`;
  const notes: string[] = [];
  if (options.noAbility) notes.push(`+${String(UNRANKED_DIFFICULTY_STEP)} Difficulty with no rank in the Ability`);
  if (options.secondaryAbility === 'applies') notes.push('−1 Difficulty for a Secondary Ability');
  if (resolved.rawDifficulty !== resolved.difficulty)
    notes.push(`Difficulty ${String(resolved.rawDifficulty)} asked, clamped`);
  if (resolved.exert) notes.push(`exerting: Penalty ignored, +1 Outcome, ${String(EXERTION_MIND_COST)} Mind damage`);
  if (resolved.rank6) notes.push('rank-6 Ability: Outcome never below 0');
  return notes.length > 0 ? `${text} (${notes.join('; ')})` : text;
}

/** What a raise costs and why. */
export function explainRaise(facts: { what: string; from: number; cost: number; available: number }): string {
  const short =
    facts.cost > facts.available ? `; you have ${String(facts.available)}, so the sheet will refuse it` : '';
  return `${facts.what} ${String(facts.from)} → ${String(facts.from + 1)} costs ${String(facts.cost)} Exp${short}`;
}
