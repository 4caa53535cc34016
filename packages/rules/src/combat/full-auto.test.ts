import { describe, expect, it } from 'vitest';
import { fullAutoSweep } from './index.js';

describe('full-auto sweeps', () => {
  it('cover a 5 ft square per 5 rounds at +2 Difficulty, up to 25 ft × 25 ft', () => {
    expect(fullAutoSweep(30)).toEqual({ ok: true, value: { squares: 6, areaSquareFeet: 150, difficultyModifier: 2 } });
    expect(fullAutoSweep(200)).toEqual({
      ok: true,
      value: { squares: 25, areaSquareFeet: 625, difficultyModifier: 2 },
    });
    const few = fullAutoSweep(4);
    expect(few.ok === false && few.issues[0]?.code).toBe('too_few_rounds');
  });
});
