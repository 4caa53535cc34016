import { describe, expect, it } from 'vitest';
import { LEDGER_LABELS, describeEntry, formatEntry } from './describe-entry.js';
import { LEDGER_KIND_IDS } from './ledger-entry.js';

describe('describeEntry', () => {
  it('gives the kind as the code and the cause’s plain values as params', () => {
    const d = describeEntry({
      contractorId: 'k1',
      resource: 'exp',
      amount: -10,
      kind: 'raise_attribute',
      cause: { trait: 'brawn', from: 2, to: 3, snapshot: { a: 1 } },
    });
    expect(d).toEqual({
      code: 'raise_attribute',
      resource: 'exp',
      amount: -10,
      voided: false,
      params: { trait: 'brawn', from: 2, to: 3 },
    });
  });

  it('carries the voided flag', () => {
    expect(
      describeEntry({
        id: 'e1',
        voided: true,
        contractorId: 'k1',
        resource: 'exp',
        amount: 3,
        kind: 'contract_attendance',
        cause: { contractId: 'c1' },
      }).voided,
    ).toBe(true);
  });
});

describe('formatEntry', () => {
  it('has an English label for every kind', () => {
    for (const kind of LEDGER_KIND_IDS) expect(LEDGER_LABELS[kind].length, kind).toBeGreaterThan(0);
  });

  it('fills params and drops the parts whose params are missing', () => {
    const raise = (cause: Record<string, unknown>) =>
      formatEntry(describeEntry({ contractorId: 'k1', resource: 'exp', amount: -10, kind: 'raise_attribute', cause }));
    expect(raise({ trait: 'Brawn', from: 2, to: 3 })).toBe('Trained Brawn from 2 to 3');
    expect(raise({ trait: 'Brawn' })).toBe('Trained Brawn');
    expect(raise({})).toBe('Trained');
  });

  it('marks a voided entry and accepts another label map', () => {
    const d = describeEntry({
      voided: true,
      contractorId: 'k1',
      resource: 'exp',
      amount: 2,
      kind: 'contract_victory',
      cause: {},
    });
    expect(formatEntry(d)).toBe('Voided: Won a Contract');
    expect(formatEntry({ ...d, voided: false }, { ...LEDGER_LABELS, contract_victory: 'Sieg' })).toBe('Sieg');
  });
});
