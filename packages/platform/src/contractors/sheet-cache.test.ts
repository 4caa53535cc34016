import { describe, expect, it } from 'vitest';
import { SHEET_CACHE_SIZE, SheetCache } from './sheet-cache.js';
import type { SheetRows } from './sheet.js';
import type { SheetStamp } from './sheet-query.js';

const stamp = (version: number, extra: Partial<SheetStamp> = {}): SheetStamp => ({
  version,
  private: false,
  owner_id: 'o',
  stamp: '1',
  handle: 'ada',
  rows_seen: 'x',
  ...extra,
});
// The LRU bookkeeping never looks inside the rows.
const rows = {} as SheetRows;

describe('SheetCache', () => {
  it('holds 500 sheets by default', () => {
    expect(new SheetCache().limit).toBe(SHEET_CACHE_SIZE);
    expect(SHEET_CACHE_SIZE).toBe(500);
  });

  it('answers only for the exact stamp it stored, and drops a stale entry', () => {
    const cache = new SheetCache(4);
    cache.store('a', stamp(3), rows);
    expect(cache.lookup('a', stamp(3))).toBeDefined();
    for (const other of [
      stamp(4),
      stamp(3, { private: true }),
      stamp(3, { owner_id: 'p' }),
      stamp(3, { stamp: '2' }),
      stamp(3, { handle: 'Ada' }),
      stamp(3, { rows_seen: 'y' }),
    ]) {
      cache.store('a', stamp(3), rows);
      expect(cache.lookup('a', other)).toBeUndefined();
      expect(cache.holds('a')).toBe(false);
    }
    expect(cache.lookup('b', stamp(3))).toBeUndefined();
    expect(cache.stats.hits).toBe(1);
    expect(cache.stats.misses).toBe(7);
  });

  it('stays within its limit, forgetting the least recently used sheet first', () => {
    const cache = new SheetCache(3);
    for (const id of ['a', 'b', 'c']) cache.store(id, stamp(1), rows);
    cache.lookup('a', stamp(1));
    cache.store('d', stamp(1), rows);
    expect(cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].filter((id) => cache.holds(id))).toEqual(['a', 'c', 'd']);
    cache.store('c', stamp(2), rows);
    cache.store('e', stamp(1), rows);
    expect(['a', 'c', 'd', 'e'].filter((id) => cache.holds(id))).toEqual(['c', 'd', 'e']);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
