import { describe, expect, it } from 'vitest';
import { contractStateWord } from './contract-state-words.ts';

describe('contractStateWord', () => {
  it('a declared Contract waiting for confirmations is not called Active', () => {
    expect(contractStateWord({ state: 'active', declared: true })).toBe('Awaiting confirmation');
    expect(contractStateWord({ state: 'active', declared: false })).toBe('Active');
    expect(contractStateWord({ state: 'finished', declared: true })).toBe('Finished');
  });
});
