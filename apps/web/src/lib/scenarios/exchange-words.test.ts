import { describe, expect, it } from 'vitest';
import { handlesOf, playersWords, statusWords } from './exchange-words.js';

describe('the Exchange words', () => {
  it('reads handles from one box and names sizes and Status', () => {
    expect(handlesOf(' mara, @olek\nkit ;; ')).toEqual(['mara', '@olek', 'kit']);
    expect(playersWords(3, 5)).toBe('3–5 players');
    expect(playersWords(1, 1)).toBe('1 player');
    expect(statusWords('any')).toBe('Any Status');
    expect(statusWords('novice')).toBe('Novice');
  });
});
