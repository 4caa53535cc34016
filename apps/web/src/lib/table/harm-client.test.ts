import { describe, expect, it } from 'vitest';
import { clockWords, untilWords, wholeOrUndefined } from './harm-client.js';

describe('table harm helpers', () => {
  it('writes the clock as hours and minutes', () => {
    expect(clockWords(0)).toBe('0:00');
    expect(clockWords(95)).toBe('1:35');
  });

  it('says how long until a worsening', () => {
    expect(untilWords(20, 30)).toBe('in 10 minutes');
    expect(untilWords(29, 30)).toBe('in 1 minute');
    expect(untilWords(30, 30)).toBe('now');
  });

  it('reads whole numbers from fields and nothing else', () => {
    expect(wholeOrUndefined('3')).toBe(3);
    expect(wholeOrUndefined('-1')).toBe(-1);
    expect(wholeOrUndefined('')).toBeUndefined();
    expect(wholeOrUndefined('2.5')).toBeUndefined();
    expect(wholeOrUndefined(null)).toBeUndefined();
  });
});
