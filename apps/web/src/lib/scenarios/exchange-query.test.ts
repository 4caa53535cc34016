import { describe, expect, it } from 'vitest';
import { exchangeQuery } from './exchange-query.js';

describe('the Exchange query', () => {
  it('reads words, tags, players, Status and the page; blanks mean any', () => {
    const url = new URL('http://x/?text=+vault+&tags=heist,+city&tag=city&players=4&status=novice&before=abc&limit=5');
    expect(exchangeQuery(url)).toEqual({
      text: 'vault',
      tags: ['heist', 'city'],
      players: 4,
      status: 'novice',
      before: 'abc',
      limit: 5,
    });
    expect(exchangeQuery(new URL('http://x/?text=&tags=&players=&status='))).toEqual({});
    expect(exchangeQuery(new URL('http://x/?players=many'))).toEqual({ players: 'many' });
  });
});
