import { describe, expect, it } from 'vitest';
import {
  SOURCE_REPLENISHMENT,
  sourceReplenishment,
  startingSourceCapacity,
  validateReplenishmentConditions,
} from './source.js';
import { STATUS_IDS } from './status.js';

describe('Source (seed 000 Source)', () => {
  it('arrives with capacity 1 alongside the first Gift', () => {
    expect(startingSourceCapacity(0)).toBe(0);
    expect(startingSourceCapacity(1)).toBe(1);
    expect(startingSourceCapacity(3)).toBe(1);
  });

  it('replenishment conditions by Status: none, 1 daily, 1 hourly, 2 hourly, 3 hourly', () => {
    expect(STATUS_IDS.map((s) => [sourceReplenishment(s).conditions, sourceReplenishment(s).cooldownMinutes])).toEqual([
      [0, null],
      [1, 24 * 60],
      [1, 60],
      [2, 60],
      [3, 60],
    ]);
    expect(Object.keys(SOURCE_REPLENISHMENT)).toEqual(STATUS_IDS);
  });

  it('refuses more conditions than the Status allows', () => {
    const newbie = validateReplenishmentConditions(['howling at the moon'], 'newbie');
    expect(newbie.ok).toBe(false);
    if (!newbie.ok)
      expect(newbie.issues[0]).toMatchObject({ code: 'too_many_replenishment_conditions', max: 0, received: '1' });
    expect(validateReplenishmentConditions(['saving a life'], 'novice').ok).toBe(true);
    expect(validateReplenishmentConditions(['a', 'b'], 'seasoned').ok).toBe(false);
    expect(validateReplenishmentConditions(['a', 'b'], 'professional').ok).toBe(true);
    expect(validateReplenishmentConditions(['a', 'b', 'c'], 'veteran').ok).toBe(true);
  });

  it('refuses a blank condition', () => {
    const result = validateReplenishmentConditions(['a', '  '], 'veteran');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues[0]).toMatchObject({
        code: 'replenishment_condition_empty',
        path: ['replenishmentConditions', 1],
      });
  });
});
