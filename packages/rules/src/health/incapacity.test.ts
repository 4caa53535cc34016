import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessCondition } from './condition.js';
import { capMindDamage, incapacity } from './incapacity.js';

describe('incapacity', () => {
  it('a Contractor with Body and Mind left can act', () => {
    expect(incapacity({ bodyRemaining: 1, mindRemaining: 1 })).toBeNull();
  });

  it('Body or Mind at exactly 0 incapacitates; Body past 0 is named first', () => {
    expect(incapacity({ bodyRemaining: 0, mindRemaining: 4 })).toBe('body_spent');
    expect(incapacity({ bodyRemaining: 5, mindRemaining: 0 })).toBe('mind_spent');
    expect(incapacity({ bodyRemaining: 0, mindRemaining: 0 })).toBe('body_spent');
    expect(incapacity({ bodyRemaining: -1, mindRemaining: 0 })).toBe('body_below_zero');
  });

  it('agrees with assessCondition: it blocks exactly when the state is not ok', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 12 }),
        (body, mind, severities, mindDamage) => {
          const c = assessCondition({ body, mind, injuries: severities.map((severity) => ({ severity })), mindDamage });
          expect(incapacity(c) === null).toBe(c.state === 'ok');
          if (c.state === 'dead') expect(incapacity(c)).toBe('body_below_zero');
        },
      ),
    );
  });
});

describe('capMindDamage', () => {
  it('keeps damage within the Mind rating and says what did not fit', () => {
    expect(capMindDamage({ mind: 5, mindDamage: 7 })).toEqual({ mindDamage: 5, excess: 2 });
    expect(capMindDamage({ mind: 5, mindDamage: 5 })).toEqual({ mindDamage: 5, excess: 0 });
    expect(capMindDamage({ mind: 5, mindDamage: 0 })).toEqual({ mindDamage: 0, excess: 0 });
  });

  it('never goes past the rating nor below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: -5, max: 100 }), (mind, mindDamage) => {
        const capped = capMindDamage({ mind, mindDamage });
        expect(capped.mindDamage).toBeGreaterThanOrEqual(0);
        expect(capped.mindDamage).toBeLessThanOrEqual(mind);
        expect(capped.mindDamage + capped.excess).toBe(Math.max(0, mindDamage));
      }),
    );
  });
});
