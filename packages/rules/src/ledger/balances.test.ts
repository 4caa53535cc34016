import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balances, capStanding, earnedExpForCap, type FoldableEntry } from './balances.js';
import {
  LEDGER_KIND_IDS,
  LEDGER_KINDS,
  LEDGER_RESOURCES,
  type LedgerKind,
  type LedgerResource,
} from './ledger-entry.js';

const e = (resource: LedgerResource, amount: number, kind: LedgerKind, voided = false): FoldableEntry => ({
  resource,
  amount,
  kind,
  voided,
});

/** A new Contractor: 150 to start, 120 on traits, a 2-point Liability credited, a 3-point Asset bought. */
const created = [
  e('exp', 150, 'starting_exp'),
  e('exp', -120, 'creation_traits'),
  e('exp', 2, 'liability'),
  e('exp', -3, 'asset'),
];

describe('balances', () => {
  it('a fresh Contractor has earned nothing: the starting 150 and a Liability credit are not earnings', () => {
    expect(balances(created).exp).toEqual({ earned: 0, spent: 123, available: 29 });
    expect(earnedExpForCap(created)).toBe(0);
  });

  it('example (seed 000): a home victory adds 5 earned Exp, and 7 with the Commission', () => {
    const won = [...created, e('exp', 3, 'contract_attendance'), e('exp', 2, 'contract_victory')];
    expect(earnedExpForCap(won)).toBe(5);
    expect(earnedExpForCap([...won, e('exp', 2, 'commission')])).toBe(7);
  });

  it('counts spending as spent, not as negative earnings', () => {
    const ledger = [...created, e('exp', 3, 'contract_attendance'), e('exp', -10, 'raise_attribute')];
    expect(balances(ledger).exp).toEqual({ earned: 3, spent: 133, available: 22 });
  });

  it('folds Gift Credits, Improvements and Coins with what came in and went out', () => {
    const ledger = [
      e('gift_credit', 1, 'contract_victory'),
      e('gift_credit', 1, 'gifted'),
      e('gift_credit', -1, 'gift_purchase'),
      e('improvement', 1, 'gm_improvement'),
      e('improvement', -1, 'gift_improvement'),
      e('coin_of_charon', 1, 'death'),
      e('coin_of_charon', 1, 'death'),
      e('coin_of_charon', -1, 'coin_spent'),
    ];
    const b = balances(ledger);
    expect(b.giftCredits).toEqual({ received: 2, spent: 1, available: 1 });
    expect(b.improvements).toEqual({ received: 1, spent: 1, available: 0 });
    expect(b.coins).toEqual({ received: 2, spent: 1, available: 1 });
  });

  it('skips voided entries', () => {
    expect(
      balances([...created, e('exp', 3, 'contract_attendance', true), e('gift_credit', 1, 'contract_victory', true)]),
    ).toEqual(balances(created));
  });

  it('property: available is the sum of every counted amount, earned − spent + creation credits', () => {
    const entry = fc.record({
      resource: fc.constantFrom(...LEDGER_RESOURCES),
      amount: fc.integer({ min: -20, max: 20 }).filter((n) => n !== 0),
      kind: fc.constantFrom(...LEDGER_KIND_IDS),
      voided: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (ledger) => {
        const b = balances(ledger);
        const live = ledger.filter((x) => !x.voided);
        const sum = (r: LedgerResource) => live.filter((x) => x.resource === r).reduce((s, x) => s + x.amount, 0);
        const creation = live
          .filter((x) => x.resource === 'exp' && x.amount > 0 && LEDGER_KINDS[x.kind].group === 'creation')
          .reduce((s, x) => s + x.amount, 0);
        expect(b.exp.available).toBe(sum('exp'));
        expect(b.exp.earned - b.exp.spent + creation).toBe(sum('exp'));
        expect(b.giftCredits.available).toBe(sum('gift_credit'));
        expect(b.coins.received - b.coins.spent).toBe(sum('coin_of_charon'));
      }),
    );
  });
});

describe('capStanding', () => {
  it('bonus Exp cap: 10 + 12 × victories, allowed up to and including it (RULINGS)', () => {
    const at = (earned: number) => [
      e('exp', 150, 'starting_exp'),
      ...(earned > 0 ? [e('exp', earned, 'contract_attendance')] : []),
    ];
    expect(capStanding(at(22), 1)).toMatchObject({ earnedExpForCap: 22, bonusExpCap: 22, bonusExpAllowed: true });
    expect(capStanding(at(23), 1)).toMatchObject({ earnedExpForCap: 23, bonusExpAllowed: false });
    expect(capStanding(at(10), 0).bonusExpAllowed).toBe(true);
    expect(capStanding(at(11), 0).bonusExpAllowed).toBe(false);
  });

  it('example (seed 000): 7 victories → 7 Gift Credits already, room for 7 Improvements', () => {
    const ledger = Array.from({ length: 7 }, () => e('gift_credit', 1, 'contract_victory'));
    expect(capStanding(ledger, 7)).toMatchObject({ creditsReceived: 7, creditCap: 14, creditRoom: 7 });
    const full = [...ledger, ...Array.from({ length: 7 }, () => e('improvement', 1, 'gm_improvement'))];
    expect(capStanding(full, 7).creditRoom).toBe(0);
  });

  it('example (seed 000): 7 victories after starting with a Coin of Charon → room for only 6 Improvements', () => {
    const ledger = [
      e('gift_credit', 1, 'coin_of_charon'),
      ...Array.from({ length: 7 }, () => e('gift_credit', 1, 'contract_victory')),
    ];
    expect(capStanding(ledger, 7)).toMatchObject({ creditsReceived: 8, creditRoom: 6 });
  });

  it('spending a credit does not make room: the cap counts what was received', () => {
    const ledger = [
      e('gift_credit', 1, 'contract_victory'),
      e('gift_credit', 1, 'contract_victory'),
      e('improvement', 1, 'gm_improvement'),
      e('improvement', 1, 'journal'),
      e('improvement', -2, 'gift_improvement'),
    ];
    expect(capStanding(ledger, 2)).toMatchObject({ creditsReceived: 4, creditRoom: 0 });
  });
});
