import { describe, expect, it } from 'vitest';
import { statusRangeWords, zoneWords } from './listing-words.js';

describe('listing words', () => {
  it('names a Status range', () => {
    expect(statusRangeWords('newbie', 'veteran')).toBe('Every Status');
    expect(statusRangeWords('veteran', 'veteran')).toBe('Veteran only');
    expect(statusRangeWords('novice', 'seasoned')).toBe('Novice to Seasoned');
  });

  it('names a zone with its offset at the instant', () => {
    const winter = new Date('2030-01-15T12:00:00Z');
    expect(zoneWords('Europe/Paris', winter)).toBe('Europe/Paris (UTC+1)');
    expect(zoneWords('America/New_York', winter)).toBe('America/New York (UTC−5)');
    expect(zoneWords('Asia/Kolkata', winter)).toBe('Asia/Kolkata (UTC+5:30)');
    expect(zoneWords('UTC', winter)).toBe('UTC');
    expect(zoneWords('Not/AZone', winter)).toBe('Not/AZone');
  });
});
