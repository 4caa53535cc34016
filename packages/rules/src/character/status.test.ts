import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STATUSES, STATUS_IDS, statusAtLeast, statusFromVictories } from './status.js';

describe('Contractor Status (seed 000, RULINGS: Seasoned from 10)', () => {
  it('reads the ladder at every edge', () => {
    const cases: [number, string][] = [
      [0, 'newbie'],
      [3, 'newbie'],
      [4, 'novice'],
      [9, 'novice'],
      [10, 'seasoned'],
      [16, 'seasoned'],
      [17, 'professional'],
      [24, 'professional'],
      [25, 'veteran'],
      [400, 'veteran'],
    ];
    for (const [victories, status] of cases) expect(statusFromVictories(victories), `${victories}`).toBe(status);
  });

  it('lists the Statuses in rising order with contiguous bands', () => {
    expect(STATUS_IDS).toEqual(['newbie', 'novice', 'seasoned', 'professional', 'veteran']);
    for (let i = 1; i < STATUS_IDS.length; i++) {
      expect(STATUSES[STATUS_IDS[i]!].minVictories).toBe((STATUSES[STATUS_IDS[i - 1]!].maxVictories ?? NaN) + 1);
    }
  });

  it('compares Statuses', () => {
    expect(statusAtLeast('seasoned', 'seasoned')).toBe(true);
    expect(statusAtLeast('veteran', 'seasoned')).toBe(true);
    expect(statusAtLeast('novice', 'seasoned')).toBe(false);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => statusFromVictories(-1)).toThrow(RangeError);
    expect(() => statusFromVictories(2.5)).toThrow(RangeError);
  });

  it('property: more victories never lower the Status', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), (a, b) => statusAtLeast(statusFromVictories(a + b), statusFromVictories(a))),
    );
  });
});
