import type { PowerId } from './powers.js';

/** Identifies one physical Dice Card for the whole game, e.g. "d017". */
export type CardId = string;

/** One Dice Card: a plain number, a Duo (two numbers, pick one) or a Wildcard (any number). */
export interface DiceCard {
  id: CardId;
  kind: 'number' | 'duo' | 'wild';
  /** The printed numbers: one for a number card, two for a Duo, none for a Wildcard. */
  values: readonly number[];
  power: PowerId | null;
}

/** The smallest and largest number a card can show once Devilish Numbers is in play (Wildcards choose in here). */
export const NUMBER_RANGE = { min: 0, max: 9 } as const;

/** The numbers on a starting deck, one card each. */
export const STARTING_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** How many cards of a starting deck carry a power. */
export const STARTING_POWER_CARDS = 2;

/** A blueprint of a card before it receives its id. */
export type CardBlueprint = Omit<DiceCard, 'id'>;

/** A number card blueprint. */
export function numberCard(value: number, power: PowerId | null = null): CardBlueprint {
  return { kind: 'number', values: [value], power };
}

/** The shared supply's base contents: three of each number 1–6; the given powers go one each onto the first copies. */
export function baseSupply(powersForNumbers: readonly PowerId[]): CardBlueprint[] {
  const out: CardBlueprint[] = [];
  for (const n of STARTING_NUMBERS) {
    out.push(numberCard(n, powersForNumbers[n - 1] ?? null), numberCard(n), numberCard(n));
  }
  return out;
}

/** The Duo pairs added by Devilish Numbers. */
export const DUO_PAIRS = [
  [1, 6],
  [2, 5],
  [3, 4],
  [0, 9],
] as const;

/** The extreme numbers added by Devilish Numbers, two copies of each. */
export const DEVILISH_NUMBERS = [0, 7, 8, 9] as const;

/**
 * What Devilish Numbers adds to the supply: two Wildcards, four Duos, and 0, 7, 8, 9 twice (powers on the first
 * copies).
 */
export function devilishSupply(powersForNumbers: readonly PowerId[]): CardBlueprint[] {
  const out: CardBlueprint[] = [
    { kind: 'wild', values: [], power: null },
    { kind: 'wild', values: [], power: null },
  ];
  for (const pair of DUO_PAIRS) out.push({ kind: 'duo', values: [pair[0], pair[1]], power: null });
  DEVILISH_NUMBERS.forEach((n, i) => out.push(numberCard(n, powersForNumbers[i] ?? null), numberCard(n)));
  return out;
}

/** A short label for logs and tests: "4", "4*tailwind", "2|5", "W". */
export function cardLabel(card: DiceCard): string {
  if (card.kind === 'wild') return 'W';
  const base = card.values.join('|');
  return card.power ? `${base}*${card.power}` : base;
}
