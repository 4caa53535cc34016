import { describe, expect, it } from 'vitest';
import { STOCK_CIRCUMSTANCES, STOCK_CONDITIONS, STOCK_TROPHIES } from './conditions.js';

const tables = { STOCK_CONDITIONS, STOCK_CIRCUMSTANCES, STOCK_TROPHIES } as const;

describe('stock Conditions, Circumstances and Trophies (seed 000: examples a GM can pick or adapt)', () => {
  for (const [tableName, table] of Object.entries(tables)) {
    it(`${tableName}: at least 8 entries with distinct names and one-line effects`, () => {
      const entries = Object.entries(table);
      expect(entries.length).toBeGreaterThanOrEqual(8);
      const names = entries.map(([, row]) => row.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      for (const [id, row] of entries) {
        expect(id).toMatch(/^[a-z][a-z_]*$/);
        expect(row.effect.length, id).toBeGreaterThan(10);
        expect(row.effect.length, id).toBeLessThanOrEqual(120);
        expect(row.effect, id).not.toContain('\n');
      }
    });
  }

  it('Conditions and Circumstances include both boons and burdens', () => {
    for (const table of [STOCK_CONDITIONS, STOCK_CIRCUMSTANCES]) {
      const tones = new Set(Object.values(table).map((row) => row.tone));
      expect(tones.has('boon')).toBe(true);
      expect(tones.has('burden')).toBe(true);
    }
  });

  it('no id is shared between a Condition and a Circumstance', () => {
    const shared = Object.keys(STOCK_CONDITIONS).filter((id) => Object.hasOwn(STOCK_CIRCUMSTANCES, id));
    expect(shared).toEqual([]);
  });
});
