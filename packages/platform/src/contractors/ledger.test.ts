import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLedgerEntry, foldLedger } from './ledger.js';

const entry = (
  resource: 'exp' | 'gift_credit' | 'improvement',
  amount: number,
  kind: string,
  voidedAt: Date | null = null,
) => ({ resource, amount, kind, voidedAt });

describe('foldLedger', () => {
  it('counts earned Exp without the starting 150, spent as the losses, available as the sum', () => {
    const totals = foldLedger([
      entry('exp', 150, 'starting_exp'),
      entry('exp', -120, 'creation_traits'),
      entry('exp', 4, 'liability'),
      entry('exp', -6, 'asset'),
      entry('exp', 7, 'contract'),
      entry('exp', 50, 'contract', new Date()),
      entry('gift_credit', 1, 'coin_of_charon'),
      entry('gift_credit', 1, 'gifted'),
      entry('improvement', 1, 'improvement'),
    ]);
    expect(totals).toEqual({ exp: { earned: 11, spent: 126, available: 35 }, giftCredits: 2, improvements: 1 });
  });

  it('an empty ledger has nothing', () => {
    expect(foldLedger([])).toEqual({ exp: { earned: 0, spent: 0, available: 0 }, giftCredits: 0, improvements: 0 });
  });

  it('always satisfies available = starting + earned − spent, and ignores voided entries', () => {
    const arbitraryEntry = fc.record({
      resource: fc.constantFrom('exp' as const, 'gift_credit' as const, 'improvement' as const),
      amount: fc.integer({ min: -200, max: 200 }),
      kind: fc.constantFrom('starting_exp', 'contract', 'raise_attribute', 'therapy'),
      voidedAt: fc.option(fc.constant(new Date(0)), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 40 }), (entries) => {
        const totals = foldLedger(entries);
        const live = entries.filter((e) => e.voidedAt === null);
        const starting = live
          .filter((e) => e.resource === 'exp' && e.kind === 'starting_exp' && e.amount > 0)
          .reduce((s, e) => s + e.amount, 0);
        expect(totals.exp.available).toBe(starting + totals.exp.earned - totals.exp.spent);
        expect(totals.exp.spent).toBeGreaterThanOrEqual(0);
        expect(totals.exp.earned).toBeGreaterThanOrEqual(0);
        expect(foldLedger(live)).toEqual(totals);
      }),
    );
  });
});

describe('describeLedgerEntry', () => {
  it.each([
    [{ kind: 'raise_attribute', cause: { trait: 'dexterity', from: 2, to: 3 } }, 'Raised Dexterity from 2 to 3'],
    [{ kind: 'raise_ability', cause: { trait: 'firearms', from: 0, to: 1 } }, 'Raised Firearms from 0 to 1'],
    [
      { kind: 'raise_ability', cause: { trait: 'Knife throwing', from: 1, to: 2 } },
      'Raised Knife throwing from 1 to 2',
    ],
    [{ kind: 'raise_source', cause: { from: 1, to: 2 } }, 'Raised Source capacity from 1 to 2'],
    [{ kind: 'therapy', cause: { name: 'Paranoia' } }, 'Therapy for the Trauma Paranoia'],
    [{ kind: 'mystery_bonus', cause: {}, amount: 7 }, 'mystery bonus (+7 exp)'],
    [
      { kind: 'contract_attendance', cause: { contractTitle: 'The Lighthouse' }, amount: 3 },
      'Took part in a Contract: “The Lighthouse”',
    ],
    [{ kind: 'commission', cause: {}, amount: 2 }, 'Picked by the GM for the Commission'],
  ])('describes %o', (partial, words) => {
    expect(describeLedgerEntry({ amount: -1, resource: 'exp', ...partial })).toBe(words);
  });
});
