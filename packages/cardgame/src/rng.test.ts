import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromState, seededRng, seedToState, shuffled } from './rng.js';

const draw = (rng: { nextUint32(): number }, n: number) => Array.from({ length: n }, () => rng.nextUint32());

describe("The card game's own seeded random stream (mulberry32)", () => {
  it('equal seeds give equal streams, different seeds different ones', () => {
    expect(draw(seededRng(7), 20)).toEqual(draw(seededRng(7), 20));
    expect(draw(seededRng(7), 20)).not.toEqual(draw(seededRng(8), 20));
    expect(draw(seededRng('7'), 5)).not.toEqual(draw(seededRng(7), 5));
    expect(seedToState('a')).not.toBe(seedToState('b'));
  });

  it('its whole memory is one number: a stream resumes exactly from its stored state', () => {
    const rng = seededRng('resume');
    draw(rng, 13);
    const copy = rngFromState(rng.state);
    expect(draw(copy, 10)).toEqual(draw(rng, 10));
  });

  it('gives 32-bit unsigned integers', () => {
    for (const x of draw(seededRng(1), 1000)) {
      expect(Number.isInteger(x)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(2 ** 32);
    }
  });

  it('randomInt stays in range and is close to uniform', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer(), (n, seed) => {
        const x = randomInt(seededRng(seed), n);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
      }),
    );
    const rng = seededRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(rng, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    expect(() => randomInt(rng, 0)).toThrow(RangeError);
    expect(() => randomInt(rng, 2.5)).toThrow(RangeError);
  });

  it('shuffled returns a reordering and leaves its input alone', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const out = shuffled(seededRng(3), input);
    expect([...out].sort()).toEqual([...input]);
    expect(out).not.toEqual(input);
  });
});
