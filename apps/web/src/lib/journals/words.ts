import type { JournalReward } from '@harbinger/rules';

/** A Journal's reward as a badge says it. */
export const REWARD_WORDS: Record<Exclude<JournalReward, 'none'>, string> = {
  exp: 'Earned 1 Exp',
  improvement: 'Earned an Improvement',
};
