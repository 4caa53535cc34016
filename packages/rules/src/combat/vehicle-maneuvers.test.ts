import { describe, expect, it } from 'vitest';
import { driveDifficultyModifiers, rammingDifficulty, vehicleManeuvers } from './index.js';

describe('maneuvers', () => {
  it('lists PIT at Difficulty 7 (defended at 7), obstacles from 6, bailing at 6', () => {
    expect(vehicleManeuvers.pit).toMatchObject({ difficulty: 7, defendDifficulty: 7 });
    expect(vehicleManeuvers['traverse-obstacle'].difficulty).toBe(6);
    expect(vehicleManeuvers.bailing.difficulty).toBe(6);
  });

  it('ramming is Difficulty 5 + speed rating, a half rating rounding up', () => {
    expect(rammingDifficulty(1)).toBe(6);
    expect(rammingDifficulty(3)).toBe(8);
    expect(rammingDifficulty(0.5)).toBe(6);
  });

  it('has the guide’s driving Difficulty shifts', () => {
    expect(driveDifficultyModifiers).toEqual({
      'large-vehicle': 1,
      motorcycle: -1,
      'sporty-car-racing': -1,
      'difficult-terrain': 1,
      'per-damaged-tire': 1,
      'no-windshield-at-speed': 1,
    });
  });
});
