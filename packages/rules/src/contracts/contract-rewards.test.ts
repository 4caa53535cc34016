import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonusExpAllowed, contractExp } from '../character/experience.js';
import { assertLedgerEntry, isBonusKind } from '../ledger/ledger-entry.js';
import {
  contractRewards,
  gmBonusConditions,
  type ContractorStanding,
  type ContractRewards,
} from './contract-rewards.js';
import type { Attendee, AttendeeOutcome, FinishedContract, RingerResult } from './finished-contract.js';

const HOME = 'pg-home';
const standing = (over: Partial<ContractorStanding> = {}): ContractorStanding => ({
  victories: 0,
  earnedExpForCap: 0,
  creditsReceived: 0,
  ...over,
});
const attendee = (n: number, outcome: AttendeeOutcome, over: Partial<Attendee> = {}): Attendee => ({
  attendanceId: `a${n}`,
  contractorId: `k${n}`,
  playerUserId: `u${n}`,
  homePlaygroupId: HOME,
  outcome,
  firstContractEver: false,
  ...over,
});
const contract = (over: Partial<FinishedContract> = {}): FinishedContract => ({
  id: 'c1',
  playgroupId: HOME,
  gm: { userId: 'gm', improvementContractorId: 'gm-k' },
  houseRules: { goldenRatio: false, healing: 'gritty' },
  attendees: [],
  ringers: [],
  ...over,
});
const STANDINGS: Record<string, ContractorStanding> = {
  k1: standing(),
  k2: standing(),
  k3: standing(),
  k4: standing(),
  'gm-k': standing({ victories: 5, earnedExpForCap: 40, creditsReceived: 5 }),
  'r-k': standing({ victories: 2, earnedExpForCap: 20, creditsReceived: 2 }),
};

function rewards(c: FinishedContract, standings: Record<string, ContractorStanding> = STANDINGS): ContractRewards {
  const result = contractRewards({ contract: c, standings });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
const total = (r: ContractRewards, contractorId: string, resource = 'exp') =>
  r.entries.filter((e) => e.contractorId === contractorId && e.resource === resource).reduce((s, e) => s + e.amount, 0);

describe('contractRewards: the seed’s Experience examples', () => {
  it('example: a home Contract won earns 5 Exp (3 + 2) and one Gift Credit', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'victory')] }));
    expect(total(r, 'k1')).toBe(5);
    expect(total(r, 'k1', 'gift_credit')).toBe(1);
    expect(r.entries.filter((e) => e.contractorId === 'k1').map((e) => [e.kind, e.resource, e.amount])).toEqual([
      ['contract_attendance', 'exp', 3],
      ['contract_victory', 'exp', 2],
      ['contract_victory', 'gift_credit', 1],
    ]);
    expect(r.victors).toEqual(['k1']);
  });

  it('example: the same victory with the Commission earns 7 Exp', () => {
    const r = rewards(
      contract({ attendees: [attendee(1, 'victory'), attendee(2, 'failure')], commissionContractorId: 'k1' }),
    );
    expect(total(r, 'k1')).toBe(7);
    expect(total(r, 'k2')).toBe(3);
    expect(r.entries.find((e) => e.kind === 'commission')).toMatchObject({
      contractorId: 'k1',
      amount: 2,
      cause: { contractId: 'c1', attendanceId: 'a1' },
    });
  });

  it('example: a failure away from the home Playgroup earns only 1 Exp; a victory away earns 3', () => {
    const r = rewards(
      contract({
        attendees: [
          attendee(1, 'failure', { homePlaygroupId: 'pg-other' }),
          attendee(2, 'victory', { homePlaygroupId: 'pg-other' }),
        ],
      }),
    );
    expect(total(r, 'k1')).toBe(1);
    expect(total(r, 'k2')).toBe(3);
    expect(r.entries[0]!.cause).toEqual({ contractId: 'c1', attendanceId: 'a1', home: false });
  });

  it('every entry points at the Contract, and attendees’ entries at their attendance', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'victory'), attendee(2, 'death')] }));
    for (const e of r.entries) {
      expect(e.cause.contractId).toBe('c1');
      if (e.contractorId === 'k1' || e.userId === 'u2') expect(e.cause.attendanceId).toMatch(/^a[12]$/);
    }
  });
});

