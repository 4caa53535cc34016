import { describe, expect, it } from 'vitest';
import { firearms, meleeWeapons, rangeDifficultyModifier, specialWeapons } from './index.js';

describe('range increments', () => {
  it('seed example: a handgun at 70 ft is +1 Difficulty, past 100 ft +2, and reaches about 150 ft', () => {
    expect(rangeDifficultyModifier(firearms.handgun, 50)).toEqual({ ok: true, value: 0 });
    expect(rangeDifficultyModifier(firearms.handgun, 70)).toEqual({ ok: true, value: 1 });
    expect(rangeDifficultyModifier(firearms.handgun, 100)).toEqual({ ok: true, value: 1 });
    expect(rangeDifficultyModifier(firearms.handgun, 101)).toEqual({ ok: true, value: 2 });
    expect(rangeDifficultyModifier(firearms.handgun, 150)).toEqual({ ok: true, value: 2 });
    const far = rangeDifficultyModifier(firearms.handgun, 151);
    expect(far.ok === false && far.issues[0]).toMatchObject({ code: 'out_of_range', max: 150 });
  });

  it('stops a ranged stun gun at its hard 35 ft maximum', () => {
    expect(rangeDifficultyModifier(specialWeapons.taser, 35)).toEqual({ ok: true, value: 0 });
    expect(rangeDifficultyModifier(specialWeapons.taser, 40).ok).toBe(false);
  });

  it('refuses a weapon without a range and a nonsense distance', () => {
    const melee = rangeDifficultyModifier(meleeWeapons.sword, 10);
    expect(melee.ok === false && melee.issues[0]?.code).toBe('not_a_ranged_weapon');
    const negative = rangeDifficultyModifier(firearms.rifle, -1);
    expect(negative.ok === false && negative.issues[0]?.code).toBe('invalid_distance');
  });
});
