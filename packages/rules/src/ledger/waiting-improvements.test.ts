import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { improvementsAllowed } from '../character/gift-credits.js';
import { improvementRoom } from './waiting-improvements.js';

describe('improvementRoom (the cap limits spending, not earning)', () => {
  it('seed: 7 victories leave room for 7 Improvements, so an 8th is kept waiting', () => {
    const allowed = improvementsAllowed({ victories: 7 });
    expect(allowed).toBe(7);
    expect(improvementRoom({ held: 8, spent: 0, allowed })).toEqual({ spendable: 7, waiting: 1 });
  });

  it('seed: with a starting Coin of Charon the same 7 victories allow 6', () => {
    const allowed = improvementsAllowed({ victories: 7, charonCoin: true });
    expect(allowed).toBe(6);
    expect(improvementRoom({ held: 7, spent: 0, allowed })).toEqual({ spendable: 6, waiting: 1 });
  });

  it('a GM Improvement earned at the cap waits, then becomes spendable after the next victory', () => {
    // One victory: its Gift Credit and one Improvement already spent fill the cap of 2.
    const before = improvementRoom({ held: 1, spent: 1, allowed: improvementsAllowed({ victories: 1 }) });
    expect(before).toEqual({ spendable: 0, waiting: 1 });
    const after = improvementRoom({ held: 1, spent: 1, allowed: improvementsAllowed({ victories: 2 }) });
    expect(after).toEqual({ spendable: 1, waiting: 0 });
  });

  it('an overdrawn balance (a voided Contract) has nothing to spend and nothing waiting', () => {
    expect(improvementRoom({ held: -1, spent: 2, allowed: 4 })).toEqual({ spendable: 0, waiting: 0 });
  });

  it('spendable and waiting always add up to what is held, and spending never passes the cap', () => {
    const n = fc.integer({ min: 0, max: 40 });
    fc.assert(
      fc.property(n, n, n, (held, spent, allowed) => {
        const r = improvementRoom({ held, spent, allowed });
        expect(r.spendable + r.waiting).toBe(held);
        expect(r.spendable).toBeGreaterThanOrEqual(0);
        expect(r.waiting).toBeGreaterThanOrEqual(0);
        if (spent <= allowed) expect(spent + r.spendable).toBeLessThanOrEqual(allowed);
      }),
    );
  });
});
