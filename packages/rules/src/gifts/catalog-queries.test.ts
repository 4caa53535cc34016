import { describe, expect, it } from 'vitest';
import { parameterLevelStep } from './catalog-queries.js';
import { rangeParameter } from './parameters.js';

describe('parameterLevelStep', () => {
  const range = rangeParameter('near');

  it('counts the steps from the default: above costs, below gives back, the default is 0', () => {
    expect(parameterLevelStep(range, 'near')).toBe(0);
    expect(parameterLevelStep(range, 'medium')).toBe(1);
    expect(parameterLevelStep(range, 'sight')).toBe(3);
    expect(parameterLevelStep(range, 'touch')).toBe(-1);
  });

  it('is undefined for a level the Parameter does not have, or none', () => {
    expect(parameterLevelStep(range, 'moon')).toBeUndefined();
    expect(parameterLevelStep(range, undefined)).toBeUndefined();
  });
});
