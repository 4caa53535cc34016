import { describe, expect, it } from 'vitest';
import { breaksFree, chokeBreaksHold, resolveGrapple } from './index.js';

describe('grappling (seed 000)', () => {
  it('takes the Contested Outcome off the target’s physical actions this round', () => {
    expect(resolveGrapple({ contestedOutcome: 2, targetBrawn: 3 })).toEqual({
      dicePenaltyThisRound: 2,
      grappled: false,
    });
  });

  it('holds the target once the Contested Outcome reaches its Brawn', () => {
    expect(resolveGrapple({ contestedOutcome: 3, targetBrawn: 3 })).toEqual({
      dicePenaltyThisRound: 3,
      grappled: true,
    });
    expect(resolveGrapple({ contestedOutcome: 0, targetBrawn: 1 }).grappled).toBe(false);
  });

  it('breaking free must beat the holder’s roll; a tie keeps the hold', () => {
    expect(breaksFree({ escapeOutcome: 3, holdOutcome: 3 })).toBe(false);
    expect(breaksFree({ escapeOutcome: 4, holdOutcome: 3 })).toBe(true);
    expect(breaksFree({ escapeOutcome: 1, holdOutcome: 0 })).toBe(true);
  });

  it('a successful defence against a choke breaks the hold, except against a garrote', () => {
    expect(chokeBreaksHold({ contestedOutcome: 0, garrote: false })).toBe(true);
    expect(chokeBreaksHold({ contestedOutcome: 2, garrote: false })).toBe(false);
    expect(chokeBreaksHold({ contestedOutcome: 0, garrote: true })).toBe(false);
  });
});