describe('contractRewards: deaths, declines and the GM', () => {
  it('a death pays the player a Coin of Charon (no Contractor) and keeps the attendance Exp', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'victory'), attendee(2, 'death')] }));
    expect(r.entries.filter((e) => e.resource === 'coin_of_charon')).toEqual([
      {
        contractorId: null,
        userId: 'u2',
        resource: 'coin_of_charon',
        amount: 1,
        kind: 'death',
        cause: { contractId: 'c1', attendanceId: 'a2', deceasedContractorId: 'k2' },
      },
    ]);
    expect(total(r, 'k2')).toBe(3);
    expect(total(r, 'k2', 'gift_credit')).toBe(0);
    expect(r.deaths).toEqual([{ contractorId: 'k2', attendanceId: 'a2', playerUserId: 'u2' }]);
    expect(r.survivors).toEqual(['k1']);
  });

  it('a Contractor who declined the invitation gets nothing and needs no standing', () => {
    const r = rewards(
      contract({ attendees: [attendee(1, 'failure'), attendee(9, 'declined', { firstContractEver: true })] }),
    );
    expect(r.entries.some((e) => e.contractorId === 'k9' || e.userId === 'u9')).toBe(false);
    expect(r.gmBonusConditions).toEqual([]);
  });

  it('the GM’s chosen Contractor gets the Improvement', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'failure')] }));
    expect(r.entries.find((e) => e.kind === 'gm_improvement')).toEqual({
      contractorId: 'gm-k',
      userId: 'gm',
      resource: 'improvement',
      amount: 1,
      kind: 'gm_improvement',
      cause: { contractId: 'c1' },
    });
    expect(r.refused).toEqual([]);
  });

  it('the GM Improvement is held back only without a chosen Contractor or for a dead one', () => {
    const reason = (c: FinishedContract, s = STANDINGS) =>
      rewards(c, s).refused.find((x) => x.entry.kind === 'gm_improvement')?.reason;
    expect(reason(contract({ gm: { userId: 'gm' } }))).toBe('no_recipient');
    expect(reason(contract(), { ...STANDINGS, 'gm-k': standing({ victories: 5, dead: true }) })).toBe('recipient_dead');
  });

  it('at the Gift Credit + Improvement cap the GM Improvement is still granted, and waits for a victory', () => {
    const paid = (s: ReturnType<typeof standing>) => rewards(contract(), { ...STANDINGS, 'gm-k': s });
    // Cap = 2 × victories: a Contractor that never won keeps the Improvement but cannot spend it yet.
    const never = paid(standing());
    expect(never.refused).toEqual([]);
    expect(never.entries.filter((e) => e.kind === 'gm_improvement')).toHaveLength(1);
    expect(never.waiting).toEqual([{ contractorId: 'gm-k', amount: 1 }]);
    expect(paid(standing({ victories: 5, creditsReceived: 10 })).waiting).toEqual([
      { contractorId: 'gm-k', amount: 1 },
    ]);
    // One short of the cap: the Improvement fits and nothing waits.
    expect(paid(standing({ victories: 5, creditsReceived: 9 })).waiting).toEqual([]);
  });
});

describe('contractRewards: GM bonus Exp', () => {
  const gmBonus = (r: ContractRewards) =>
    r.entries.filter((e) => e.kind === 'into_the_fold' || e.kind === 'golden_ratio');

  it('Into the Fold: a taking-part player’s first Contract ever pays the GM +6', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'failure', { firstContractEver: true })] }));
    expect(gmBonus(r)).toEqual([
      {
        contractorId: 'gm-k',
        userId: 'gm',
        resource: 'exp',
        amount: 6,
        kind: 'into_the_fold',
        cause: { contractId: 'c1', conditions: ['into_the_fold'] },
      },
    ]);
  });

  it('the bonus goes to the GM’s bonus Contractor when one is named', () => {
    const r = rewards(
      contract({
        gm: { userId: 'gm', improvementContractorId: 'gm-k', bonusContractorId: 'r-k' },
        attendees: [attendee(1, 'failure', { firstContractEver: true })],
      }),
    );
    expect(gmBonus(r)[0]!.contractorId).toBe('r-k');
  });

  it('Golden Ratio: only when the Playgroup enabled it, and only with a death and a victory', () => {
    const deadly = [attendee(1, 'victory'), attendee(2, 'death')];
    expect(gmBonus(rewards(contract({ attendees: deadly })))).toEqual([]);
    const on = { goldenRatio: true, healing: 'gritty' } as const;
    expect(gmBonus(rewards(contract({ attendees: deadly, houseRules: on })))).toMatchObject([
      { kind: 'golden_ratio', amount: 6 },
    ]);
    expect(
      gmBonus(rewards(contract({ attendees: [attendee(1, 'failure'), attendee(2, 'death')], houseRules: on }))),
    ).toEqual([]);
    expect(
      gmBonus(rewards(contract({ attendees: [attendee(1, 'victory'), attendee(2, 'victory')], houseRules: on }))),
    ).toEqual([]);
  });

  it('both conditions pay one +6, not 12 (the seed pays for a Contract meeting one of them)', () => {
    const c = contract({
      attendees: [attendee(1, 'victory', { firstContractEver: true }), attendee(2, 'death')],
      houseRules: { goldenRatio: true, healing: 'arcade' },
    });
    expect(gmBonusConditions(c)).toEqual(['into_the_fold', 'golden_ratio']);
    expect(gmBonus(rewards(c))).toMatchObject([
      { kind: 'into_the_fold', amount: 6, cause: { conditions: ['into_the_fold', 'golden_ratio'] } },
    ]);
  });

  it('no chosen Contractor: the bonus is refused with no_recipient', () => {
    const r = rewards(
      contract({ gm: { userId: 'gm' }, attendees: [attendee(1, 'failure', { firstContractEver: true })] }),
    );
    expect(r.refused.map((x) => [x.entry.kind, x.reason])).toEqual([
      ['gm_improvement', 'no_recipient'],
      ['into_the_fold', 'no_recipient'],
    ]);
  });
});

