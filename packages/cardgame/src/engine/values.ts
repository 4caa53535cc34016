import { NUMBER_RANGE, type DiceCard } from '../cards/dice-cards.js';
import { battleWinners, challengePasses, type Challenge } from '../contracts/templates.js';
import type { Effect } from './state.js';

/**
 * A card's part in the final count: whose it is, its number before effects (null: a Wildcard still to settle), its
 * effects.
 */
export interface CountedCard {
  soul: number;
  base: number | null;
  effects: readonly Effect[];
}

/** The final numbers of a challenge and what they add up to. */
export interface Tally {
  /** Final number of each counted card, in input order. */
  values: number[];
  /** Numbers per Soul, in the order of `souls`. */
  hands: number[][];
  /** Team challenges: did it pass? */
  passed: boolean;
  /** Battles: winning seats. */
  winners: number[];
}

/** A card's number once its effects are applied in order; nothing ever drops below 0. */
export function withEffects(base: number, effects: readonly Effect[]): number {
  let v = base;
  for (const e of effects) {
    if (e.op === 'add') v += e.n;
    else if (e.op === 'set') v = e.n;
    else if (e.op === 'double') v *= 2;
    else v = 7 - v;
    v = Math.max(0, v);
  }
  return v;
}

/** A revealed card's number before effects: its print, a Duo's choice, or null for an unsettled Wildcard. */
export function printedValue(card: DiceCard, chosen: number | null): number | null {
  if (card.kind === 'number') return card.values[0]!;
  return chosen;
}

const WILD_CHOICES = Array.from({ length: NUMBER_RANGE.max - NUMBER_RANGE.min + 1 }, (_, i) => NUMBER_RANGE.min + i);

/**
 * Scores a challenge. Wildcards take whatever number serves best: in a team challenge the first
 * choice (lowest numbers first) that passes; in a battle, the best result for the Soul the card counts for.
 */
export function tally(
  challenge: Challenge,
  battle: boolean,
  souls: readonly number[],
  counted: readonly CountedCard[],
): Tally {
  const values = counted.map((c) => (c.base === null ? 0 : withEffects(c.base, c.effects)));
  // each card's seat in the hands, so a Wildcard's trial number is written straight into place
  const hands: number[][] = souls.map(() => []);
  const where = counted.map((c, i) => {
    const s = souls.indexOf(c.soul);
    hands[s]!.push(values[i]!);
    return { s, at: hands[s]!.length - 1 };
  });
  const setWild = (i: number, choice: number) => {
    const v = withEffects(choice, counted[i]!.effects);
    values[i] = v;
    hands[where[i]!.s]![where[i]!.at] = v;
  };
  const wild = counted.flatMap((c, i) => (c.base === null ? [i] : []));

  if (!battle) {
    if (wild.length > 0) {
      const found = searchChoices(wild.length, 1, (choice) => {
        wild.forEach((i, k) => setWild(i, choice[k]!));
        return challengePasses(challenge, hands) ? 1 : 0;
      });
      wild.forEach((i, k) => setWild(i, found[k]!));
    }
    return { values, hands, passed: challengePasses(challenge, hands), winners: [] };
  }

  for (const [s, soul] of souls.entries()) {
    const mine = wild.filter((i) => counted[i]!.soul === soul);
    if (mine.length === 0) continue;
    const found = searchChoices(mine.length, 2, (choice) => {
      mine.forEach((i, k) => setWild(i, choice[k]!));
      // a Soul's own standing: win outright beats a tie, a tie beats a loss
      const winners = battleWinners(challenge, hands);
      return winners.includes(s) ? 3 - Math.min(2, winners.length) : 0;
    });
    mine.forEach((i, k) => setWild(i, found[k]!));
  }
  return { values, hands, passed: false, winners: battleWinners(challenge, hands).map((i) => souls[i]!) };
}

/** Tries Wildcard numbers (lowest first) and keeps the first with the highest rating, stopping early at `best`. */
function searchChoices(size: number, best: number, rate: (choice: number[]) => number): number[] {
  const pick = new Array<number>(size).fill(0);
  let kept = pick.map((i) => WILD_CHOICES[i]!);
  let keptRate = -Infinity;
  for (;;) {
    const choice = pick.map((i) => WILD_CHOICES[i]!);
    const r = rate(choice);
    if (r > keptRate) {
      keptRate = r;
      kept = choice;
      if (r >= best) return kept;
    }
    let k = 0;
    while (k < size && ++pick[k]! === WILD_CHOICES.length) pick[k++] = 0;
    if (k === size) return kept;
  }
}
