import { SCENARIO_REWARD_WORDS } from './constants.js';

/** What decides whether a Scenario earns its writer the writing Improvement. */
export interface WritingRewardFacts {
  wordCount: number;
  /** Finished, unvoided Contracts that ran the Scenario with its writer as GM. */
  runsByWriter: number;
  /** The Improvement was already granted for this Scenario. */
  alreadyRewarded: boolean;
  /** One of our stock Scenarios: nobody wrote it here. */
  stock: boolean;
}

export type WritingRewardRefusal = 'stock_scenario' | 'already_rewarded' | 'too_few_words' | 'not_run_yet';

/**
 * Whether the writer may now take the one Improvement a Scenario earns: at least 1,000 words and run by them as a
 * Contract, once per Scenario. Gives the first reason it may not, or null.
 * @example writingRewardRefusal({ wordCount: 1000, runsByWriter: 1, alreadyRewarded: false, stock: false }) // null
 */
export function writingRewardRefusal(facts: WritingRewardFacts): WritingRewardRefusal | null {
  if (facts.stock) return 'stock_scenario';
  if (facts.alreadyRewarded) return 'already_rewarded';
  if (facts.wordCount < SCENARIO_REWARD_WORDS) return 'too_few_words';
  if (facts.runsByWriter < 1) return 'not_run_yet';
  return null;
}
