import { describe, expect, it } from 'vitest';
import {
  LEDGER_KINDS,
  LEDGER_KIND_IDS,
  assertLedgerEntry,
  isBonusKind,
  type LedgerEntryDraft,
} from './ledger-entry.js';

const exp = (amount: number, kind: LedgerEntryDraft['kind']): LedgerEntryDraft => ({
  contractorId: 'k1',
  resource: 'exp',
  amount,
  kind,
  cause: {},
});

describe('ledger entry kinds', () => {
  it('keeps the kinds the platform already stores', () => {
    for (const kind of [
      'starting_exp',
      'creation_traits',
      'asset',
      'liability',
      'gifted',
      'coin_of_charon',
      'raise_attribute',
      'raise_ability',
      'raise_source',
      'therapy',
    ]) {
      expect(LEDGER_KIND_IDS).toContain(kind);
    }
  });

  it('marks exactly the seed’s bonus Exp as bonus (GMing conditions, Ringers, Move write-ups)', () => {
    expect(LEDGER_KIND_IDS.filter(isBonusKind).sort()).toEqual([
      'golden_ratio',
      'into_the_fold',
      'move_bonus',
      'ringer_bonus',
    ]);
  });

  it('lets a Victory pay Exp and a Gift Credit, but never an Improvement', () => {
    expect(LEDGER_KINDS.contract_victory.resources).toEqual(['exp', 'gift_credit']);
    expect(() => assertLedgerEntry({ ...exp(1, 'contract_victory'), resource: 'improvement' })).toThrow(TypeError);
  });
});

describe('assertLedgerEntry', () => {
  it('accepts a well-formed Contractor entry and a player Coin', () => {
    expect(() => assertLedgerEntry(exp(3, 'contract_attendance'))).not.toThrow();
    expect(() =>
      assertLedgerEntry({
        contractorId: null,
        userId: 'u1',
        resource: 'coin_of_charon',
        amount: 1,
        kind: 'death',
        cause: {},
      }),
    ).not.toThrow();
  });

  it('refuses zero, fractional and unknown entries', () => {
    expect(() => assertLedgerEntry(exp(0, 'journal'))).toThrow(RangeError);
    expect(() => assertLedgerEntry(exp(1.5, 'journal'))).toThrow(RangeError);
    expect(() => assertLedgerEntry(exp(1, 'nonsense' as never))).toThrow(TypeError);
  });

  it('puts Coins with players and everything else with Contractors', () => {
    expect(() =>
      assertLedgerEntry({
        contractorId: 'k1',
        userId: 'u1',
        resource: 'coin_of_charon',
        amount: 1,
        kind: 'death',
        cause: {},
      }),
    ).toThrow(/player/);
    expect(() =>
      assertLedgerEntry({ contractorId: null, resource: 'coin_of_charon', amount: 1, kind: 'death', cause: {} }),
    ).toThrow(/player/);
    expect(() => assertLedgerEntry({ ...exp(3, 'contract_attendance'), contractorId: null })).toThrow(/contractorId/);
  });
});
