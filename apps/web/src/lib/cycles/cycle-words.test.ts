import { describe, expect, it } from 'vitest';
import { cycleHeadline } from './cycle-words.js';

describe('cycleHeadline', () => {
  it('names the place and the length, or only the length once the Contract gave its place up', () => {
    expect(cycleHeadline({ position: 2, length: 3 })).toBe('Contract 2 of a Cycle of 3');
    expect(cycleHeadline({ position: null, length: 3 })).toBe('Was part of a Cycle of 3 Contracts');
  });
});
