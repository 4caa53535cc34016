import { describe, expect, it } from 'vitest';
import { contractStateWord, dashboardBadge, stateWordOf } from './contract-state-words.ts';

describe('contractStateWord', () => {
  it('a declared Contract waiting for confirmations is not called Active', () => {
    expect(contractStateWord({ state: 'active', declared: true })).toBe('Awaiting confirmation');
    expect(contractStateWord({ state: 'active', declared: false })).toBe('Active');
    expect(contractStateWord({ state: 'finished', declared: true })).toBe('Finished');
  });

  it('the dashboard calls a declared Contract awaiting confirmation, never running', () => {
    expect(dashboardBadge({ state: 'active', declared: true })).toBe('Awaiting confirmation');
    expect(dashboardBadge({ state: 'active', declared: false })).toBe('running now');
    expect(dashboardBadge({ state: 'scheduled', declared: false })).toBeNull();
  });

  it('a state read as plain text is shown in words, never raw', () => {
    expect(stateWordOf({ state: 'active' })).toBe('Active');
    expect(stateWordOf({ state: 'active', declared: true })).toBe('Awaiting confirmation');
    expect(stateWordOf({ state: 'voided' })).toBe('Voided');
    expect(stateWordOf({ state: 'something new' })).toBe('something new');
  });
});
