import { describe, expect, it } from 'vitest';
import { assessCondition } from './condition.js';

describe('assessCondition', () => {
  it('an unhurt Contractor with Mind 5 already carries a Penalty of 1', () => {
    expect(assessCondition({ body: 7, mind: 5, injuries: [], mindDamage: 0 })).toEqual({
      bodyDepletion: 0,
      bodyRemaining: 7,
      mindRemaining: 5,
      penalty: 1,
      state: 'ok',
    });
  });

  it('a Severity-4 Injury on Body 7 leaves 3: Penalty 2 + 1 for Mind 5', () => {
    expect(assessCondition({ body: 7, mind: 5, injuries: [{ severity: 4 }], mindDamage: 0 })).toMatchObject({
      bodyRemaining: 3,
      penalty: 3,
    });
  });

  it('a drained Mind incapacitates; a Body past 0 kills', () => {
    expect(assessCondition({ body: 7, mind: 4, injuries: [], mindDamage: 4 }).state).toBe('incapacitated');
    expect(assessCondition({ body: 6, mind: 4, injuries: [{ severity: 7 }], mindDamage: 4 }).state).toBe('dead');
  });

  it('passes scar and drug modifiers through to the Penalty', () => {
    expect(assessCondition({ body: 8, mind: 7, injuries: [], mindDamage: 0, chronicPain: true }).penalty).toBe(1);
  });
});
