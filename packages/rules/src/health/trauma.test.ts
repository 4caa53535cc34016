import { describe, expect, it } from 'vitest';
import { resolveRoll } from '../dice/index.js';
import { bodyRollOptions, mindRollOptions } from './rolls.js';
import { STOCK_TRAUMAS, TRAUMA_TYPES } from './stock-traumas.js';
import { selfControlConsequence, selfControlRollOptions, traumaRollConsequence, traumaRollOptions } from './trauma.js';

describe('Trauma and Self-Control rolls (seed 000 Rolling Mind, Trauma)', () => {
  it('a Trauma roll is Mind at Difficulty 8 with the Penalty and no exertion', () => {
    expect(traumaRollOptions({ mind: 6, penalty: 1 })).toEqual({ pool: 6, difficulty: 8, penalty: 1, exert: false });
    expect(resolveRoll(traumaRollOptions({ mind: 6, penalty: 1 }))).toMatchObject({
      dice: 5,
      difficulty: 8,
      exert: false,
    });
  });

  it('a Self-Control roll is Mind at Difficulty 8 and may be exerted', () => {
    expect(selfControlRollOptions({ mind: 5, penalty: 2 })).toEqual({
      pool: 5,
      difficulty: 8,
      penalty: 2,
      exert: false,
    });
    expect(selfControlRollOptions({ mind: 5, penalty: 2, exert: true }).exert).toBe(true);
  });

  it("a failed or botched Trauma roll costs 1 Mind damage or a new Trauma, the GM's choice", () => {
    expect(traumaRollConsequence(0)).toEqual({ failed: true, gmChooses: ['mind_damage', 'new_trauma'] });
    expect(traumaRollConsequence(-2).failed).toBe(true);
    expect(traumaRollConsequence(1)).toEqual({ failed: false, gmChooses: [] });
  });

  it('a failed Self-Control roll means losing control, nothing more', () => {
    expect(selfControlConsequence(0)).toEqual({ keepsControl: false, botch: false });
    expect(selfControlConsequence(-1)).toEqual({ keepsControl: false, botch: true });
    expect(selfControlConsequence(2)).toEqual({ keepsControl: true, botch: false });
  });

  it('Body and Mind rolls use the rating as the pool, Difficulty 6 unless named', () => {
    expect(bodyRollOptions({ rating: 7, penalty: 1 })).toEqual({ pool: 7, difficulty: 6, penalty: 1, exert: false });
    expect(mindRollOptions({ rating: 4, penalty: 0, difficulty: 7, exert: true })).toEqual({
      pool: 4,
      difficulty: 7,
      penalty: 0,
      exert: true,
    });
  });
});

describe('stock Traumas', () => {
  it('lists the three Trauma types and twelve stock Traumas', () => {
    expect(Object.keys(TRAUMA_TYPES)).toEqual(['delusion', 'compulsion', 'phobia']);
    expect(Object.keys(STOCK_TRAUMAS)).toHaveLength(12);
    expect(STOCK_TRAUMAS.nightmares.mindDamageOnFailure).toBe(1);
    expect(STOCK_TRAUMAS.fear_of_the_dark.exertAfterFailure).toBe(true);
  });
});
