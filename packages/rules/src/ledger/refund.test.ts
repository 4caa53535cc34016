import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger.js';
import { balances } from './balances.js';
import { refundSpend, refundableIds, type RefundLedgerEntry } from './refund.js';

let clock = 0;
const entry = (e: Partial<RefundLedgerEntry> & Pick<RefundLedgerEntry, 'kind' | 'amount'>): RefundLedgerEntry => ({
  id: `e${++clock}`,
  resource: 'exp',
  cause: {},
  voided: false,
  at: clock * 1000,
  ...e,
});

const raise = (trait: string, from: number, amount: number) =>
  entry({ kind: 'raise_attribute', amount, cause: { trait, from, to: from + 1 } });

const codes = (r: ReturnType<typeof refundSpend>) => (r.ok ? [] : r.issues.map((i) => i.code));

describe('refundSpend', () => {
  it('gives back what a raise cost and names the raise in its cause', () => {
    const start = entry({ kind: 'starting_exp', amount: 150 });
    const brawn = raise('brawn', 2, -10);
    const r = refundSpend({ ledger: [start, brawn], entryId: brawn.id, contractStarts: [] });
    expect(r.ok && r.value.amount).toBe(10);
    expect(r.ok && r.value.cause).toMatchObject({ refundOf: brawn.id, refunded: 'raise_attribute', trait: 'brawn' });
  });

  it('undoes the newest rank first: rank 2 waits while rank 3 stands', () => {
    const two = raise('brawn', 1, -5);
    const three = raise('brawn', 2, -10);
    expect(codes(refundSpend({ ledger: [two, three], entryId: two.id, contractStarts: [] }))).toEqual([
      'later_purchase_depends',
    ]);
    const undoThree = entry({ kind: 'refund', amount: 10, cause: { refundOf: three.id, refunded: 'raise_attribute' } });
    expect(refundSpend({ ledger: [two, three, undoThree], entryId: two.id, contractStarts: [] }).ok).toBe(true);
    expect(refundableIds({ ledger: [two, three], contractStarts: [] })).toEqual(new Set([three.id]));
  });

  it('is closed once a Contract the Contractor attends starts after the spend', () => {
    const brawn = raise('brawn', 2, -10);
    expect(codes(refundSpend({ ledger: [brawn], entryId: brawn.id, contractStarts: [brawn.at + 1] }))).toEqual([
      'contract_started_since',
    ]);
    // A Contract that started before the spend leaves it open.
    expect(refundSpend({ ledger: [brawn], entryId: brawn.id, contractStarts: [brawn.at - 1] }).ok).toBe(true);
    // So does a Contract's payout written after it.
    const paid = entry({ kind: 'contract_attendance', amount: 3, cause: { home: true } });
    expect(codes(refundSpend({ ledger: [brawn, paid], entryId: brawn.id, contractStarts: [] }))).toEqual([
      'contract_started_since',
    ]);
  });

  it('refuses twice, a voided spend, a gain, crafting, and an unknown id', () => {
    const brawn = raise('brawn', 2, -10);
    const undo = entry({ kind: 'refund', amount: 10, cause: { refundOf: brawn.id, refunded: 'raise_attribute' } });
    const craft = entry({ kind: 'craft', amount: -2 });
    const gain = entry({ kind: 'journal', amount: 1 });
    const voided = { ...raise('dexterity', 1, -5), voided: true };
    const ledger = [brawn, undo, craft, gain, voided];
    const check = (entryId: string) => codes(refundSpend({ ledger, entryId, contractStarts: [] }));
    expect(check(brawn.id)).toEqual(['already_refunded']);
    expect(check(craft.id)).toEqual(['not_refundable']);
    expect(check(gain.id)).toEqual(['not_refundable']);
    expect(check(voided.id)).toEqual(['not_refundable']);
    expect(check(undo.id)).toEqual(['not_refundable']);
    expect(check('nope')).toEqual(['spend_not_found']);
  });

  it('keeps a refund out of Exp earned (the bonus cap) and out of Exp spent', () => {
    const brawn = raise('brawn', 2, -10);
    const plan = refundSpend({ ledger: [brawn], entryId: brawn.id, contractStarts: [] });
    if (!plan.ok) throw new Error('refused');
    const folded = balances([
      { resource: 'exp', amount: 150, kind: 'starting_exp', voided: false },
      { resource: 'exp', amount: -10, kind: 'raise_attribute', voided: false },
      { resource: 'exp', amount: plan.value.amount, kind: 'refund', voided: false },
    ]).exp;
    expect(folded).toEqual({ earned: 0, spent: 0, available: 150 });
  });

  it('property: undoing every open spend newest first restores the balance and leaves nothing to undo', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('brawn', 'dexterity', 'intellect'), { maxLength: 6 }), (traits) => {
        const ratings: Record<string, number> = { brawn: 1, dexterity: 1, intellect: 1 };
        const ledger: RefundLedgerEntry[] = [entry({ kind: 'starting_exp', amount: 150 })];
        for (const t of traits) {
          const from = ratings[t]!;
          ratings[t] = from + 1;
          ledger.push(raise(t, from, -5 * from));
        }
        for (;;) {
          const open = [...refundableIds({ ledger, contractStarts: [] })];
          if (open.length === 0) break;
          const plan = refundSpend({ ledger, entryId: open[0]!, contractStarts: [] });
          if (!plan.ok) return false;
          ledger.push(entry({ kind: 'refund', amount: plan.value.amount, cause: plan.value.cause }));
        }
        return balances(ledger as Parameters<typeof balances>[0]).exp.available === 150;
      }),
    );
  });
});

