import {
  JOURNAL_MIN_WORDS,
  countWords,
  journalOutlook,
  type JournalOutlookReason,
  type JournalReward,
  type JournalStanding,
} from '@harbinger/rules';

// The help text beside the Journal form: what saving the text as it stands would earn, and why. Pure, so the form
// recounts it on every keystroke in the browser and the server renders the same words without JavaScript.

/** A standing as the platform hands it to the form (the words are counted here). */
export type FormStanding = Omit<JournalStanding, 'words'>;

/** What the help text says. */
export interface OutlookWords {
  words: number;
  reward: JournalReward;
  reason: JournalOutlookReason;
  message: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;

/**
 * The words count of `body` and what a Journal of it earns when saved, in a writer's words.
 * @example journalHelp(standing, 'too short').message // '248 more words to reach 250: …'
 */
export function journalHelp(standing: FormStanding, body: string): OutlookWords {
  const words = countWords(body);
  const s = { ...standing, words };
  const o = journalOutlook(s);
  const paid = `Journals have paid ${String(o.expPaid)} of the ${String(o.expAllowed)} Exp that ${plural(s.contractsAttended, 'Contract')} allow (2 per Contract)`;
  const reward = o.reward === 'improvement' ? 'an Improvement' : '1 Exp';
  const messages: Record<JournalOutlookReason, string> = {
    held: `This Journal holds its reward (${reward}). It keeps it while it stays at ${String(JOURNAL_MIN_WORDS)} words or more.`,
    not_eligible: 'Its Contract no longer counts (it was voided), so this Journal earns nothing.',
    too_short:
      `${plural(o.wordsShort, 'more word')} to reach ${String(JOURNAL_MIN_WORDS)}. ` +
      (s.held === 'none'
        ? 'A shorter Journal is kept but earns nothing.'
        : `Saving it this short takes back its reward (${s.held === 'improvement' ? 'an Improvement' : '1 Exp'}).`),
    fourth_contract_journal:
      `${String(JOURNAL_MIN_WORDS)} words earns an Improvement: every 4th Contract Journal brings one instead of Exp` +
      (s.slot ? '.' : ` (this is number ${String(o.contractJournalNumber)}).`) +
      ' If the Contractor’s Improvement cap is full, it waits for a victory.',
    exp: `${String(JOURNAL_MIN_WORDS)} words earns 1 Exp. ${paid}.`,
    exp_cap_reached: `No Exp this time: ${paid}. Another Contract makes room.`,
  };
  return { words, reward: o.reward, reason: o.reason, message: messages[o.reason] };
}