describe('contractRewards: Ringers', () => {
  const ringer = (over: Partial<RingerResult> = {}): RingerResult => ({
    attendanceId: 'ar',
    playerUserId: 'ur',
    achieved: true,
    bonusContractorId: 'r-k',
    ...over,
  });

  it('example: a Ringer who achieved the objective gives 4 bonus Exp, one who missed it 2', () => {
    const hit = rewards(contract({ ringers: [ringer()] }));
    expect(hit.entries.filter((e) => e.kind === 'ringer_bonus')).toEqual([
      {
        contractorId: 'r-k',
        userId: 'ur',
        resource: 'exp',
        amount: 4,
        kind: 'ringer_bonus',
        cause: { contractId: 'c1', attendanceId: 'ar', achieved: true },
      },
    ]);
    expect(total(rewards(contract({ ringers: [ringer({ achieved: false })] })), 'r-k')).toBe(2);
  });

  it('a Ringer earns no Gift Credit or Improvement', () => {
    const r = rewards(contract({ ringers: [ringer()] }));
    expect(r.entries.filter((e) => e.contractorId === 'r-k').map((e) => e.resource)).toEqual(['exp']);
  });

  it('a Ringer without a chosen Contractor, or with a dead one, gets nothing', () => {
    expect(rewards(contract({ ringers: [ringer({ bonusContractorId: null })] })).refused[0]!.reason).toBe(
      'no_recipient',
    );
    expect(
      rewards(contract({ ringers: [ringer()] }), { ...STANDINGS, 'r-k': standing({ dead: true }) }).refused[0]!.reason,
    ).toBe('recipient_dead');
  });

  it('nor can a Contractor who died earlier on this very Contract take bonus Exp', () => {
    const r = rewards(contract({ attendees: [attendee(1, 'death')], ringers: [ringer({ bonusContractorId: 'k1' })] }));
    expect(r.refused.map((x) => [x.entry.contractorId, x.reason])).toEqual([['k1', 'recipient_dead']]);
  });
});

describe('contractRewards: the bonus Exp cap (10 + 12 × victories)', () => {
  const ringer: RingerResult = { playerUserId: 'ur', achieved: true, bonusContractorId: 'r-k' };

  it('example: 1 victory and 22 earned is still allowed; the +4 lands whole (to 26)', () => {
    const r = rewards(contract({ ringers: [ringer] }), {
      ...STANDINGS,
      'r-k': standing({ victories: 1, earnedExpForCap: 22 }),
    });
    expect(total(r, 'r-k')).toBe(4);
  });

  it('example: 1 victory and 23 earned is over the cap: refused with bonus_exp_cap', () => {
    const r = rewards(contract({ ringers: [ringer] }), {
      ...STANDINGS,
      'r-k': standing({ victories: 1, earnedExpForCap: 23 }),
    });
    expect(total(r, 'r-k')).toBe(0);
    expect(r.refused).toEqual([
      {
        entry: {
          contractorId: 'r-k',
          userId: 'ur',
          resource: 'exp',
          amount: 4,
          kind: 'ringer_bonus',
          cause: { contractId: 'c1', achieved: true },
        },
        reason: 'bonus_exp_cap',
      },
    ]);
  });

  it('the GM’s bonus is capped the same way', () => {
    const c = contract({ attendees: [attendee(1, 'failure', { firstContractEver: true })] });
    const r = rewards(c, { ...STANDINGS, 'gm-k': standing({ victories: 0, earnedExpForCap: 11 }) });
    expect(r.refused.map((x) => x.reason)).toEqual(['bonus_exp_cap']);
    expect(r.waiting).toEqual([{ contractorId: 'gm-k', amount: 1 }]);
  });

  it('caps read a running tally: Exp and victories paid earlier in the same Contract count', () => {
    // k1 starts at 20 earned, 1 victory (cap 22): +3 for a home failure takes it to 23 before a bonus reaches it.
    const s = { ...STANDINGS, k1: standing({ victories: 1, earnedExpForCap: 20 }) };
    const fail = rewards(
      contract({ attendees: [attendee(1, 'failure')], ringers: [{ ...ringer, bonusContractorId: 'k1' }] }),
      s,
    );
    expect(fail.refused.map((x) => x.reason)).toEqual(['bonus_exp_cap']);
    // The same Contractor winning: 25 earned but 2 victories (cap 34), so the bonus lands.
    const win = rewards(
      contract({ attendees: [attendee(1, 'victory')], ringers: [{ ...ringer, bonusContractorId: 'k1' }] }),
      s,
    );
    expect(win.refused).toEqual([]);
  });
});

