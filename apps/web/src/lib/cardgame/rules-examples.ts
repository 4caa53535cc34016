import { templates, type Challenge, type TemplateConfig } from '@harbinger/cardgame';

/** One round of reveals in a worked example: each Soul's card, with a note when a power changed something. */
export interface ExampleReveal {
  soul: string;
  shows: number;
  /** What the card counts as in the end (when a power changed it). */
  counts?: number;
  note?: string;
}

/** A worked example on the rules page; rules-examples.test.ts checks its outcome against the engine's templates. */
export interface WorkedExample {
  id: string;
  title: string;
  challenge: Challenge;
  souls: string[];
  setup: string;
  reveals: ExampleReveal[];
  /** For team challenges: whether it passes. For battles: who wins. */
  claim: { passes: boolean } | { winners: string[] };
  after: string;
}

/** The numbers each Soul ends with, in Soul order, as the engine's templates read them. */
export function handsOf(example: WorkedExample): number[][] {
  return example.souls.map((soul) => example.reveals.filter((r) => r.soul === soul).map((r) => r.counts ?? r.shows));
}

/** The challenge line the engine prints for the example's Contract. */
export function exampleChallengeText(example: WorkedExample): string {
  return (templates[example.challenge.template] as TemplateConfig).describe(example.challenge);
}

/** The worked examples shown on /cardgame. */
export const workedExamples: WorkedExample[] = [
  {
    id: 'tailwind-pass',
    title: 'A team effort, saved by a power',
    challenge: { template: 'sum_at_least', reveals: 2, target: 7, count: 0 },
    souls: ['Ana', 'Bea'],
    setup:
      'Ana picks a Heavy Lifting Contract (reward +1 score per Soul, penalty −1 card per Soul) and asks Bea and Cy. Bea says yes, Cy says no. Two Souls means a Turnout of 2, so the pair needs 14 or more in total.',
    reveals: [
      { soul: 'Ana', shows: 5, counts: 6, note: 'a moment later, Bea’s Tailwind lifts it to 6' },
      { soul: 'Bea', shows: 2, note: 'carries Tailwind, which fires at once because Bea is not alone' },
      { soul: 'Ana', shows: 3 },
      { soul: 'Bea', shows: 3 },
    ],
    claim: { passes: true },
    after:
      '6 + 2 + 3 + 3 = 14: passed (without the Tailwind it would have been 13, one short). The reward is multiplied by the Turnout: 2 score to hand out. Ana may not keep both, so she takes one and gives Bea one. Ana’s point is the Contract they just played; Bea’s comes off the top of the Contract deck.',
  },
  {
    id: 'light-touch-fail',
    title: 'Three Souls, one penalty to split',
    challenge: { template: 'sum_at_most', reveals: 1, target: 3, count: 0 },
    souls: ['Ana', 'Bea', 'Cy'],
    setup:
      'Ana takes a Light Touch Contract (penalty −1 card per Soul) with Bea and Cy along: Turnout 3, so the three cards together may add up to 9 at most.',
    reveals: [
      { soul: 'Ana', shows: 4 },
      { soul: 'Bea', shows: 2 },
      { soul: 'Cy', shows: 5 },
    ],
    claim: { passes: false },
    after:
      'The total is 11: failed. The penalty times the Turnout is 3 cards. Ana decides who loses them: one each is fine, and so is two for Cy and one for Bea, but never all three for one Soul. Each loser picks which of their own cards to give up, and nobody drops below one card.',
  },
  {
    id: 'battle-tie',
    title: 'A Battle with a tie (Lost Souls)',
    challenge: { template: 'highest_total', reveals: 2, target: 0, count: 0 },
    souls: ['Ana', 'Bea', 'Cy'],
    setup:
      'Ana draws an Arm Wrestle Battle and names Cy as her opponent; Cy cannot refuse. Bea is offered a place too and takes it. Everyone plays for themselves: the highest own total wins.',
    reveals: [
      { soul: 'Ana', shows: 3 },
      { soul: 'Bea', shows: 4 },
      { soul: 'Cy', shows: 6 },
      { soul: 'Ana', shows: 5 },
      { soul: 'Bea', shows: 1 },
      { soul: 'Cy', shows: 2 },
    ],
    claim: { winners: ['Ana', 'Cy'] },
    after:
      'Ana and Cy both reach 8 and share the win, so each of them takes the reward once; Bea, on 5, takes the penalty once. A Battle has no Turnout multiplier and nothing to share out.',
  },
];
