import type { RollOptions } from '../dice/pool.js';
import { TIER_THRESHOLDS } from '../dice/tiers.js';
import { fail, ok, type Result } from '../result.js';
import { assertOutcome, assertWhole } from '../movement/whole-number.js';
import { resolveAttack, type AttackInput, type AttackResolution } from './attack.js';
import { breakFreeClassic, grappleClassic, pinClassic } from './classic-grapple.js';

/** The name of the earlier-edition combat house-rule set. */
export const CLASSIC_COMBAT_ID = 'classic-combat';
/** The most targets single shots or three-round bursts may engage in one turn. */
export const CLASSIC_MAX_TARGETS = 3;
/** The most dice aiming can add. */
export const CLASSIC_MAX_AIM_DICE = 3;
/** Dice a three-round burst (or buckshot at close range) adds. */
export const CLASSIC_BURST_DICE = 1;

/**
 * Dice lost on EVERY action of a turn with several actions: one per action, where each target of a multi-target
 * attack or evade counts as an action. A single action costs nothing. Shooting more than 3 targets is
 * `too_many_targets`.
 * @example
 * classicMultipleActionPenalty({ targets: 1, otherActions: 1 }) // → ok(2): start the car and fire, −2 dice each
 */
export function classicMultipleActionPenalty(options: {
  targets?: number;
  otherActions?: number;
  shooting?: boolean;
}): Result<number> {
  const targets = options.targets ?? 1;
  const otherActions = options.otherActions ?? 0;
  assertWhole('targets', targets);
  assertWhole('otherActions', otherActions);
  if (options.shooting && targets > CLASSIC_MAX_TARGETS) {
    return fail({ code: 'too_many_targets', path: ['targets'], max: CLASSIC_MAX_TARGETS, received: String(targets) });
  }
  const actions = targets + otherActions;
  return ok(actions > 1 ? actions : 0);
}

/**
 * Dice from aiming a firearm or bow: +1 per turn spent aiming, up to +3, and only at a stationary target.
 * @example classicAimDice({ aimedTurns: 5, targetStationary: true }) === 3
 */
export function classicAimDice(options: { aimedTurns: number; targetStationary: boolean }): number {
  assertWhole('aimedTurns', options.aimedTurns);
  return options.targetStationary ? Math.min(CLASSIC_MAX_AIM_DICE, options.aimedTurns) : 0;
}

/** The classic options that shape an attack roll. */
export interface ClassicAttackOptions {
  aimedTurns?: number;
  targetStationary?: boolean;
  burst?: boolean;
  targets?: number;
  otherActions?: number;
  shooting?: boolean;
}

/**
 * Adds the classic modifiers to an attack's roll: aiming and a burst make one bonus (they add up, as in the earlier
 * edition, but like any bonus it does not stack with other bonuses to the pool), and the multiple-action penalty
 * joins the dice penalties.
 * @example
 * classicAttackRollOptions({ pool: 6 }, { aimedTurns: 2, targetStationary: true, burst: true }) // → bonuses [3]
 */
export function classicAttackRollOptions(base: RollOptions, options: ClassicAttackOptions): Result<RollOptions> {
  const penalty = classicMultipleActionPenalty(options);
  if (!penalty.ok) return penalty;
  const aim = classicAimDice({
    aimedTurns: options.aimedTurns ?? 0,
    targetStationary: options.targetStationary ?? false,
  });
  const bonus = aim + (options.burst ? CLASSIC_BURST_DICE : 0);
  return ok({
    ...base,
    bonuses: bonus > 0 ? [...(base.bonuses ?? []), bonus] : [...(base.bonuses ?? [])],
    dicePenalties: penalty.value > 0 ? [...(base.dicePenalties ?? []), penalty.value] : [...(base.dicePenalties ?? [])],
  });
}

/** How a classic contest came out, with the critical that decided it if any. */
export interface ClassicContest {
  contestedOutcome: number;
  critical: 'success' | 'failure' | null;
}

/**
 * The classic contest of an attack: a botch (critical failure) always misses; an exceptional attack (critical success)
 * always hits — at least Contested Outcome 1 — unless the defence is exceptional too. Otherwise the usual subtraction.
 * (With Outcomes compared directly, an exceptional attack against a lesser defence already wins by 1 or more, so the
 * floor of 1 only guards the rule; the botch rule matters when the defence botches too.)
 * @example classicContest({ attackOutcome: -1, defenseOutcome: -3 }) // → { contestedOutcome: 0, critical: 'failure' }
 */
export function classicContest(options: { attackOutcome: number; defenseOutcome: number }): ClassicContest {
  const { attackOutcome, defenseOutcome } = options;
  assertOutcome('attackOutcome', attackOutcome);
  assertOutcome('defenseOutcome', defenseOutcome);
  const contested = Math.max(0, attackOutcome - defenseOutcome);
  if (attackOutcome < 0) return { contestedOutcome: 0, critical: 'failure' };
  if (attackOutcome >= TIER_THRESHOLDS.exceptional && defenseOutcome < TIER_THRESHOLDS.exceptional) {
    return { contestedOutcome: Math.max(1, contested), critical: 'success' };
  }
  return { contestedOutcome: contested, critical: null };
}

/**
 * `resolveAttack` under the classic criticals: the contest follows `classicContest`, then damage as usual (a critical
 * hit can still be stopped by Armor).
 */
export function resolveClassicAttack(input: AttackInput): AttackResolution & { critical: ClassicContest['critical'] } {
  const contest = classicContest({
    attackOutcome: input.attackOutcome,
    defenseOutcome: input.mob ? 0 : (input.defenseOutcome ?? 0),
  });
  return {
    ...resolveAttack({ ...input, attackOutcome: contest.contestedOutcome, defenseOutcome: 0 }),
    critical: contest.critical,
  };
}

/** The `classic-combat` house-rule set as one object, for tools that switch rule sets. */
export const classicCombat = {
  id: CLASSIC_COMBAT_ID,
  maxTargets: CLASSIC_MAX_TARGETS,
  maxAimDice: CLASSIC_MAX_AIM_DICE,
  burstDice: CLASSIC_BURST_DICE,
  multipleActionPenalty: classicMultipleActionPenalty,
  aimDice: classicAimDice,
  attackRollOptions: classicAttackRollOptions,
  contest: classicContest,
  resolveAttack: resolveClassicAttack,
  grapple: grappleClassic,
  pin: pinClassic,
  breakFree: breakFreeClassic,
} as const;
