import {
  JOURNAL_EXP_PER_CONTRACT,
  JOURNAL_MIN_WORDS,
  JOURNALS_PER_IMPROVEMENT,
  journalReward,
  type JournalContext,
  type JournalReward,
} from './experience.js';

// A Journal's reward over its life. When a Journal first reaches 250 words it takes its place in the Contractor's
// count for good: a Contract Journal counted 4th, 8th, … holds an Improvement, any other Journal Exp (while Journal
// Exp stays within 2 per Contract attended). That place (the "slot") never changes afterwards. A rewarded Journal
// keeps its reward through edits until one takes it under 250 words: then the reward is voided (an exact reversal
// in the ledger). Taking it back to 250 or more earns its slot's reward again (Exp only if the cap has room). Keeping
// the slot is what stops a player from turning Exp into Improvements by shrinking and regrowing old Journals.

/** What a Journal counts as once it has reached 250 words. */
export type JournalSlot = Exclude<JournalReward, 'none'>;

/**
 * A Journal's standing: its own words, slot and held reward, and the Contractor's other Journals (`…Before`):
 * `contractJournalsBefore` counts the other Contract Journals that hold a slot, `journalExpBefore` the Exp the other
 * Journals hold now.
 */
export interface JournalStanding extends JournalContext {
  /** The reward the Journal holds now (a live ledger entry), or 'none'. */
  held: JournalReward;
  /** Its place in the count, once it first reached 250 words; null before. */
  slot: JournalSlot | null;
  /** Its Contract still counts: finished, not voided, and the Contractor took part. */
  eligible: boolean;
}

/** What saving a Journal does to its reward, and the slot it holds afterwards. */
export type JournalRewardChange = { slot: JournalSlot | null } & (
  { action: 'grant'; reward: JournalSlot } | { action: 'void' } | { action: 'keep' }
);

/** True when one more Journal Exp stays within 2 per Contract attended. */
function expRoom(s: JournalStanding): boolean {
  return journalReward({ ...s, kind: 'downtime' }) === 'exp';
}

/** The slot a Journal holds after this save: its old one, or a new one when it reaches 250 words now. */
function slotAfter(s: JournalStanding): JournalSlot | null {
  if (s.slot) return s.slot;
  if (!s.eligible || s.words < JOURNAL_MIN_WORDS) return null;
  return journalReward({ ...s, journalExpBefore: 0 }) === 'improvement' ? 'improvement' : 'exp';
}

/**
 * What saving a Journal with these words does to its reward: grant one, void the one held, or leave it.
 * @example journalRewardChange({ ...standing, held: 'exp', words: 249 }) // { action: 'void', slot: 'exp' }
 */
export function journalRewardChange(s: JournalStanding): JournalRewardChange {
  const slot = slotAfter(s);
  if (s.held !== 'none') return s.words < JOURNAL_MIN_WORDS ? { action: 'void', slot } : { action: 'keep', slot };
  if (!slot || !s.eligible || s.words < JOURNAL_MIN_WORDS) return { action: 'keep', slot };
  if (slot === 'exp' && !expRoom(s)) return { action: 'keep', slot };
  return { action: 'grant', reward: slot, slot };
}

/** Why a Journal earns what it earns (the page and the API put these in words). */
export type JournalOutlookReason =
  'held' | 'not_eligible' | 'too_short' | 'fourth_contract_journal' | 'exp' | 'exp_cap_reached';

/** What a Journal earns (or would earn once saved) and the numbers behind it. */
export interface JournalOutlook {
  reward: JournalReward;
  reason: JournalOutlookReason;
  /** Words still missing for 250 (0 once there). */
  wordsShort: number;
  /** Exp the Contractor's other Journals hold now. */
  expPaid: number;
  /** Exp all Journals together may pay: 2 per Contract attended. */
  expAllowed: number;
  /** For a Contract Journal not yet counted: the place it would take (1, 2, …; 4, 8, … bring Improvements). */
  contractJournalNumber: number | null;
}

/**
 * What a Journal with these words earns when saved, and why, for the help text beside the writing form.
 * @example journalOutlook({ ...standing, words: 260 }).reason // 'exp'
 */
export function journalOutlook(s: JournalStanding): JournalOutlook {
  const expAllowed = JOURNAL_EXP_PER_CONTRACT * s.contractsAttended;
  const base = {
    wordsShort: Math.max(0, JOURNAL_MIN_WORDS - s.words),
    expPaid: s.journalExpBefore,
    expAllowed,
    contractJournalNumber: s.kind === 'contract' && !s.slot ? s.contractJournalsBefore + 1 : null,
  };
  if (s.held !== 'none' && s.words >= JOURNAL_MIN_WORDS) return { ...base, reward: s.held, reason: 'held' };
  if (!s.eligible) return { ...base, reward: 'none', reason: 'not_eligible' };
  if (s.words < JOURNAL_MIN_WORDS) return { ...base, reward: 'none', reason: 'too_short' };
  const change = journalRewardChange(s);
  if (change.action === 'grant')
    return {
      ...base,
      reward: change.reward,
      reason: change.reward === 'improvement' ? 'fourth_contract_journal' : 'exp',
    };
  return { ...base, reward: 'none', reason: 'exp_cap_reached' };
}

/** Contract Journals still to write (rewarded ones) before the next one that brings an Improvement. */
export function journalsUntilImprovement(contractJournalsRewarded: number): number {
  return JOURNALS_PER_IMPROVEMENT - (contractJournalsRewarded % JOURNALS_PER_IMPROVEMENT);
}
