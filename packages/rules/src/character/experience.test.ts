import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BONUS_EXP_AWARDS,
  bonusExpAllowed,
  bonusExpCap,
  contractExp,
  journalReward,
  type JournalContext,
} from './experience.js';

describe('Exp from a Contract (seed 000 Earning Experience)', () => {
  it('example: home Playgroup and victory earn 5; with the Commission 7', () => {
    expect(contractExp({ home: true, victory: true })).toBe(5);
    expect(contractExp({ home: true, victory: true, commission: true })).toBe(7);
  });

  it('example: a visit to another Playgroup that fails earns 1', () => {
    expect(contractExp({ home: false, victory: false })).toBe(1);
  });

  it('lists the bonus Exp awards', () => {
    expect(BONUS_EXP_AWARDS).toEqual({ gmIntoTheFold: 6, gmGoldenRatio: 6, ringer: 4, moveSummary: 2 });
  });
});

describe('Journals', () => {
  const journal = (over: Partial<JournalContext>): JournalContext => ({
    kind: 'contract',
    words: 300,
    contractJournalsBefore: 0,
    journalExpBefore: 0,
    contractsAttended: 1,
    ...over,
  });

  it('under 250 words earns nothing', () => {
    expect(journalReward(journal({ words: 249 }))).toBe('none');
    expect(journalReward(journal({ words: 250 }))).toBe('exp');
  });

  it('every fourth Contract Journal brings an Improvement instead of Exp', () => {
    expect(
      [0, 1, 2, 3, 4, 7].map((n) => journalReward(journal({ contractJournalsBefore: n, contractsAttended: 10 }))),
    ).toEqual(['exp', 'exp', 'exp', 'improvement', 'exp', 'improvement']);
    expect(journalReward(journal({ kind: 'downtime', contractJournalsBefore: 3 }))).toBe('exp');
  });

  it('Journal Exp stops at 2 per Contract attended', () => {
    expect(journalReward(journal({ journalExpBefore: 1, contractsAttended: 1 }))).toBe('exp');
    expect(journalReward(journal({ journalExpBefore: 2, contractsAttended: 1 }))).toBe('none');
    expect(journalReward(journal({ kind: 'downtime', journalExpBefore: 2, contractsAttended: 1 }))).toBe('none');
  });
});

describe('bonus Exp cap (seed 000 Earning Bonus Experience)', () => {
  it('allows bonus Exp while earned Exp (starting 150 aside) is at most 10 + 12 × victories', () => {
    expect(bonusExpCap(0)).toBe(10);
    expect(bonusExpCap(3)).toBe(46);
    expect(bonusExpAllowed({ earnedExp: 10, victories: 0 })).toBe(true);
    expect(bonusExpAllowed({ earnedExp: 11, victories: 0 })).toBe(false);
    expect(bonusExpAllowed({ earnedExp: 46, victories: 3 })).toBe(true);
    expect(bonusExpAllowed({ earnedExp: 47, victories: 3 })).toBe(false);
  });

  it('property: another victory never takes the allowance away', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(40),
        (earnedExp, victories) =>
          !bonusExpAllowed({ earnedExp, victories }) || bonusExpAllowed({ earnedExp, victories: victories + 1 }),
      ),
    );
  });
});