describe('contractRewards: Status and checks', () => {
  it('Status follows victories: 3 → 4 makes a Novice, 9 → 10 a Seasoned (RULINGS), 5 → 6 changes nothing', () => {
    const s = {
      ...STANDINGS,
      k1: standing({ victories: 3 }),
      k2: standing({ victories: 9 }),
      k3: standing({ victories: 5 }),
    };
    const r = rewards(
      contract({ attendees: [attendee(1, 'victory'), attendee(2, 'victory'), attendee(3, 'victory')] }),
      s,
    );
    expect(r.statusChanges).toEqual([
      { contractorId: 'k1', before: 'newbie', after: 'novice' },
      { contractorId: 'k2', before: 'novice', after: 'seasoned' },
    ]);
  });

  it('refuses inconsistent finishing input with codes', () => {
    const codes = (c: FinishedContract) => {
      const r = contractRewards({ contract: c, standings: STANDINGS });
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(
      codes(
        contract({
          attendees: [attendee(1, 'victory'), attendee(1, 'failure', { attendanceId: 'a9', playerUserId: 'u9' })],
        }),
      ),
    ).toEqual(['duplicate_contractor']);
    expect(
      codes(contract({ attendees: [attendee(1, 'victory'), attendee(2, 'failure', { playerUserId: 'u1' })] })),
    ).toEqual(['duplicate_player']);
    expect(
      codes(contract({ attendees: [attendee(1, 'victory'), attendee(2, 'failure', { attendanceId: 'a1' })] })),
    ).toEqual(['duplicate_attendance']);
    expect(
      codes(contract({ attendees: [attendee(1, 'victory')], ringers: [{ playerUserId: 'u1', achieved: true }] })),
    ).toEqual(['duplicate_player']);
    expect(codes(contract({ attendees: [attendee(1, 'victory', { playerUserId: 'gm' })] }))).toEqual(['gm_is_player']);
    expect(codes(contract({ attendees: [attendee(1, 'declined')], commissionContractorId: 'k1' }))).toEqual([
      'commission_not_attending',
    ]);
    expect(codes(contract({ attendees: [attendee(1, 'victory')], commissionContractorId: 'k7' }))).toEqual([
      'commission_not_attending',
    ]);
    expect(codes(contract({ attendees: [attendee(1, 'death')], commissionContractorId: 'k1' }))).toEqual([
      'commission_dead',
    ]);
  });

  it('throws when the caller forgot a standing (a programmer mistake)', () => {
    expect(() =>
      contractRewards({ contract: contract({ attendees: [attendee(7, 'failure')] }), standings: STANDINGS }),
    ).toThrow(/k7/);
  });
});

// ---- properties over random finished Contracts ----

const standingArb = fc.record({
  victories: fc.nat(30),
  earnedExpForCap: fc.nat(400),
  creditsReceived: fc.nat(62),
  dead: fc.boolean(),
});
const contractArb = fc
  .record({
    seats: fc.array(
      fc.record({
        outcome: fc.constantFrom<AttendeeOutcome>('victory', 'failure', 'death', 'declined'),
        home: fc.boolean(),
        first: fc.boolean(),
        standing: standingArb,
      }),
      { maxLength: 6 },
    ),
    ringers: fc.array(fc.record({ achieved: fc.boolean(), chosen: fc.boolean(), standing: standingArb }), {
      maxLength: 3,
    }),
    goldenRatio: fc.boolean(),
    gmChooses: fc.boolean(),
    gmStanding: standingArb,
    commissionPick: fc.nat(5),
  })
  .map(({ seats, ringers, goldenRatio, gmChooses, gmStanding, commissionPick }) => {
    const attendees = seats.map((s, i) =>
      attendee(i + 1, s.outcome, { homePlaygroupId: s.home ? HOME : 'pg-x', firstContractEver: s.first }),
    );
    const standings: Record<string, ContractorStanding> = { 'gm-k': { ...gmStanding } };
    seats.forEach((s, i) => (standings[`k${i + 1}`] = { ...s.standing, dead: false }));
    ringers.forEach((r, i) => (standings[`rk${i}`] = r.standing));
    const eligible = attendees.filter((a) => a.outcome === 'victory' || a.outcome === 'failure');
    const c = contract({
      gm: { userId: 'gm', improvementContractorId: gmChooses ? 'gm-k' : null },
      houseRules: { goldenRatio, healing: 'gritty' },
      attendees,
      ringers: ringers.map((r, i) => ({
        attendanceId: `ar${i}`,
        playerUserId: `ur${i}`,
        achieved: r.achieved,
        bonusContractorId: r.chosen ? `rk${i}` : null,
      })),
      commissionContractorId: eligible.length > 0 ? eligible[commissionPick % eligible.length]!.contractorId : null,
    });
    return { contract: c, standings };
  });

describe('contractRewards: properties', () => {
  it('is deterministic and ignores the order attendees and Ringers are listed in', () => {
    fc.assert(
      fc.property(contractArb, fc.nat(), (input, seed) => {
        const once = contractRewards(input);
        expect(contractRewards(input)).toEqual(once);
        const rotate = <T>(xs: readonly T[]) =>
          xs.length === 0 ? [...xs] : [...xs.slice(seed % xs.length), ...xs.slice(0, seed % xs.length)].reverse();
        const shuffled = {
          ...input,
          contract: {
            ...input.contract,
            attendees: rotate(input.contract.attendees),
            ringers: rotate(input.contract.ringers),
          },
        };
        expect(contractRewards(shuffled)).toEqual(once);
      }),
    );
  });

  it('each attendee’s Contract Exp equals contractExp (and 0 for a decline); every entry is well formed', () => {
    fc.assert(
      fc.property(contractArb, (input) => {
        const r = rewards(input.contract, input.standings);
        for (const e of r.entries) {
          assertLedgerEntry(e);
          expect(e.cause.contractId).toBe('c1');
        }
        for (const a of input.contract.attendees) {
          const paid = r.entries
            .filter((e) => e.contractorId === a.contractorId && e.resource === 'exp')
            .reduce((s, e) => s + e.amount, 0);
          const expected =
            a.outcome === 'declined'
              ? 0
              : contractExp({
                  home: a.homePlaygroupId === HOME,
                  victory: a.outcome === 'victory',
                  commission: a.contractorId === input.contract.commissionContractorId,
                });
          expect(paid).toBe(expected);
          const coins = r.entries.filter((e) => e.resource === 'coin_of_charon' && e.userId === a.playerUserId).length;
          expect(coins).toBe(a.outcome === 'death' ? 1 : 0);
        }
      }),
    );
  });

  it('bonus Exp is only ever granted while the recipient is within the cap, never to the dead', () => {
    fc.assert(
      fc.property(contractArb, (input) => {
        const r = rewards(input.contract, input.standings);
        // Replay the entries in order with an independent tally.
        const tally = new Map(Object.entries(input.standings).map(([id, s]) => [id, { ...s }]));
        const deaths = new Set<string>();
        for (const e of r.entries) {
          if (e.kind === 'death') deaths.add(e.cause.deceasedContractorId as string);
          if (e.contractorId === null) continue;
          const t = tally.get(e.contractorId)!;
          if (isBonusKind(e.kind)) {
            expect(bonusExpAllowed({ earnedExp: t.earnedExpForCap, victories: t.victories })).toBe(true);
            expect(t.dead || deaths.has(e.contractorId)).toBe(false);
          }
          if (e.resource === 'exp') t.earnedExpForCap += e.amount;
          if (e.kind === 'contract_victory' && e.resource === 'exp') t.victories += 1;
        }
        const gmBonuses = [...r.entries, ...r.refused.map((x) => x.entry)].filter(
          (e) => e.kind === 'into_the_fold' || e.kind === 'golden_ratio',
        );
        expect(gmBonuses.length).toBe(r.gmBonusConditions.length > 0 ? 1 : 0);
      }),
    );
  });
});
