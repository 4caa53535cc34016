import { cardGameRng } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { botRng, cleanSeed, gameRng, randomSeed } from './seed.js';

describe('card game seeds', () => {
  it('deal the same stream in the browser as online rooms do on the server', () => {
    for (const seed of ['1', 'table-7', 'ÅSA']) expect(gameRng(seed).nextUint32()).toBe(cardGameRng(seed).nextUint32());
  });

  it('give different streams for different seeds, moves and seats', () => {
    expect(gameRng('a').nextUint32()).not.toBe(gameRng('b').nextUint32());
    expect(botRng('a', 1, 0).nextUint32()).not.toBe(botRng('a', 2, 0).nextUint32());
    expect(botRng('a', 1, 0).nextUint32()).not.toBe(botRng('a', 1, 1).nextUint32());
  });

  it('makes 8-character random seeds and trims typed ones', () => {
    expect(randomSeed()).toMatch(/^[a-z2-9]{8}$/);
    expect(cleanSeed('  x  ')).toBe('x');
    expect(cleanSeed('y'.repeat(50))).toHaveLength(40);
    expect(cleanSeed(null)).toBe('');
  });
});
