import { assertMeasure, assertWhole } from '../movement/whole-number.js';

/** Feet of fall per point of damage, and the worst a fall can do (reached at 200 ft). */
export const FALL_FEET_PER_DAMAGE = 10;
export const FALL_MAX_DAMAGE = 20;

/** Damage with the exceptions that come with it. */
export interface HazardDamage {
  damage: number;
  /** Whether worn Armor reduces it. */
  armorApplies: boolean;
  /** Whether Will to Survive may soften the Injury. */
  willToSurviveAllowed: boolean;
}

/**
 * Damage from a fall: 1 per full 10 ft, at most 20. Armor does not help and Will to Survive cannot be used.
 * @example fallingDamage(45).damage === 4
 */
export function fallingDamage(feet: number): HazardDamage {
  assertMeasure('feet', feet);
  return {
    damage: Math.min(FALL_MAX_DAMAGE, Math.floor(feet / FALL_FEET_PER_DAMAGE)),
    armorApplies: false,
    willToSurviveAllowed: false,
  };
}

/** Sources of electric shock, by the severity levels they add each turn of contact. */
export const electricSources = {
  minor: { example: 'wall socket', levelsPerTurn: 1 },
  dangerous: { example: 'electric prison fence', levelsPerTurn: 2 },
  deadly: { example: 'junction box', levelsPerTurn: 3 },
  fatal: { example: 'main feed line or subway rail', levelsPerTurn: 4 },
} as const satisfies Record<string, { example: string; levelsPerTurn: number }>;
export type ElectricSourceId = keyof typeof electricSources;

/**
 * Severity of the Injury after some turns of contact (no roll; ordinary Armor does nothing, grounding armor stops it).
 * @example electricityDamage({ source: 'deadly', turns: 2 }) === 6
 */
export function electricityDamage(options: {
  source: ElectricSourceId;
  turns: number;
  groundingArmor?: boolean;
}): number {
  assertWhole('turns', options.turns);
  return options.groundingArmor ? 0 : electricSources[options.source].levelsPerTurn * options.turns;
}

/** Fires, by the damage they add each round. */
export const fireSources = {
  torch: { exposure: 'one body part in the flame', damagePerRound: 1 },
  bonfire: { exposure: 'half the body in the flame', damagePerRound: 2 },
  inferno: { exposure: 'the whole body engulfed', damagePerRound: 3 },
} as const satisfies Record<string, { exposure: string; damagePerRound: number }>;
export type FireSourceId = keyof typeof fireSources;

/**
 * Severity of the burn Injury after some rounds in fire (no roll). Armor is used up once: it stops the first points
 * of fire damage and none after.
 * @example fireDamage({ source: 'bonfire', rounds: 3, armor: 2 }) === 4
 */
export function fireDamage(options: { source: FireSourceId; rounds: number; armor: number }): number {
  assertWhole('rounds', options.rounds);
  assertWhole('armor', options.armor);
  return Math.max(0, fireSources[options.source].damagePerRound * options.rounds - options.armor);
}

/**
 * Severity of a blood-loss Injury (blood drawn, not a wound): twice the pints lost, counting only whole half-pints.
 * Each day of transfusion lowers it by one.
 * @example bloodLossSeverity(1.5) === 3
 */
export function bloodLossSeverity(pints: number): number {
  assertMeasure('pints', pints);
  return Math.floor(2 * pints);
}

/** Seconds of held breath per point of Body, and the extra that exerting buys. */
export const BREATH_SECONDS_PER_BODY = 35;
export const BREATH_EXERT_SECONDS = 10;
/** Seconds in a round of combat. */
export const ROUND_SECONDS = 3;

/**
 * How long a character can hold their breath at rest: 35 s × Body, 10 s more when they exert.
 * @example breathHoldSeconds({ body: 6, exert: true }) === 220
 */
export function breathHoldSeconds(options: { body: number; exert: boolean }): number {
  assertWhole('body', options.body);
  return BREATH_SECONDS_PER_BODY * options.body + (options.exert ? BREATH_EXERT_SECONDS : 0);
}

/**
 * Severity-1 Injuries from going without air: one for every round (3 s), or part of one, past the breath-hold limit.
 * @example suffocationInjuries({ body: 6, exert: false, seconds: 216 }) === 2
 */
export function suffocationInjuries(options: { body: number; exert: boolean; seconds: number }): number {
  assertMeasure('seconds', options.seconds);
  const over = options.seconds - breathHoldSeconds(options);
  return over > 0 ? Math.ceil(over / ROUND_SECONDS) : 0;
}

/** Hours without water per severity-1 Injury: 12 normally, 6 in heat or hard work. */
export const DEHYDRATION_HOURS = { normal: 12, hot: 6 } as const;
/** Hours of good hydration per dehydration Injury removed (one more goes as soon as water is found). */
export const REHYDRATION_HOURS = 6;

/**
 * Severity-1 Injuries from going without water for some hours.
 * @example dehydrationInjuries({ hours: 30, hot: false }) === 2
 */
export function dehydrationInjuries(options: { hours: number; hot: boolean }): number {
  assertMeasure('hours', options.hours);
  return Math.floor(options.hours / (options.hot ? DEHYDRATION_HOURS.hot : DEHYDRATION_HOURS.normal));
}

/**
 * Dehydration Injuries that may be removed after water is found: one at once and one per 6 hours well hydrated.
 * Nothing else heals them.
 * @example dehydrationInjuriesRemovable(13) === 3
 */
export function dehydrationInjuriesRemovable(hoursHydrated: number): number {
  assertMeasure('hoursHydrated', hoursHydrated);
  return 1 + Math.floor(hoursHydrated / REHYDRATION_HOURS);
}
