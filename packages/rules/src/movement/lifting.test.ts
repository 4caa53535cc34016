import { describe, expect, it } from 'vitest';
import { liftLimitPounds, liftingTable } from './index.js';

describe('lifting table (Brawn 1–8)', () => {
  it('matches the guide row by row', () => {
    expect(liftingTable).toEqual({ 1: 75, 2: 125, 3: 225, 4: 300, 5: 375, 6: 500, 7: 700, 8: 1000 });
    expect(liftLimitPounds(3)).toEqual({ ok: true, value: 225 });
    expect(liftLimitPounds(8)).toEqual({ ok: true, value: 1000 });
  });

  it('has no row past Brawn 8', () => {
    const result = liftLimitPounds(9);
    expect(result.ok === false && result.issues[0]).toMatchObject({ code: 'brawn_beyond_table', max: 8 });
    expect(() => liftLimitPounds(0)).toThrow(RangeError);
  });
});
