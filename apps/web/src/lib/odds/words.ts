import {
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  type Issue,
  type OddsRollSettings,
  type ResolvedRoll,
  type SecondaryChoice,
} from '@harbinger/rules';
import { diceWord } from '../sheet/words.js';

/** How the page names each roll. */
export const ROLL_NAMES = { a: 'Roll A', b: 'Roll B' } as const;

/** The page's label for each setting of a roll, as its form shows it and its messages name it. */
export const FIELD_LABELS = {
  pool: 'Dice pool',
  difficulty: 'Difficulty',
  penalty: 'Penalty',
  bonus: 'Bonus dice',
  lost: 'Other dice lost',
  exert: 'Exert',
  rank6: 'Ability at rank 6',
  noAbility: 'No rank in the Ability',
  secondary: 'Secondary Ability',
  poolFloor1: 'House rule: penalties may leave 1 die',
} as const satisfies Record<keyof OddsRollSettings, string>;

/** One line of help under each setting: what it is and what it does to the dice, in a few words. */
export const FIELD_HELP = {
  pool: 'Attribute + Ability: the d10s you start with (1–50).',
  difficulty: `A die at or above it scores. 6 is standard; below ${MIN_DIFFICULTY} counts as ${MIN_DIFFICULTY}, and each point past ${MAX_DIFFICULTY} takes away a die instead.`,
  penalty: 'From Injuries and Mind damage. Removes dice, but never takes a pool below 2.',
  bonus: 'Bonuses to one pool do not add up: enter the largest.',
  lost: 'Armor, dashing and the like. These add up, and exerting does not lift them.',
  exert: '+1 Outcome and the Penalty is ignored (it costs 1 Mind damage).',
  rank6: 'The dice can never total below 0, so no botch.',
  noAbility: 'The Attribute alone, at +1 Difficulty.',
  secondary: 'Specialty applies: −1 Difficulty (not on attacks, Defend, Dodge or Gift activation). Only implied: +1.',
  poolFloor1: 'The older rule: penalties stop at 1 die instead of 2.',
} as const satisfies Record<keyof OddsRollSettings, string>;

/** The Secondary Ability choices as the form lists them. */
export const SECONDARY_WORDS = {
  none: 'Not used',
  applies: 'Specialty applies (−1)',
  implied: 'Only implied (+1)',
} as const satisfies Record<SecondaryChoice, string>;

const PAGE_FIELD_WORDS: Record<string, string> = {
  compare: 'Compare two rolls',
  view: 'Chart view',
  heatPools: 'Heat map size',
};

/** What an address setting is called in a message: "Roll B's Difficulty", "Heat map size". */
function fieldName(path: Issue['path']): string {
  const [side, field] = path;
  if ((side === 'a' || side === 'b') && typeof field === 'string' && field in FIELD_LABELS)
    return `${ROLL_NAMES[side]}'s ${FIELD_LABELS[field as keyof OddsRollSettings].toLowerCase()}`;
  return PAGE_FIELD_WORDS[String(side)] ?? String(side);
}

/**
 * A repaired address value in words, saying what was asked and what is shown instead.
 * @example issueWords({ code: 'pool_out_of_range', path: ['a', 'pool'], min: 1, max: 50, received: '80' })
 * // → "Roll A's dice pool goes from 1 to 50, not 80: showing 50."
 */
export function issueWords(issue: Issue): string {
  const name = fieldName(issue.path);
  const received = issue.received ?? '';
  if (issue.min !== undefined && issue.max !== undefined) {
    const asked = Number(received);
    const used = asked < issue.min ? issue.min : issue.max;
    return `${name} goes from ${issue.min} to ${issue.max}, not ${received}: showing ${used}.`;
  }
  if (issue.expected === 'a whole number')
    return `${name} needs a whole number, not “${received}”: showing the default.`;
  if (issue.expected === 'on or off') return `${name} is either on or off, not “${received}”: treated as off.`;
  return `${name} has no choice called “${received}”: showing the default.`;
}

/**
 * The one-line headline of a shaped roll.
 * @example rollHeadline({ dice: 5, difficulty: 6, exert: true, … }) === '5 dice at Difficulty 6, exerted'
 */
export function rollHeadline(roll: Pick<ResolvedRoll, 'dice' | 'difficulty' | 'exert' | 'rank6'>): string {
  if (roll.dice === 0) return 'No dice left: an automatic Outcome of 0';
  const extras = [roll.exert ? 'exerted' : '', roll.rank6 ? 'rank 6' : ''].filter(Boolean);
  return `${diceWord(roll.dice)} at Difficulty ${roll.difficulty}${extras.length ? `, ${extras.join(', ')}` : ''}`;
}

/**
 * What happened to a roll on the way to the dice, one sentence each: the bonus, the penalties and their floor, the
 * Ability steps, the clamp and the overflow. Nothing for a plain roll.
 */
export function rollNotes(settings: OddsRollSettings, roll: ResolvedRoll): string[] {
  const notes: string[] = [];
  if (roll.bonus > 0) notes.push(`+${diceWord(roll.bonus)} from the bonus: ${roll.poolWithBonus} in the pool.`);
  const wanted = (settings.exert ? 0 : settings.penalty) + settings.lost;
  if (settings.exert && settings.penalty > 0) notes.push('Exerting: the Penalty is ignored.');
  if (roll.penaltyApplied > 0 && roll.penaltyApplied < wanted)
    notes.push(
      `Penalties would take ${diceWord(wanted)}, but stop at ${diceWord(roll.poolWithBonus - roll.penaltyApplied)}.`,
    );
  else if (roll.penaltyApplied > 0) notes.push(`Penalties take ${diceWord(roll.penaltyApplied)}.`);
  else if (wanted > 0) notes.push(`The pool is already at the floor: penalties take nothing.`);
  const steps = roll.rawDifficulty - settings.difficulty;
  if (steps !== 0) notes.push(`Ability: Difficulty ${settings.difficulty} becomes ${roll.rawDifficulty}.`);
  if (roll.rawDifficulty < MIN_DIFFICULTY) notes.push(`Difficulty ${roll.rawDifficulty} counts as ${MIN_DIFFICULTY}.`);
  if (roll.rawDifficulty > MAX_DIFFICULTY)
    notes.push(
      `Difficulty ${roll.rawDifficulty} is past ${MAX_DIFFICULTY}: rolled at ${MAX_DIFFICULTY} with ${diceWord(roll.overflowRemoved)} fewer.`,
    );
  return notes;
}
