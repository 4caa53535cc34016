import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DANGER_LEVELS, dangerLabel } from './danger.js';

const order = [...Object.keys(DANGER_LEVELS), 'untested'];

describe('dangerLabel', () => {
  it('a Playgroup without Contracts is untested', () => {
    expect(dangerLabel({ contracts: 0, deaths: 0 })).toBe('untested');
  });

  it('reads each band at its edges (deaths per hundred Contracts)', () => {
    const cases: [number, number, string][] = [
      [100, 0, 'safe'],
      [100, 9, 'safe'],
      [100, 10, 'risky'],
      [20, 3, 'risky'],
      [100, 24, 'risky'],
      [4, 1, 'dangerous'],
      [100, 49, 'dangerous'],
      [2, 1, 'deadly'],
      [100, 99, 'deadly'],
      [1, 1, 'lethal'],
      [3, 7, 'lethal'],
    ];
    for (const [contracts, deaths, label] of cases)
      expect(dangerLabel({ contracts, deaths }), `${deaths}/${contracts}`).toBe(label);
  });

  it('throws on impossible counts', () => {
    expect(() => dangerLabel({ contracts: -1, deaths: 0 })).toThrow(RangeError);
    expect(() => dangerLabel({ contracts: 1, deaths: 0.5 })).toThrow(RangeError);
  });

  it('property: one more death never makes a Playgroup look safer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(800), (contracts, deaths) => {
        expect(order.indexOf(dangerLabel({ contracts, deaths: deaths + 1 }))).toBeGreaterThanOrEqual(
          order.indexOf(dangerLabel({ contracts, deaths })),
        );
      }),
    );
  });
});
