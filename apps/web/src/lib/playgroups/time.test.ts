import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLocalInput, whenIn, zonedToIso } from './time.js';

describe('times in the reader’s zone', () => {
  it('reads a wall-clock time in a zone as the right instant, summer and winter', () => {
    expect(zonedToIso('2030-07-01T20:00', 'Europe/Paris')).toBe('2030-07-01T18:00:00.000Z');
    expect(zonedToIso('2030-01-15T20:00', 'Europe/Paris')).toBe('2030-01-15T19:00:00.000Z');
    expect(zonedToIso('2030-01-15T20:00', 'America/New_York')).toBe('2030-01-16T01:00:00.000Z');
    expect(zonedToIso('2030-01-15T20:00', 'UTC')).toBe('2030-01-15T20:00:00.000Z');
  });

  it('refuses text that is not a datetime-local value', () => {
    expect(zonedToIso('next friday', 'UTC')).toBeNull();
    expect(zonedToIso('', 'UTC')).toBeNull();
  });

  it('shows an instant in the reader’s zone, naming the zone', () => {
    expect(whenIn('2030-02-01T18:00:00Z', 'Europe/Paris')).toBe('Fri 1 Feb 2030, 19:00 (Europe/Paris)');
    expect(whenIn('2030-02-01T18:00:00Z', 'Not/AZone')).toContain('(UTC)');
  });

  it('round-trips an instant through the edit form in any of a few zones (whole minutes)', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
    fc.assert(
      fc.property(fc.integer({ min: 1_800_000_000, max: 2_200_000_000 }), fc.constantFrom(...zones), (seconds, zone) => {
        const instant = new Date(Math.floor(seconds / 60) * 60_000);
        const local = toLocalInput(instant, zone);
        const back = zonedToIso(local, zone)!;
        // An hour repeated when clocks go back may read as either instant; the wall clock always matches.
        expect(toLocalInput(back, zone)).toBe(local);
      }),
    );
  });
});
