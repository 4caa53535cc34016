import { describe, expect, it } from 'vitest';
import { journalHelp, type FormStanding } from './outlook.js';

const fresh: FormStanding = {
  kind: 'contract',
  held: 'none',
  slot: null,
  eligible: true,
  contractJournalsBefore: 0,
  journalExpBefore: 0,
  contractsAttended: 1,
};
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('journalHelp', () => {
  it('counts the words and says what 249 and 250 earn', () => {
    expect(journalHelp(fresh, words(249))).toMatchObject({ words: 249, reward: 'none', reason: 'too_short' });
    expect(journalHelp(fresh, words(249)).message).toMatch(/^1 more word to reach 250/);
    const ok = journalHelp(fresh, words(250));
    expect(ok).toMatchObject({ words: 250, reward: 'exp' });
    expect(ok.message).toBe(
      '250 words earns 1 Exp. Journals have paid 0 of the 2 Exp that 1 Contract allow (2 per Contract).',
    );
  });

  it('names the 4th Contract Journal, the cap, and a reward an edit would take back', () => {
    expect(journalHelp({ ...fresh, contractJournalsBefore: 3, contractsAttended: 4 }, words(300)).message).toMatch(
      /Improvement.*number 4/,
    );
    expect(journalHelp({ ...fresh, journalExpBefore: 2 }, words(300)).message).toMatch(
      /^No Exp this time: .*paid 2 of the 2/,
    );
    expect(journalHelp({ ...fresh, held: 'exp', slot: 'exp' }, words(10)).message).toMatch(
      /takes back its reward \(1 Exp\)/,
    );
    expect(journalHelp({ ...fresh, held: 'exp', slot: 'exp' }, words(400)).reason).toBe('held');
  });
});
