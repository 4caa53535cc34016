import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { improvementRoom } from '../ledger/waiting-improvements.js';
import { countWords } from '../scenarios/word-count.js';
import { JOURNAL_MIN_WORDS, type JournalReward } from './experience.js';
import {
  journalOutlook,
  journalRewardChange,
  journalsUntilImprovement,
  type JournalSlot,
  type JournalStanding,
} from './journal-reward.js';

const standing = (over: Partial<JournalStanding> = {}): JournalStanding => ({
  kind: 'contract',
  words: 300,
  contractJournalsBefore: 0,
  journalExpBefore: 0,
  contractsAttended: 1,
  held: 'none',
  slot: null,
  eligible: true,
  ...over,
});

/** `n` words of prose dressed in the markdown a Journal may use, over several lines. */
const prose = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 10 === 0 ? `**word${String(i)}**` : i % 7 === 0 ? `_it's_` : 'word'))
    .map((w, i) => (i % 12 === 11 ? `${w}\n\n` : `${w} `))
    .join('');

describe('Journal word count', () => {
  it('counts words as a reader sees them: markup, link addresses and dashes do not count', () => {
    expect(countWords('# Night *one*\n\n- the **docks** — [burned](https://example.org/x-y-z)')).toBe(5);
    expect(countWords("Ana's half-hearted   plan\n\n\nfailed")).toBe(4);
  });

  it('249 words earn nothing and 250 earn 1 Exp, markdown or not', () => {
    expect(countWords(prose(249))).toBe(249);
    expect(countWords(prose(250))).toBe(250);
    expect(change(standing({ words: countWords(prose(249)) }))).toEqual({ action: 'keep' });
    expect(change(standing({ words: countWords(prose(250)) }))).toEqual({
      action: 'grant',
      reward: 'exp',
    });
  });
});

/** The action and reward of a save, without the slot. */
function change(s: JournalStanding) {
  const { slot: _slot, ...rest } = journalRewardChange(s);
  return rest;
}

describe('journalRewardChange', () => {
  it('the 4th rewarded Contract Journal brings an Improvement, a Downtime one never does', () => {
    expect(change(standing({ contractJournalsBefore: 3, contractsAttended: 4 }))).toEqual({
      action: 'grant',
      reward: 'improvement',
    });
    expect(change(standing({ contractJournalsBefore: 2, contractsAttended: 4 }))).toEqual({
      action: 'grant',
      reward: 'exp',
    });
    expect(change(standing({ kind: 'downtime', contractJournalsBefore: 3, contractsAttended: 4 }))).toEqual({
      action: 'grant',
      reward: 'exp',
    });
  });

  it('stops paying Exp at 2 per Contract attended, but the 4th Contract Journal still brings its Improvement', () => {
    expect(change(standing({ journalExpBefore: 1 }))).toEqual({ action: 'grant', reward: 'exp' });
    expect(change(standing({ journalExpBefore: 2 }))).toEqual({ action: 'keep' });
    expect(change(standing({ kind: 'downtime', journalExpBefore: 4, contractsAttended: 2 }))).toEqual({
      action: 'keep',
    });
    expect(change(standing({ journalExpBefore: 2, contractJournalsBefore: 3 }))).toEqual({
      action: 'grant',
      reward: 'improvement',
    });
  });

  it('an edit under 250 words voids the reward held; above it keeps it', () => {
    for (const held of ['exp', 'improvement'] as const) {
      expect(change(standing({ held, words: 249 }))).toEqual({ action: 'void' });
      expect(change(standing({ held, words: 250 }))).toEqual({ action: 'keep' });
    }
  });

  it('a Journal keeps its place in the count: shrinking and regrowing never turns Exp into an Improvement', () => {
    // Counted 1st (Exp), then voided by an edit; three other Contract Journals now hold slots.
    const first = journalRewardChange(standing({ contractJournalsBefore: 0 }));
    expect(first).toEqual({ action: 'grant', reward: 'exp', slot: 'exp' });
    expect(journalRewardChange(standing({ held: 'exp', slot: 'exp', words: 10, contractJournalsBefore: 3 }))).toEqual({
      action: 'void',
      slot: 'exp',
    });
    expect(journalRewardChange(standing({ slot: 'exp', contractJournalsBefore: 3, contractsAttended: 4 }))).toEqual({
      action: 'grant',
      reward: 'exp',
      slot: 'exp',
    });
    // The 4th regrown earns its Improvement again, even with the Exp cap reached.
    expect(
      journalRewardChange(standing({ slot: 'improvement', journalExpBefore: 2, contractJournalsBefore: 7 })),
    ).toEqual({ action: 'grant', reward: 'improvement', slot: 'improvement' });
  });

  it('a Journal under 250 words takes no place yet; one capped at Exp still takes its place', () => {
    expect(journalRewardChange(standing({ words: 249 }))).toEqual({ action: 'keep', slot: null });
    expect(journalRewardChange(standing({ journalExpBefore: 2 }))).toEqual({ action: 'keep', slot: 'exp' });
    expect(journalRewardChange(standing({ eligible: false }))).toEqual({ action: 'keep', slot: null });
  });

  it('a Journal whose Contract no longer counts earns nothing', () => {
    expect(change(standing({ eligible: false }))).toEqual({ action: 'keep' });
  });
});

