import { describe, expect, it } from 'vitest';
import { swimFeet } from './index.js';

describe('swimming', () => {
  it('moves 5 × Outcome feet unencumbered', () => {
    expect(swimFeet({ outcome: 3, load: 'unencumbered' })).toEqual({ feet: 15, sinking: false });
  });

  it('any load at all (a backpack) halves it', () => {
    expect(swimFeet({ outcome: 3, load: 'carrying' })).toEqual({ feet: 7.5, sinking: false });
  });

  it('an over-encumbered swimmer cannot swim and sinks', () => {
    expect(swimFeet({ outcome: 6, load: 'over_encumbered' })).toEqual({ feet: 0, sinking: true });
  });

  it('a botch gives no negative distance', () => {
    expect(swimFeet({ outcome: -1, load: 'unencumbered' }).feet).toBe(0);
  });
});
