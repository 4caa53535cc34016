import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATES,
  OPEN_CONTRACT_STATES,
  STARTED_CONTRACT_STATES,
  checkContractTransition,
  locksSheets,
  type ContractState,
} from './contract-lifecycle.js';

const STATES = Object.keys(CONTRACT_STATES) as ContractState[];
const ALLOWED = new Set(['scheduled>active', 'scheduled>canceled', 'active>finished', 'finished>voided']);

describe('Contract lifecycle', () => {
  it('allows exactly Scheduled → Active → Finished, Scheduled → Canceled and Finished → Voided', () => {
    for (const from of STATES) {
      for (const to of STATES) {
        const r = checkContractTransition(from, to);
        expect(r.ok, `${from} → ${to}`).toBe(ALLOWED.has(`${from}>${to}`));
        if (!r.ok) expect(r.issues[0]!.code).toBe('invalid_transition');
      }
    }
  });

  it('locks attending sheets only while the Contract is Active', () => {
    expect(STATES.filter(locksSheets)).toEqual(['active']);
  });
});

describe('which Contracts have started, and which still hold their seats', () => {
  it('counts a Contract as started from the moment it is played, and as open until it ends', () => {
    // Started: reachable only through 'active' (and 'active' itself); open: not yet ended one way or another.
    expect([...STARTED_CONTRACT_STATES].sort()).toEqual(['active', 'finished', 'voided']);
    expect([...OPEN_CONTRACT_STATES].sort()).toEqual(['active', 'scheduled']);
    for (const state of OPEN_CONTRACT_STATES) expect(CONTRACT_STATES[state].next.length).toBeGreaterThan(0);
    expect(STARTED_CONTRACT_STATES).not.toContain('canceled');
  });
});