describe('journalOutlook', () => {
  it('says why, with the numbers for the help text', () => {
    expect(journalOutlook(standing({ words: 200 }))).toMatchObject({
      reward: 'none',
      reason: 'too_short',
      wordsShort: 50,
      expAllowed: 2,
    });
    expect(journalOutlook(standing({ journalExpBefore: 2 }))).toMatchObject({
      reward: 'none',
      reason: 'exp_cap_reached',
      expPaid: 2,
      expAllowed: 2,
    });
    expect(journalOutlook(standing({ contractJournalsBefore: 3, contractsAttended: 3 }))).toMatchObject({
      reward: 'improvement',
      reason: 'fourth_contract_journal',
      contractJournalNumber: 4,
    });
    expect(journalOutlook(standing({ held: 'improvement' })).reason).toBe('held');
    expect(journalOutlook(standing({ held: 'exp', words: 10 })).reason).toBe('too_short');
    expect(journalOutlook(standing({ eligible: false })).reason).toBe('not_eligible');
    expect(journalOutlook(standing({ kind: 'downtime' })).contractJournalNumber).toBeNull();
  });

  it('counts down to the next Improvement', () => {
    expect([0, 1, 2, 3, 4, 7].map(journalsUntilImprovement)).toEqual([4, 3, 2, 1, 4, 1]);
  });
});

/** One save of a Journal in a run of saves. */
interface Save {
  journal: number;
  kind: 'contract' | 'downtime';
  words: number;
}

/** Replays saves through the rules, as the platform does, and answers the reward each Journal holds. */
function replay(saves: readonly Save[], contractsAttended: number) {
  const held = new Map<number, { kind: Save['kind']; reward: JournalReward; slot: JournalSlot | null }>();
  let grants = 0;
  let voids = 0;
  for (const save of saves) {
    const kind = held.get(save.journal)?.kind ?? save.kind;
    const others = [...held].filter(([j]) => j !== save.journal).map(([, h]) => h);
    const change = journalRewardChange({
      kind,
      words: save.words,
      held: held.get(save.journal)?.reward ?? 'none',
      slot: held.get(save.journal)?.slot ?? null,
      eligible: true,
      contractsAttended,
      journalExpBefore: others.filter((h) => h.reward === 'exp').length,
      contractJournalsBefore: others.filter((h) => h.kind === 'contract' && h.slot !== null).length,
    });
    const before = held.get(save.journal)?.reward ?? 'none';
    if (change.action === 'grant') grants++;
    if (change.action === 'void') voids++;
    const reward = change.action === 'grant' ? change.reward : change.action === 'void' ? 'none' : before;
    held.set(save.journal, { kind, reward, slot: change.slot });
  }
  return { held, grants, voids };
}

describe('Journal rewards over many saves (properties)', () => {
  const saves = fc.array(
    fc.record({
      journal: fc.nat(7),
      kind: fc.constantFrom<Save['kind']>('contract', 'downtime'),
      words: fc.constantFrom(0, 100, 249, 250, 251, 900),
    }),
    { maxLength: 40 },
  );

  it('Journal Exp never passes 2 per Contract attended', () => {
    fc.assert(
      fc.property(saves, fc.integer({ min: 1, max: 4 }), (list, attended) => {
        const exp = [...replay(list, attended).held.values()].filter((h) => h.reward === 'exp').length;
        expect(exp).toBeLessThanOrEqual(2 * attended);
      }),
    );
  });

  it('never more Improvements than one per 4 counted Contract Journals, and never from a Downtime Journal', () => {
    fc.assert(
      fc.property(saves, fc.integer({ min: 1, max: 4 }), (list, attended) => {
        const held = [...replay(list, attended).held.values()];
        const improvements = held.filter((h) => h.reward === 'improvement');
        expect(improvements.every((h) => h.kind === 'contract')).toBe(true);
        const counted = held.filter((h) => h.kind === 'contract' && h.slot !== null).length;
        expect(improvements.length).toBeLessThanOrEqual(Math.floor(counted / 4));
      }),
    );
  });

  it('a Journal under 250 words never holds a reward: voiding reverses the grant exactly', () => {
    fc.assert(
      fc.property(saves, (list) => {
        const { held, grants, voids } = replay(list, 3);
        expect(grants - voids).toBe([...held.values()].filter((h) => h.reward !== 'none').length);
        const lastWords = new Map(list.map((s) => [s.journal, s.words]));
        for (const [journal, words] of lastWords)
          if (words < JOURNAL_MIN_WORDS) expect(held.get(journal)?.reward).toBe('none');
      }),
    );
  });
});

describe('a Journal Improvement past the cap', () => {
  it('is kept but waits for a victory: the cap limits spending, not earning', () => {
    // Capped at 2 (one victory), both already spent: the Journal's Improvement waits.
    expect(improvementRoom({ held: 1, spent: 2, allowed: 2 })).toEqual({ spendable: 0, waiting: 1 });
    expect(improvementRoom({ held: 1, spent: 1, allowed: 2 })).toEqual({ spendable: 1, waiting: 0 });
  });
});
