import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, sequenceRng } from '../dice/rng.js';
import { parseBotRoll, throwBotRoll, type BotRoll } from './index.js';

/** A source whose dice land on the given d10 faces, in order (uniformInt takes x % 10). */
const faces = (...values: number[]) => sequenceRng(values.map((face) => face - 1));

function thrown(text: string, rng = seededRng(7)) {
  const parsed = parseBotRoll(text);
  if (!parsed.ok || parsed.roll.kind === 'help' || parsed.roll.kind === 'sheet') throw new Error(text);
  return throwBotRoll(parsed.roll as Exclude<BotRoll, { kind: 'help' | 'sheet' }>, rng);
}

describe('throwBotRoll', () => {
  it('a pool scores through the dice engine and shows faces highest first', () => {
    const result = thrown('4@7 ex', faces(3, 10, 1, 7));
    expect(result.kind).toBe('pool');
    if (result.kind !== 'pool') return;
    expect(result.result.faces).toEqual([3, 10, 1, 7]);
    expect(result.sorted).toEqual([10, 7, 3, 1]);
    // 10 → +2, 7 → +1, 1 → −1, exertion +1
    expect(result.result.outcome).toBe(3);
    expect(result.result.tier).toBe('partial');
  });

  it('overflow past Difficulty 9 throws fewer dice', () => {
    const result = thrown('6@12');
    expect(result.kind === 'pool' && result.result).toMatchObject({ dice: 3, difficulty: 9, overflowRemoved: 3 });
  });

  it('generic d10s also report the Contract Outcome at Difficulty 6', () => {
    const result = thrown('3d10', faces(6, 1, 10));
    expect(result).toMatchObject({ kind: 'generic', sorted: [10, 6, 1], total: 17 });
    expect(result.kind === 'generic' && result.contract).toEqual({ outcome: 2, tier: 'partial' });
  });

  it('other generic dice report no Contract Outcome', () => {
    const result = thrown('2d6 damage', faces(4, 2));
    expect(result).toEqual({
      kind: 'generic',
      count: 2,
      sides: 6,
      sorted: [4, 2],
      total: 6,
      contract: null,
      label: 'damage',
    });
  });

  it('a high call wins on 6–10, a low call on 1–5', () => {
    expect(thrown('h', faces(6))).toMatchObject({ face: 6, won: true });
    expect(thrown('h', faces(5))).toMatchObject({ face: 5, won: false });
    expect(thrown('l', faces(5))).toMatchObject({ face: 5, won: true });
    expect(thrown('l', faces(10))).toMatchObject({ face: 10, won: false });
  });

  it('generic faces stay within their sides, sorted, and sum to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 2, max: 500 }), fc.integer(), (n, m, seed) => {
        const result = thrown(`${n}d${m}`, seededRng(seed));
        if (result.kind !== 'generic') throw new Error('not generic');
        expect(result.sorted).toHaveLength(n);
        expect(result.sorted.every((face) => face >= 1 && face <= m)).toBe(true);
        expect([...result.sorted].sort((a, b) => b - a)).toEqual(result.sorted);
        expect(result.total).toBe(result.sorted.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('a pool throws exactly the dice left after overflow, sorted high to low', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 49 }), fc.integer({ min: 4, max: 15 }), fc.integer(), (n, d, seed) => {
        const parsed = parseBotRoll(`${n}@${d}`);
        if (!parsed.ok || parsed.roll.kind !== 'pool') return;
        const result = throwBotRoll(parsed.roll, seededRng(seed));
        if (result.kind !== 'pool') throw new Error('not a pool');
        expect(result.sorted).toHaveLength(n - Math.max(0, d - 9));
        expect([...result.sorted].sort((a, b) => b - a)).toEqual(result.sorted);
      }),
    );
  });
});
