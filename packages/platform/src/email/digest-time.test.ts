import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-time.js';

describe('nextDigestAt', () => {
  it('is the next 08:00 in the user time zone', () => {
    expect(nextDigestAt(new Date('2030-01-01T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2030-01-02T07:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2030-01-01T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2030-01-01T13:00:00.000Z',
    );
  });

  it('is today at 08:00 when that is still ahead', () => {
    expect(nextDigestAt(new Date('2030-01-01T05:00:00Z'), 'UTC').toISOString()).toBe('2030-01-01T08:00:00.000Z');
    expect(nextDigestAt(new Date('2030-01-01T08:00:00Z'), 'UTC').toISOString()).toBe('2030-01-02T08:00:00.000Z');
  });

  it('follows daylight saving time and falls back to UTC for an unknown zone', () => {
    // Berlin moves to summer time on 2030-03-31: 08:00 is 06:00 UTC that day.
    expect(nextDigestAt(new Date('2030-03-30T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2030-03-31T06:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2030-01-01T12:00:00Z'), 'Mars/Olympus').toISOString()).toBe(
      '2030-01-02T08:00:00.000Z',
    );
  });
});
