import { describe, expect, it } from 'vitest';
import { communityFilters, communityQuery } from './community-query.js';

describe('communityQuery', () => {
  it('keeps the filters that are set, as the platform takes them', () => {
    const url = new URL('http://x/gifts/community?effect=injure&type=&cost=2&before=abc&limit=5');
    expect(communityQuery(url)).toEqual({ effect: 'injure', cost: 2, before: 'abc', limit: 5 });
    expect(communityFilters(url)).toEqual({ effect: 'injure', type: '', cost: '2' });
  });

  it('passes a cost that is not a number on as text, for the platform to refuse', () => {
    expect(communityQuery(new URL('http://x/?cost=two'))).toEqual({ cost: 'two' });
    expect(communityQuery(new URL('http://x/'))).toEqual({});
  });
});
