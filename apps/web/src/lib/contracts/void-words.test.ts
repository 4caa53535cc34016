import { describe, expect, it } from 'vitest';
import { healingWords } from './void-words.ts';

const one = { contractorId: 'k', injuryId: 'i' };

describe('healingWords', () => {
  it('says nothing when the Contract healed nothing', () => {
    expect(healingWords({ healingRestored: [], healingKept: [] })).toBe('');
  });
  it('counts the Injuries given back and those left for a GM', () => {
    expect(healingWords({ healingRestored: [one, one], healingKept: [one] })).toBe(
      ' The healing it did came back on 2 Injuries. 1 Injury it healed had changed since, so it was left as it ' +
        'is: see the note on each sheet.',
    );
  });
});
