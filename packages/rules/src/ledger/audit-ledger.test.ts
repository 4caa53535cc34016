import { describe, expect, it } from 'vitest';
import { traitsExpCost } from '../character/costs.js';
import { auditLedger, type AuditEntry, type AuditedSheet } from './audit-ledger.js';

const traits = {
  attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
  abilities: { athletics: 2, medicine: 1 },
  secondaryAbilities: { Knives: 1 },
};

const entry = (e: Partial<AuditEntry> & Pick<AuditEntry, 'kind' | 'amount'>): AuditEntry => ({
  resource: 'exp',
  cause: {},
  voided: false,
  ...e,
});

/** A new Contractor's ledger: 150 Exp, its ratings bought, one-eyed (a 4-point Liability). */
const created: AuditEntry[] = [
  entry({ kind: 'starting_exp', amount: 150 }),
  entry({ kind: 'creation_traits', amount: -traitsExpCost(traits), cause: traits }),
  entry({ kind: 'liability', amount: 4, cause: { id: 'one_eye', name: 'One Eye' } }),
];

const sheet: AuditedSheet = { ...traits, sourceCapacity: null, victories: 0 };

/** A new Contractor's ratings, before anything is bought. */
const base = {
  attributes: { brawn: 1, dexterity: 1, perception: 1, charisma: 1, intellect: 1 },
  abilities: {},
  secondaryAbilities: {},
};

/** A won home Contract: attendance, the victory's Exp and Gift Credit. */
const won = (contractId: string): AuditEntry[] => [
  entry({ kind: 'contract_attendance', amount: 3, cause: { contractId, home: true } }),
  entry({ kind: 'contract_victory', amount: 2, cause: { contractId } }),
  entry({ kind: 'contract_victory', resource: 'gift_credit', amount: 1, cause: { contractId } }),
];

const codes = (result: ReturnType<typeof auditLedger>) => (result.ok ? [] : result.issues.map((i) => i.code));

