import { describe, expect, it } from 'vitest';
import { mindRemaining, mindState, recoverMind } from './mind.js';

describe('Mind damage (seed 000 Mental Damage)', () => {
  it('drains Mind one for one and stops at 0', () => {
    expect(mindRemaining(6, 2)).toBe(4);
    expect(mindRemaining(3, 5)).toBe(0);
  });

  it('a drained Mind incapacitates', () => {
    expect(mindState(1)).toBe('ok');
    expect(mindState(0)).toBe('incapacitated');
  });

  it('a night of restful sleep heals one point', () => {
    expect(recoverMind(3, 1)).toBe(2);
    expect(recoverMind(3, 5)).toBe(0);
  });

  it('refuses negative inputs', () => {
    expect(() => mindRemaining(5, -1)).toThrow(RangeError);
    expect(() => recoverMind(1, -1)).toThrow(RangeError);
  });
});
