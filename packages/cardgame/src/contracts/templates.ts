/** The numbers every Soul ended a challenge with, one array per Soul in turn order. */
export type Hands = readonly (readonly number[])[];

/** One concrete challenge: a template plus its numbers (unused numbers are 0). */
export interface Challenge {
  template: TemplateId;
  /** Cards each Soul reveals, in clockwise rounds. */
  reveals: number;
  target: number;
  count: number;
}

/** A family of challenges the generator can draw from, with the parameter grid it may pick. */
export interface TemplateConfig {
  name: string;
  /** Battle templates rank the Souls against each other instead of passing or failing together. */
  battle: boolean;
  reveals: readonly number[];
  /** Targets worth trying for a given number of reveals per Soul. */
  targets: (reveals: number) => readonly number[];
  counts: readonly number[];
  /** Plain words for the card face. */
  describe: (c: Challenge) => string;
  /** For team challenges: does this set of hands pass? */
  passes: (hands: Hands, c: Challenge) => boolean;
  /** For battles: how well one Soul did (higher is better). */
  measure: (hand: readonly number[], c: Challenge) => number;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const cards = (r: number): string => (r === 1 ? '1 card' : `${r} cards`);
const noMeasure = (): number => 0;
const noPass = (): boolean => false;
const any = (): readonly number[] => [0];

/** Possible own totals of `r` different cards from a 1–6 deck: the sensible targets for sum-like templates. */
const totalsFor = (r: number): number[] => range((r * (r + 1)) / 2, (r * (13 - r)) / 2);

function sumOf(values: readonly number[]): number {
  let t = 0;
  for (let i = 0; i < values.length; i++) t += values[i]!;
  return t;
}

function grandTotal(hands: Hands): number {
  let t = 0;
  for (let s = 0; s < hands.length; s++) t += sumOf(hands[s]!);
  return t;
}

function countWhere(hands: Hands, test: (v: number) => boolean): number {
  let n = 0;
  for (const hand of hands) for (let i = 0; i < hand.length; i++) if (test(hand[i]!)) n++;
  return n;
}

/** How many times each number shows across all hands. */
function tallyNumbers(hands: Hands): Map<number, number> {
  const seen = new Map<number, number>();
  for (const hand of hands) for (let i = 0; i < hand.length; i++) seen.set(hand[i]!, (seen.get(hand[i]!) ?? 0) + 1);
  return seen;
}

function pairsIn(hands: Hands): number {
  let pairs = 0;
  for (const n of tallyNumbers(hands).values()) pairs += n >> 1;
  return pairs;
}

function longestRun(hands: Hands): number {
  const seen = tallyNumbers(hands);
  let best = 0;
  for (const v of seen.keys()) {
    if (seen.has(v - 1)) continue; // only count from the bottom of each run
    let run = 1;
    while (seen.has(v + run)) run++;
    if (run > best) best = run;
  }
  return best;
}

/** Every challenge template of our design, keyed by a short id. */
export const templates = {
  sum_at_least: {
    name: 'Heavy Lifting',
    battle: false,
    reveals: [1, 2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; the grand total must reach ${c.target} per Soul.`,
    passes: (h, c) => grandTotal(h) >= c.target * h.length,
    measure: noMeasure,
  },
  sum_at_most: {
    name: 'Light Touch',
    battle: false,
    reveals: [1, 2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; the grand total may not pass ${c.target} per Soul.`,
    passes: (h, c) => grandTotal(h) <= c.target * h.length,
    measure: noMeasure,
  },
  count_above: {
    name: 'High Watermark',
    battle: false,
    reveals: [1, 2, 3],
    targets: () => range(1, 6),
    counts: range(1, 6),
    describe: (c) =>
      `Each Soul reveals ${cards(c.reveals)}; at least ${c.count} of them must show more than ${c.target}.`,
    passes: (h, c) => countWhere(h, (v) => v > c.target) >= c.count,
    measure: noMeasure,
  },
  count_below: {
    name: 'Low Tide',
    battle: false,
    reveals: [1, 2, 3],
    targets: () => range(1, 6),
    counts: range(1, 6),
    describe: (c) =>
      `Each Soul reveals ${cards(c.reveals)}; at least ${c.count} of them must show less than ${c.target}.`,
    passes: (h, c) => countWhere(h, (v) => v < c.target) >= c.count,
    measure: noMeasure,
  },
  all_above: {
    name: 'No Weak Links',
    battle: false,
    reveals: [1, 2, 3],
    targets: () => range(0, 3),
    counts: [0],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; every single one must show more than ${c.target}.`,
    passes: (h, c) => countWhere(h, (v) => v <= c.target) === 0,
    measure: noMeasure,
  },
  pair: {
    name: 'Kindred Spirits',
    battle: false,
    reveals: [1, 2, 3],
    targets: any,
    counts: [1, 2, 3],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; the table must hold ${c.count} pair(s) of equal numbers.`,
    passes: (h, c) => pairsIn(h) >= c.count,
    measure: noMeasure,
  },
  run: {
    name: 'Stairway',
    battle: false,
    reveals: [1, 2, 3],
    targets: any,
    counts: range(3, 6),
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; ${c.count} numbers in a row must turn up among them.`,
    passes: (h, c) => longestRun(h) >= c.count,
    measure: noMeasure,
  },
  all_different: {
    name: 'Odd Ones Out',
    battle: false,
    reveals: [1, 2, 3],
    targets: any,
    counts: [0],
    describe: (c) => `Two or more Souls each reveal ${cards(c.reveals)}; no number may turn up twice.`,
    // alone, a fresh 1–6 deck could never repeat itself, so this one needs company
    passes: (h) => h.length >= 2 && pairsIn(h) === 0,
    measure: noMeasure,
  },
  exact_total: {
    name: 'On the Nose',
    battle: false,
    reveals: [1, 2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; the grand total must be exactly ${c.target} per Soul.`,
    passes: (h, c) => grandTotal(h) === c.target * h.length,
    measure: noMeasure,
  },
  each_at_least: {
    name: 'Pull Your Weight',
    battle: false,
    reveals: [1, 2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) => `Each Soul reveals ${cards(c.reveals)}; every Soul's own total must reach ${c.target}.`,
    passes: (h, c) => h.every((hand) => sumOf(hand) >= c.target),
    measure: noMeasure,
  },
  one_exact: {
    name: 'Bullseye',
    battle: false,
    reveals: [1, 2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) =>
      `Each Soul reveals ${cards(c.reveals)}; at least one Soul's own total must be exactly ${c.target}.`,
    passes: (h, c) => h.some((hand) => sumOf(hand) === c.target),
    measure: noMeasure,
  },
  highest_total: {
    name: 'Arm Wrestle',
    battle: true,
    reveals: [1, 2, 3],
    targets: any,
    counts: [0],
    describe: (c) => `Battle. Each Soul reveals ${cards(c.reveals)}; the highest own total wins.`,
    passes: noPass,
    measure: (hand) => sumOf(hand),
  },
  lowest_total: {
    name: 'Limbo',
    battle: true,
    reveals: [1, 2, 3],
    targets: any,
    counts: [0],
    describe: (c) => `Battle. Each Soul reveals ${cards(c.reveals)}; the lowest own total wins.`,
    passes: noPass,
    measure: (hand) => -sumOf(hand),
  },
  closest_to: {
    name: 'Sharpshooter',
    battle: true,
    reveals: [2, 3],
    targets: totalsFor,
    counts: [0],
    describe: (c) => `Battle. Each Soul reveals ${cards(c.reveals)}; the own total nearest to ${c.target} wins.`,
    passes: noPass,
    measure: (hand, c) => -Math.abs(sumOf(hand) - c.target),
  },
} as const satisfies Record<string, TemplateConfig>;

/** The id of one challenge template. */
export type TemplateId = keyof typeof templates;

/** All template ids, in table order. */
export const templateIds = Object.keys(templates) as TemplateId[];

/** Does this team challenge pass with these hands? */
export function challengePasses(c: Challenge, hands: Hands): boolean {
  return (templates[c.template] as TemplateConfig).passes(hands, c);
}

/** The Souls (indexes into hands) that win a battle: everyone tied for the best measure. */
export function battleWinners(c: Challenge, hands: Hands): number[] {
  const config = templates[c.template] as TemplateConfig;
  const scores = hands.map((hand) => config.measure(hand, c));
  const best = Math.max(...scores);
  return scores.flatMap((s, i) => (s === best ? [i] : []));
}

/** Is this a battle template? */
export function isBattle(id: TemplateId): boolean {
  return templates[id].battle;
}