describe('auditLedger', () => {
  it('accepts a history that adds up: creation, two victories, a raise at its price', () => {
    const entries = [
      ...created,
      ...won('c1'),
      ...won('c2'),
      entry({ kind: 'raise_attribute', amount: -10, cause: { trait: 'dexterity', from: 2, to: 3 } }),
      entry({ kind: 'raise_ability', amount: -2, cause: { trait: 'Knives', secondary: true, from: 1, to: 2 } }),
      entry({ kind: 'raise_ability', amount: -2, cause: { trait: 'stealth', secondary: false, from: 0, to: 1 } }),
    ];
    const raised = {
      ...sheet,
      attributes: { ...traits.attributes, dexterity: 3 },
      abilities: { ...traits.abilities, stealth: 1 },
      secondaryAbilities: { Knives: 2 },
      victories: 2,
    };
    const result = auditLedger({ entries, sheet: raised, vouched: false });
    expect(codes(result)).toEqual([]);
    expect(result.ok && result.value.attributes.dexterity).toBe(3);
  });

  it('refuses an edited Exp amount and says what the rules pay', () => {
    const entries = [...created, entry({ kind: 'contract_attendance', amount: 100_000, cause: { home: true } })];
    const result = auditLedger({ entries, sheet, vouched: true });
    expect(result.ok ? [] : result.issues).toEqual([
      { code: 'wrong_ledger_amount', path: ['ledger', 3, 'amount'], expected: '3', received: '100000' },
    ]);
  });

  it('refuses victories the ledger never paid (99 claimed, 1 paid)', () => {
    const result = auditLedger({
      entries: [...created, ...won('c1')],
      sheet: { ...sheet, victories: 99 },
      vouched: true,
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { code: 'victories_not_in_ledger', path: ['contractor', 'victories'], expected: '1', received: '99' },
    ]);
  });

  it('counts no voided victory', () => {
    const voided = won('c1').map((e) => ({ ...e, voided: true }));
    expect(codes(auditLedger({ entries: [...created, ...voided], sheet, vouched: false }))).toEqual([]);
  });

  it('refuses a rating the ledger did not buy', () => {
    const result = auditLedger({
      entries: created,
      sheet: { ...sheet, attributes: { ...traits.attributes, brawn: 5 } },
      vouched: true,
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { code: 'rating_not_in_ledger', path: ['contractor', 'attributes', 'brawn'], expected: '3', received: '5' },
    ]);
  });

  it('refuses a raise priced wrong or starting from a rating the Contractor did not have', () => {
    const cheap = entry({ kind: 'raise_attribute', amount: -1, cause: { trait: 'brawn', from: 3, to: 4 } });
    const skipped = entry({ kind: 'raise_attribute', amount: -20, cause: { trait: 'brawn', from: 4, to: 5 } });
    const result = auditLedger({
      entries: [...created, skipped],
      sheet: { ...sheet, attributes: { ...traits.attributes, brawn: 5 } },
      vouched: true,
    });
    expect(codes(result)).toEqual(['raise_out_of_step', 'rating_not_in_ledger']);
    const priced = auditLedger({
      entries: [...created, cheap],
      sheet: { ...sheet, attributes: { ...traits.attributes, brawn: 4 } },
      vouched: true,
    });
    expect(codes(priced)).toEqual(['wrong_ledger_amount', 'rating_not_in_ledger']);
  });

  it('refuses a creation entry that does not cost what its ratings cost', () => {
    const entries = [created[0]!, { ...created[1]!, amount: -1 }, created[2]!];
    expect(codes(auditLedger({ entries, sheet, vouched: true }))).toEqual(['wrong_ledger_amount']);
  });

  it('takes an adjustment or an import entry on a known server’s word only', () => {
    const entries = [...created, entry({ kind: 'adjustment', amount: 100_000 }), entry({ kind: 'import', amount: -7 })];
    expect(codes(auditLedger({ entries, sheet, vouched: true }))).toEqual([]);
    expect(auditLedger({ entries, sheet, vouched: false })).toEqual({
      ok: false,
      issues: [
        { code: 'unvouched_adjustment', path: ['ledger', 3, 'kind'], received: 'adjustment' },
        { code: 'unvouched_adjustment', path: ['ledger', 4, 'kind'], received: 'import' },
      ],
    });
  });

  it('refuses unknown kinds, wrong resources, a second start and a second Coin of Charon', () => {
    const coin = entry({ kind: 'coin_of_charon', resource: 'gift_credit', amount: 1 });
    const entries = [
      ...created,
      entry({ kind: 'lottery', amount: 5 }),
      entry({ kind: 'commission', resource: 'gift_credit', amount: 2 }),
      entry({ kind: 'starting_exp', amount: 150 }),
      coin,
      coin,
    ];
    expect(codes(auditLedger({ entries, sheet, vouched: true }))).toEqual([
      'unknown_ledger_kind',
      'wrong_ledger_resource',
      'starting_exp_not_once',
      'repeated_creation_entry',
    ]);
    // One Coin is what creation writes.
    expect(codes(auditLedger({ entries: [...created, coin], sheet, vouched: false }))).toEqual([]);
  });

  it('lets Source capacity be at most its free point plus the raises', () => {
    const raise = entry({ kind: 'raise_source', amount: -2, cause: { from: 1, to: 2 } });
    expect(
      codes(auditLedger({ entries: [...created, raise], sheet: { ...sheet, sourceCapacity: 2 }, vouched: false })),
    ).toEqual([]);
    expect(codes(auditLedger({ entries: created, sheet: { ...sheet, sourceCapacity: 2 }, vouched: false }))).toEqual([
      'rating_not_in_ledger',
    ]);
  });

  it('refuses entries whose causes do not say what they bought', () => {
    const entries = [
      created[0]!,
      entry({ kind: 'creation_traits', amount: -10, cause: { attributes: { brawn: 9 } } }),
      entry({ kind: 'raise_attribute', amount: -5, cause: { trait: 'luck', from: 1, to: 2 } }),
      entry({ kind: 'raise_ability', amount: -2, cause: { trait: 'stealth', from: 0, to: 2 } }),
    ];
    const result = auditLedger({ entries, sheet: { ...sheet, ...base }, vouched: true });
    expect(
      result.ok ? [] : result.issues.filter((i) => i.code === 'unreadable_ledger_cause').map((i) => i.path),
    ).toEqual([
      ['ledger', 1, 'cause'],
      ['ledger', 2, 'cause'],
      ['ledger', 3, 'cause'],
    ]);
  });

  it('knows what each kind of reward pays', () => {
    const rewards = [
      entry({ kind: 'ringer_bonus', amount: 4, cause: { achieved: true } }),
      entry({ kind: 'ringer_bonus', amount: 2, cause: { achieved: false } }),
      entry({ kind: 'journal', resource: 'improvement', amount: 1 }),
      entry({ kind: 'therapy', amount: -3 }),
      entry({ kind: 'gm_improvement', resource: 'improvement', amount: 1 }),
      entry({ kind: 'gifted', resource: 'gift_credit', amount: 1 }),
      entry({ kind: 'gift_purchase', resource: 'gift_credit', amount: -1 }),
    ];
    expect(codes(auditLedger({ entries: [...created, ...rewards], sheet, vouched: false }))).toEqual([]);
    const wrong = [
      entry({ kind: 'ringer_bonus', amount: 2, cause: { achieved: true } }),
      entry({ kind: 'therapy', amount: 3 }),
    ];
    expect(codes(auditLedger({ entries: [...created, ...wrong], sheet, vouched: false }))).toEqual([
      'wrong_ledger_amount',
      'wrong_ledger_amount',
    ]);
  });

  describe('refunds', () => {
    const rich = entry({ id: 's1', kind: 'asset_purchase', amount: -12, cause: { id: 'rich', name: 'Rich' } });
    const refundOf = (spend: AuditEntry, amount = -spend.amount, extra: Record<string, unknown> = {}) =>
      entry({ kind: 'refund', amount, cause: { ...spend.cause, refundOf: spend.id, refunded: spend.kind, ...extra } });
    const audit = (...more: AuditEntry[]) =>
      codes(auditLedger({ entries: [...created, ...more], sheet, vouched: true }));

    it('accepts a refund that gives back what an earlier live spend cost, and steps a raise back down', () => {
      const raise = entry({
        id: 'r1',
        kind: 'raise_attribute',
        amount: -10,
        cause: { trait: 'dexterity', from: 2, to: 3 },
      });
      expect(audit(rich, refundOf(rich))).toEqual([]);
      expect(audit(raise, refundOf(raise))).toEqual([]);
    });

    it('refuses a refund whose spend is not in the history, or comes after it', () => {
      const invented = entry({
        kind: 'refund',
        amount: 500,
        cause: { refundOf: 'nowhere', refunded: 'asset_purchase' },
      });
      expect(audit(invented)).toEqual(['refund_out_of_step']);
      expect(audit(refundOf(rich), rich)).toEqual(['refund_out_of_step']);
      const unnamed = entry({ kind: 'refund', amount: 3, cause: { refunded: 'therapy' } });
      expect(audit(unnamed)).toEqual(['refund_out_of_step']);
    });

    it('refuses an Asset or Liability refund that gives back more than the spend cost', () => {
      const buyOff = entry({ id: 'l1', kind: 'liability_removal', amount: -8, cause: { id: 'one_eye' } });
      expect(audit(rich, refundOf(rich, 1000))).toEqual(['wrong_ledger_amount']);
      expect(audit(buyOff, refundOf(buyOff, 9))).toEqual(['wrong_ledger_amount']);
    });

    it('refuses a therapy refund with no therapy before it', () => {
      const therapy = entry({ id: 't1', kind: 'therapy', amount: -3, cause: { traumaId: 'x' } });
      const lone = entry({ kind: 'refund', amount: 3, cause: { refundOf: 't1', refunded: 'therapy' } });
      expect(audit(lone)).toEqual(['refund_out_of_step']);
      expect(audit(therapy, refundOf(therapy))).toEqual([]);
    });

    it('refuses refunding a voided spend, one spend twice, or a spend of another kind', () => {
      expect(audit({ ...rich, voided: true }, refundOf(rich))).toEqual(['refund_out_of_step']);
      expect(audit(rich, refundOf(rich), refundOf(rich))).toEqual(['refund_out_of_step']);
      expect(audit(rich, refundOf(rich, 12, { refunded: 'liability_removal' }))).toEqual(['refund_out_of_step']);
    });

    it('refuses a refund that claims to undo another trait than its raise bought', () => {
      const raise = entry({
        id: 'r1',
        kind: 'raise_attribute',
        amount: -10,
        cause: { trait: 'dexterity', from: 2, to: 3 },
      });
      expect(audit(raise, refundOf(raise, 10, { trait: 'brawn' }))).toEqual([
        'unreadable_ledger_cause',
        'rating_not_in_ledger',
      ]);
    });
  });
});
