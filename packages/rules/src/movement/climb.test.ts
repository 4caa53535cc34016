import { describe, expect, it } from 'vitest';
import { climbDifficulties, climbFeet } from './index.js';

describe('climbing', () => {
  it('moves 5 + 2 × Outcome feet', () => {
    expect([0, 1, 3, 6].map(climbFeet)).toEqual([5, 7, 11, 17]);
  });

  it('a botch makes no headway', () => {
    expect(climbFeet(-1)).toBe(0);
  });

  it('ranges from a ladder at Difficulty 5 to a challenging cliff at 9', () => {
    expect(climbDifficulties).toEqual({ ladder: 5, 'challenging-cliff': 9 });
  });
});
