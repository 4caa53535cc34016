import type { ParameterConfig, ParameterLevel } from './types.js';

const rangeLevels: readonly ParameterLevel[] = [
  { id: 'touch', label: "arm's reach" },
  { id: 'near', label: '15 feet' },
  { id: 'medium', label: '50 feet' },
  { id: 'far', label: '150 feet', requires: 'novice' },
  { id: 'sight', label: 'any distance you can see', requires: 'seasoned' },
];

/** The reach shared by most Targeted Effects, from touch to line of sight; pick the default per Effect. */
export function rangeParameter(defaultLevel: 'touch' | 'near' | 'medium'): ParameterConfig {
  return { name: 'Range', levels: rangeLevels, default: defaultLevel };
}

const durationLevels: readonly ParameterLevel[] = [
  { id: 'round', label: 'one Round' },
  { id: 'minute', label: 'one minute' },
  { id: 'ten-minutes', label: 'ten minutes' },
  { id: 'hour', label: 'one hour', requires: 'novice' },
  { id: 'day', label: 'one day', requires: 'seasoned' },
];

/** How long an Effect lasts once started, from one Round to a day. */
export function durationParameter(defaultLevel: 'round' | 'minute' | 'ten-minutes'): ParameterConfig {
  return { name: 'Duration', levels: durationLevels, default: defaultLevel };
}

const damageLevels: readonly ParameterLevel[] = [
  { id: 'wd1', label: 'Weapon Damage 1' },
  { id: 'wd2', label: 'Weapon Damage 2' },
  { id: 'wd3', label: 'Weapon Damage 3', requires: 'novice' },
  { id: 'wd4', label: 'Weapon Damage 4', requires: 'seasoned' },
  { id: 'wd5', label: 'Weapon Damage 5', requires: 'veteran' },
];

/** The Weapon Damage an attacking Effect adds to its Contested Outcome. */
export function damageParameter(defaultLevel: 'wd1' | 'wd2'): ParameterConfig {
  return { name: 'Damage', levels: damageLevels, default: defaultLevel };
}

/** A Mastery's bonus dice: 1, or 2 from Novice (Weapon Mastery's ladder, reused by the other Masteries). */
export function masteryBonusParameter(): ParameterConfig {
  return ladder('Bonus', 'one', [
    { id: 'one', label: '1 die' },
    { id: 'two', label: '2 dice', requires: 'novice' },
  ]);
}

/** A ladder of levels written out in full, for Parameters only one Effect uses. */
export function ladder(name: string, defaultLevel: string, levels: readonly ParameterLevel[]): ParameterConfig {
  if (!levels.some((level) => level.id === defaultLevel)) throw new Error(`ladder ${name}: no level ${defaultLevel}`);
  return { name, levels, default: defaultLevel };
}
