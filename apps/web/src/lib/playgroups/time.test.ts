import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readZonedTime, toLocalInput, whenIn } from './time.js';

describe('times in the reader’s zone', () => {
  it('reads a wall-clock time in a zone as the right instant, summer and winter', () => {
    expect(readZonedTime('2030-07-01T20:00', 'Europe/Paris')).toEqual({ ok: true, value: '2030-07-01T18:00:00.000Z' });
    expect(readZonedTime('2030-01-15T20:00', 'Europe/Paris')).toEqual({ ok: true, value: '2030-01-15T19:00:00.000Z' });
    expect(readZonedTime('2030-01-15T20:00', 'America/New_York')).toEqual({
      ok: true,
      value: '2030-01-16T01:00:00.000Z',
    });
    expect(readZonedTime('2030-01-15T20:00', 'UTC')).toEqual({ ok: true, value: '2030-01-15T20:00:00.000Z' });
  });

  it('refuses text that is not a datetime-local value', () => {
    expect(readZonedTime('next friday', 'UTC').ok).toBe(false);
    expect(readZonedTime('', 'UTC').ok).toBe(false);
  });

  it('refuses a date or time that does not exist, instead of rolling it over into another one', () => {
    const impossible = [
      '2030-13-45T25:99',
      '2030-02-30T19:00',
      '2030-04-31T19:00',
      '2030-01-15T24:00',
      '2030-01-15T20:60',
    ];
    for (const text of impossible) {
      expect(readZonedTime(text, 'UTC').ok, text).toBe(false);
      expect(readZonedTime(text, 'Europe/Paris'), text).toEqual({ ok: false, code: 'no_such_date' });
    }
    expect(readZonedTime('2028-02-29T19:00', 'UTC')).toEqual({ ok: true, value: '2028-02-29T19:00:00.000Z' });
    expect(readZonedTime('next friday', 'UTC')).toEqual({ ok: false, code: 'not_a_time' });
  });

  it('refuses a time the clocks skip when summer time starts', () => {
    expect(readZonedTime('2030-03-31T02:30', 'Europe/Paris').ok).toBe(false);
    expect(readZonedTime('2030-03-31T02:30', 'Europe/Paris')).toEqual({ ok: false, code: 'skipped_by_clock_change' });
    expect(readZonedTime('2030-03-10T02:00', 'America/New_York').ok).toBe(false);
    // The minutes on either side of the gap are real.
    expect(readZonedTime('2030-03-31T01:59', 'Europe/Paris')).toEqual({ ok: true, value: '2030-03-31T00:59:00.000Z' });
    expect(readZonedTime('2030-03-31T03:00', 'Europe/Paris')).toEqual({ ok: true, value: '2030-03-31T01:00:00.000Z' });
  });

  it('reads a time the clocks pass twice when summer time ends as the first of the two', () => {
    expect(readZonedTime('2030-10-27T02:30', 'Europe/Paris')).toEqual({ ok: true, value: '2030-10-27T00:30:00.000Z' });
    expect(readZonedTime('2030-11-03T01:30', 'America/New_York')).toEqual({
      ok: true,
      value: '2030-11-03T05:30:00.000Z',
    });
    expect(readZonedTime('2030-10-27T03:00', 'Europe/Paris')).toEqual({ ok: true, value: '2030-10-27T02:00:00.000Z' });
  });

  it('shows an instant in the reader’s zone, naming the zone', () => {
    expect(whenIn('2030-02-01T18:00:00Z', 'Europe/Paris')).toBe('Fri 1 Feb 2030, 19:00 (Europe/Paris)');
    expect(whenIn('2030-02-01T18:00:00Z', 'Not/AZone')).toContain('(UTC)');
  });

  it('round-trips an instant through the edit form in any of a few zones (whole minutes)', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1_800_000_000, max: 2_200_000_000 }),
        fc.constantFrom(...zones),
        (seconds, zone) => {
          const instant = new Date(Math.floor(seconds / 60) * 60_000);
          const local = toLocalInput(instant, zone);
          const read = readZonedTime(local, zone);
          expect(read.ok).toBe(true);
          const back = read.ok ? read.value : '';
          // An hour repeated when clocks go back reads as its first pass; the wall clock always matches.
          expect(toLocalInput(back, zone)).toBe(local);
          expect(new Date(back).getTime()).toBeLessThanOrEqual(instant.getTime());
        },
      ),
    );
  });
});