describe('auditLedger with refunds', () => {
  const traits = {
    attributes: { brawn: 2, dexterity: 1, perception: 1, charisma: 1, intellect: 1 },
    abilities: {},
    secondaryAbilities: {},
  };
  const created = [
    { resource: 'exp' as const, kind: 'starting_exp', amount: 150, cause: {}, voided: false },
    { resource: 'exp' as const, kind: 'creation_traits', amount: -5, cause: traits, voided: false },
  ];
  const raised = { id: 'x', resource: 'exp' as const, kind: 'raise_attribute', amount: -10, voided: false };
  const sheet = { ...traits, sourceCapacity: null, victories: 0 };

  it('accepts a raise and its refund when the rating went back down', () => {
    const entries = [
      ...created,
      { ...raised, cause: { trait: 'brawn', from: 2, to: 3 } },
      {
        resource: 'exp' as const,
        kind: 'refund',
        amount: 10,
        voided: false,
        cause: { refundOf: 'x', refunded: 'raise_attribute', trait: 'brawn', from: 2, to: 3 },
      },
    ];
    expect(auditLedger({ entries, sheet, vouched: false }).ok).toBe(true);
  });

  it('refuses a refund that pays back more than the raise cost, or the same spend twice', () => {
    const refund = (amount: number) => ({
      resource: 'exp' as const,
      kind: 'refund',
      amount,
      voided: false,
      cause: { refundOf: 'x', refunded: 'raise_attribute', trait: 'brawn', from: 2, to: 3 },
    });
    const greedy = auditLedger({
      entries: [...created, { ...raised, cause: { trait: 'brawn', from: 2, to: 3 } }, refund(50)],
      sheet,
      vouched: false,
    });
    expect(greedy.ok ? [] : greedy.issues.map((i) => i.code)).toContain('wrong_ledger_amount');
    const twice = auditLedger({
      entries: [...created, { ...raised, cause: { trait: 'brawn', from: 2, to: 3 } }, refund(10), refund(10)],
      sheet,
      vouched: false,
    });
    expect(twice.ok ? [] : twice.issues.map((i) => i.code)).toContain('refund_out_of_step');
  });
});
