import { describe, expect, it } from 'vitest';
import { pageQuery, queryFlag } from './query.js';

describe('list query readers', () => {
  it('reads a cursor and a page size, and passes a non-number on for the platform to refuse', () => {
    expect(pageQuery(new URL('https://h.example/x?before=abc&limit=5'))).toEqual({ before: 'abc', limit: 5 });
    expect(pageQuery(new URL('https://h.example/x?limit=lots'))).toEqual({ limit: 'lots' });
    expect(pageQuery(new URL('https://h.example/x'))).toEqual({});
  });

  it('reads yes/no flags', () => {
    expect(queryFlag(new URL('https://h.example/x?mine=1'), 'mine')).toBe(true);
    expect(queryFlag(new URL('https://h.example/x?mine=0'), 'mine')).toBe(false);
    expect(queryFlag(new URL('https://h.example/x'), 'mine')).toBe(false);
  });
});
