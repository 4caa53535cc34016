import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './ledger-entry.js';
import { markVoided, voidEntries } from './void-entries.js';

const entry = (id: string, contractId: string | undefined, voided = false): LedgerEntry => ({
  id,
  contractorId: 'k1',
  resource: 'exp',
  amount: 3,
  kind: 'contract_attendance',
  cause: contractId === undefined ? {} : { contractId },
  voided,
});

describe('voidEntries', () => {
  const ledger = [
    entry('e1', undefined),
    entry('e2', 'c1'),
    entry('e3', 'c2'),
    entry('e4', 'c1'),
    entry('e5', 'c1', true),
  ];

  it('picks every live entry the Contract caused, in ledger order', () => {
    expect(voidEntries(ledger, 'c1')).toEqual(['e2', 'e4']);
    expect(voidEntries(ledger, 'c3')).toEqual([]);
  });

  it('voiding twice finds nothing more', () => {
    expect(voidEntries(markVoided(ledger, voidEntries(ledger, 'c1')), 'c1')).toEqual([]);
  });
});

describe('markVoided', () => {
  it('flags only the named entries and keeps every row', () => {
    const ledger = [entry('e1', 'c1'), entry('e2', 'c2')];
    const after = markVoided(ledger, ['e1']);
    expect(after.map((x) => [x.id, x.voided])).toEqual([
      ['e1', true],
      ['e2', false],
    ]);
    expect(after[1]).toBe(ledger[1]);
    expect(ledger[0]!.voided).toBe(false);
  });
});
