import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { healArcade, healGritty, type ArcadeInjury } from './healing.js';

describe('gritty healing (seed 000 Injuries)', () => {
  it('example: three Severity-3 Injuries are all Severity 1 after a month', () => {
    const { remaining, healed } = healGritty([{ severity: 3 }, { severity: 3 }, { severity: 3 }], 1);
    expect(remaining).toEqual([{ severity: 1 }, { severity: 1 }, { severity: 1 }]);
    expect(healed).toEqual([]);
  });

  it('Injuries reaching 0 are gone, and other fields are kept', () => {
    const wound = { severity: 2, id: 'a' };
    expect(healGritty([wound, { severity: 5, id: 'b' }], 1)).toEqual({
      remaining: [{ severity: 3, id: 'b' }],
      healed: [wound],
    });
    expect(healGritty([{ severity: 5 }], 3).remaining).toEqual([]);
    expect(healGritty([{ severity: 5 }], 0).remaining).toEqual([{ severity: 5 }]);
  });

  it('refuses a negative month count', () => {
    expect(() => healGritty([], -1)).toThrow(RangeError);
  });

  it('property: never raises a Severity and never loses an Injury from the books', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 })), fc.nat(6), (severities, months) => {
        const injuries = severities.map((severity) => ({ severity }));
        const { remaining, healed } = healGritty(injuries, months);
        return remaining.length + healed.length === injuries.length && remaining.every((i) => i.severity >= 1);
      }),
    );
  });
});

describe('arcade healing (seed 000 Injuries)', () => {
  const wounds: ArcadeInjury[] = [
    { severity: 5, origin: 'contract' },
    { severity: 2, origin: 'contract' },
    { severity: 3, origin: 'downtime' },
  ];

  it('Contract Injuries heal 2 for the Downtime; Downtime Injuries wait', () => {
    expect(healArcade(wounds, 'downtime')).toEqual({
      remaining: [
        { severity: 3, origin: 'contract' },
        { severity: 3, origin: 'downtime' },
      ],
      healed: [{ severity: 2, origin: 'contract' }],
    });
  });

  it("before the next Contract, Contract Injuries close and Downtime ones carry in as that Contract's", () => {
    expect(healArcade(wounds, 'next_contract')).toEqual({
      remaining: [{ severity: 3, origin: 'contract' }],
      healed: [
        { severity: 5, origin: 'contract' },
        { severity: 2, origin: 'contract' },
      ],
    });
  });
});
