import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyDepletion, bodyRemaining, healthState, severityLevel } from './injuries.js';

const injuries = (...severities: number[]) => severities.map((severity) => ({ severity }));

describe('Body depletion (seed 001 quick reference examples)', () => {
  it('example: one Severity-4 Injury fills 4 boxes', () => {
    expect(bodyDepletion(injuries(4))).toBe(4);
  });

  it('example: a second Severity-4 Injury fills one more, 5 in all', () => {
    expect(bodyDepletion(injuries(4, 4))).toBe(5);
  });

  it('example: Injuries of Severity 1, 2 and 3 deplete 5 (3 + 2 others)', () => {
    expect(bodyDepletion(injuries(1, 2, 3))).toBe(5);
    expect(bodyDepletion(injuries(3, 1, 2))).toBe(5);
  });

  it('no Injuries deplete nothing', () => {
    expect(bodyDepletion([])).toBe(0);
  });

  it('refuses an Injury of Severity 0 or a fraction', () => {
    expect(() => bodyDepletion(injuries(0))).toThrow(RangeError);
    expect(() => bodyDepletion(injuries(2.5))).toThrow(RangeError);
  });

  it('property: adding an Injury always depletes more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (list, extra) => bodyDepletion(injuries(...list, extra)) > bodyDepletion(injuries(...list)),
      ),
    );
  });

  it('property: order does not matter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }),
        (list) => bodyDepletion(injuries(...list)) === bodyDepletion(injuries(...[...list].reverse())),
      ),
    );
  });
});

describe('health state (seed 000 Depleting Body, Death)', () => {
  it('exactly 0 remaining is Incapacitated, below 0 dead', () => {
    expect(healthState(1)).toBe('ok');
    expect(healthState(0)).toBe('incapacitated');
    expect(healthState(-1)).toBe('dead');
  });

  it('GM tip: seven Severity-1 Injuries kill a Body-6 Contractor and drop a Body-7 one', () => {
    const seven = injuries(1, 1, 1, 1, 1, 1, 1);
    expect(bodyRemaining(6, seven)).toBe(-1);
    expect(healthState(bodyRemaining(6, seven))).toBe('dead');
    expect(healthState(bodyRemaining(7, seven))).toBe('incapacitated');
  });

  it('names Severity bands; 7 and above are all Deadly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 11].map(severityLevel)).toEqual([
      'minor',
      'moderate',
      'threatening',
      'serious',
      'severe',
      'critical',
      'deadly',
      'deadly',
    ]);
  });
});
