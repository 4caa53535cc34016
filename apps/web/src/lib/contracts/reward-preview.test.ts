import { describe, expect, it } from 'vitest';
import { previewRewards, totalsWords, type PreviewFacts } from './reward-preview.ts';

const facts = (gmStanding = { victories: 0, earnedExpForCap: 0, creditsReceived: 0 }): PreviewFacts => ({
  contractId: 'c1',
  playgroupId: 'pg',
  gmUserId: 'gm',
  houseRules: { goldenRatio: false, healing: 'gritty' },
  seats: [
    {
      attendanceId: 'a1',
      player: { userId: 'u1', handle: 'ann' },
      ringer: false,
      contractor: { id: 'k1', name: 'Ada' },
      homePlaygroupId: 'pg',
      ringerBonusContractorId: null,
      firstContractEver: false,
    },
    {
      attendanceId: 'a2',
      player: { userId: 'u2', handle: 'bob' },
      ringer: false,
      contractor: { id: 'k2', name: 'Bo' },
      homePlaygroupId: 'elsewhere',
      ringerBonusContractorId: null,
      firstContractEver: true,
    },
  ],
  gmContractors: [{ id: 'g1', name: 'Gwen’s Own' }],
  standings: {
    k1: { victories: 0, earnedExpForCap: 0, creditsReceived: 0 },
    k2: { victories: 0, earnedExpForCap: 0, creditsReceived: 0 },
    g1: gmStanding,
  },
});

describe('previewRewards (the finish form’s preview, from the rules)', () => {
  it('seed: a home victory with the Commission previews 7 Exp and a Gift Credit; a visitor who fails 1 Exp', () => {
    const p = previewRewards(facts({ victories: 3, earnedExpForCap: 0, creditsReceived: 0 }), {
      outcomes: { k1: 'victory', k2: 'failure' },
      commission: 'k1',
      gmImprovement: 'g1',
      gmBonus: '',
      achieved: {},
    });
    expect(p.missing).toEqual([]);
    expect(p.rows.map((r) => [r.who, r.totals && totalsWords(r.totals), r.commission])).toEqual([
      ['Ada', '+7 Exp · +1 Gift Credit', true],
      ['Bo', '+1 Exp', false],
    ]);
    // Bo's first Contract: Into the Fold pays the GM +6 beside the Improvement.
    expect(p.gm?.totals && totalsWords(p.gm.totals)).toBe('+6 Exp · +1 Improvement');
    expect(p.gmImprovementWaits).toBe(false);
  });

  it('assumes no outcome: seats without one are named and earn nothing in the preview', () => {
    const p = previewRewards(facts(), {
      outcomes: { k1: 'death' },
      commission: '',
      gmImprovement: '',
      gmBonus: '',
      achieved: {},
    });
    expect(p.missing).toEqual(['Bo']);
    expect(p.rows[1]!.totals).toBeNull();
    expect(p.rows[0]!.notes).toEqual(['@ann receives 1 Coin of Charon.']);
    expect(p.gm).toBeNull();
  });

  it('at the cap the GM Improvement is shown granted but waiting, and bonus Exp past its cap held back', () => {
    const p = previewRewards(facts({ victories: 0, earnedExpForCap: 11, creditsReceived: 0 }), {
      outcomes: { k1: 'failure', k2: 'failure' },
      commission: '',
      gmImprovement: 'g1',
      gmBonus: '',
      achieved: {},
    });
    expect(p.gmImprovementWaits).toBe(true);
    expect(p.gm?.totals?.improvement).toBe(1);
    expect(p.gm?.notes.join(' ')).toContain('waits for a victory');
    expect(p.gm?.notes.join(' ')).toContain('6 bonus Exp held back: 11 Exp earned is past the cap of 10');
  });

  it('says when the rules refuse the choices', () => {
    const p = previewRewards(facts(), {
      outcomes: { k1: 'death', k2: 'failure' },
      commission: 'k1',
      gmImprovement: 'later',
      gmBonus: '',
      achieved: {},
    });
    expect(p.problem).toBe('The Commission cannot go to a Contractor who died.');
  });
});
