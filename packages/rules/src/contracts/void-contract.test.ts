import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balances } from '../ledger/balances.js';
import { LEDGER_KIND_IDS, LEDGER_KINDS, type LedgerEntry, type LedgerEntryDraft } from '../ledger/ledger-entry.js';
import { markVoided } from '../ledger/void-entries.js';
import { contractRewards, type ContractorStanding } from './contract-rewards.js';
import type { Attendee, AttendeeOutcome, FinishedContract } from './finished-contract.js';
import { voidContract } from './void-contract.js';

const stored = (drafts: readonly LedgerEntryDraft[], prefix: string): LedgerEntry[] =>
  drafts.map((d, i) => ({ ...d, id: `${prefix}${i}`, voided: false }));
const attendee = (n: number, outcome: AttendeeOutcome): Attendee => ({
  attendanceId: `a${n}`,
  contractorId: `k${n}`,
  playerUserId: `u${n}`,
  homePlaygroupId: 'pg',
  outcome,
  firstContractEver: false,
});
const finished = (attendees: Attendee[], over: Partial<FinishedContract> = {}): FinishedContract => ({
  id: 'c1',
  playgroupId: 'pg',
  gm: { userId: 'gm', improvementContractorId: 'gm-k' },
  houseRules: { goldenRatio: true, healing: 'gritty' },
  attendees,
  ringers: [],
  ...over,
});
function paid(c: FinishedContract, standings: Record<string, ContractorStanding>): LedgerEntry[] {
  const r = contractRewards({ contract: c, standings });
  if (!r.ok) throw new Error('bad fixture');
  return stored(r.value.entries, 'c1-');
}
const holderOf = (e: LedgerEntry) => e.contractorId ?? `player ${e.userId}`;
const balancesByHolder = (entries: readonly LedgerEntry[]) => {
  const holders = [...new Set(entries.map(holderOf))].sort();
  return Object.fromEntries(holders.map((h) => [h, balances(entries.filter((e) => holderOf(e) === h))]));
};

describe('voidContract', () => {
  const base = { victories: 0, earnedExpForCap: 0, creditsReceived: 0 };
  const standings = { k1: { ...base, victories: 3 }, k2: base, 'gm-k': { ...base, victories: 4, creditsReceived: 4 } };
  const prior = stored(
    [
      { contractorId: 'k1', resource: 'exp', amount: 150, kind: 'starting_exp', cause: {} },
      { contractorId: 'k2', resource: 'exp', amount: 150, kind: 'starting_exp', cause: {} },
    ],
    'p',
  );
  const rewards = paid(finished([attendee(1, 'victory'), attendee(2, 'death')]), standings);
  const ledger = [...prior, ...rewards];

  it('voids every entry the Contract caused, Coins and GM rewards included', () => {
    const v = voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 4 } });
    expect(v.entryIds).toEqual(rewards.map((e) => e.id));
    expect(v.contractorIds.sort()).toEqual(['gm-k', 'k1', 'k2']);
  });

  it('takes the victory back, restoring the Status (Novice at 4 → Newbie at 3)', () => {
    const v = voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 4 } });
    expect(v.victoriesLost).toEqual(['k1']);
    expect(v.statusChanges).toEqual([{ contractorId: 'k1', before: 'novice', after: 'newbie' }]);
  });

  it('brings back the Contractor who died in it', () => {
    expect(voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 4 } }).revived).toEqual(['k2']);
  });

  it('reports balances the voiding takes below zero: a spent Coin, spent Exp', () => {
    const spent = [
      ...ledger,
      ...stored(
        [
          { contractorId: null, userId: 'u2', resource: 'coin_of_charon', amount: -1, kind: 'coin_spent', cause: {} },
          { contractorId: 'k1', resource: 'exp', amount: -154, kind: 'raise_attribute', cause: {} },
        ],
        's',
      ),
    ];
    const v = voidContract({ entries: spent, contractId: 'c1', victories: { k1: 4 } });
    expect(v.overdrawn).toEqual([
      { contractorId: 'k1', userId: null, resource: 'exp', available: -4 },
      { contractorId: null, userId: 'u2', resource: 'coin_of_charon', available: -1 },
    ]);
    expect(voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 4 } }).overdrawn).toEqual([]);
  });

  it('voiding an already voided Contract changes nothing', () => {
    const once = markVoided(ledger, voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 4 } }).entryIds);
    expect(voidContract({ entries: once, contractId: 'c1', victories: { k1: 3 } })).toEqual({
      entryIds: [],
      victoriesLost: [],
      statusChanges: [],
      revived: [],
      contractorIds: [],
      overdrawn: [],
    });
  });

  it('throws without the current victory count of a winner', () => {
    expect(() => voidContract({ entries: ledger, contractId: 'c1', victories: {} })).toThrow(/k1/);
    expect(() => voidContract({ entries: ledger, contractId: 'c1', victories: { k1: 0 } })).toThrow(RangeError);
  });

  it('property: voiding every entry of a Contract restores every balance exactly', () => {
    const priorEntry = (holder: string) =>
      fc
        .record({
          kind: fc.constantFrom(
            ...LEDGER_KIND_IDS.filter((k) => LEDGER_KINDS[k].resources.some((r) => r !== 'coin_of_charon')),
          ),
          amount: fc.integer({ min: -30, max: 30 }).filter((n) => n !== 0),
          voided: fc.boolean(),
          contractId: fc.constantFrom(undefined, 'c0', 'c2'),
        })
        .map(({ kind, amount, voided, contractId }): Omit<LedgerEntry, 'id'> => ({
          contractorId: holder,
          resource: LEDGER_KINDS[kind].resources.find((r) => r !== 'coin_of_charon')!,
          amount,
          kind,
          voided,
          cause: contractId ? { contractId } : {},
        }));
    const outcome = fc.constantFrom<AttendeeOutcome>('victory', 'failure', 'death', 'declined');
    fc.assert(
      fc.property(
        fc.array(outcome, { minLength: 1, maxLength: 5 }),
        fc.array(fc.oneof(priorEntry('k1'), priorEntry('k2'), priorEntry('gm-k')), { maxLength: 30 }),
        fc.boolean(),
        (outcomes, priorEntries, firstEver) => {
          const attendees = outcomes.map((o, i) => ({
            ...attendee(i + 1, o),
            firstContractEver: firstEver && i === 0,
          }));
          const s: Record<string, ContractorStanding> = {
            'gm-k': { victories: 6, earnedExpForCap: 30, creditsReceived: 6 },
          };
          attendees.forEach((a) => (s[a.contractorId] = { victories: 2, earnedExpForCap: 10, creditsReceived: 2 }));
          const before = priorEntries.map((e, i) => ({ ...e, id: `p${i}` }));
          const after = [...before, ...paid(finished(attendees), s)];
          const victories = Object.fromEntries(attendees.map((a) => [a.contractorId, a.outcome === 'victory' ? 3 : 2]));
          const v = voidContract({ entries: after, contractId: 'c1', victories });
          const restored = markVoided(after, v.entryIds);
          const holders = balancesByHolder(restored);
          const expected = balancesByHolder(before);
          for (const [holder, b] of Object.entries(holders)) {
            expect(b, holder).toEqual(expected[holder] ?? balances([]));
          }
          expect(v.victoriesLost.sort()).toEqual(
            attendees
              .filter((a) => a.outcome === 'victory')
              .map((a) => a.contractorId)
              .sort(),
          );
          expect(v.revived.sort()).toEqual(
            attendees
              .filter((a) => a.outcome === 'death')
              .map((a) => a.contractorId)
              .sort(),
          );
        },
      ),
    );
  });
});
