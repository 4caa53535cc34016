import { BONUS_EXP_AWARDS, JOURNAL_MIN_WORDS, bonusExpAllowed } from '../character/experience.js';
import { countWords } from '../scenarios/word-count.js';

/** Words a Move's write-up (private summary and public World Event together) needs before its GM earns the bonus. */
export const MOVE_BONUS_MIN_WORDS = JOURNAL_MIN_WORDS;

/** Bonus Exp a GM earns for one Contractor of theirs by writing a Move up. */
export const MOVE_BONUS_EXP = BONUS_EXP_AWARDS.moveSummary;

/** Why a Move's write-up pays no bonus: too short, no Contractor named, or that Contractor is past the bonus cap. */
export type MoveBonusRefusal = 'too_few_words' | 'no_recipient' | 'bonus_exp_cap';

/** What decides a Move's bonus: the write-up and, when the GM named one, their Contractor's standing. */
export interface MoveBonusFacts {
  summary: string;
  worldEvent: string;
  /** The GM's Contractor that would take the bonus; null when the GM named none. */
  recipient: { earnedExp: number; victories: number } | null;
}

/** The words a Move's write-up counts: the summary and the World Event's text together. */
export function moveWordCount(writeUp: { summary: string; worldEvent: string }): number {
  return countWords(writeUp.summary) + countWords(writeUp.worldEvent);
}

/**
 * What a Move's write-up pays its GM: 2 bonus Exp for the named Contractor when the summary and World Event reach
 * 250 words together and that Contractor may still take bonus Exp (earned Exp not above 10 + 12 × victories). The
 * Contractor who made the Move never gains anything from it; that is the caller's to refuse.
 * @example
 * moveBonus({ summary: longText, worldEvent: '', recipient: { earnedExp: 0, victories: 0 } }) // { ok: true, exp: 2 }
 */
export function moveBonus(
  facts: MoveBonusFacts,
): { ok: true; exp: number; words: number } | { ok: false; refusal: MoveBonusRefusal; words: number } {
  const words = moveWordCount(facts);
  if (words < MOVE_BONUS_MIN_WORDS) return { ok: false, refusal: 'too_few_words', words };
  if (!facts.recipient) return { ok: false, refusal: 'no_recipient', words };
  if (!bonusExpAllowed({ earnedExp: facts.recipient.earnedExp, victories: facts.recipient.victories }))
    return { ok: false, refusal: 'bonus_exp_cap', words };
  return { ok: true, exp: MOVE_BONUS_EXP, words };
}
