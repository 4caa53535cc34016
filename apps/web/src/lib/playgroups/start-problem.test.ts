import { describe, expect, it } from 'vitest';
import { readStart } from './start-problem';

describe('the scheduling form’s words for a start it cannot use', () => {
  it('accepts a real time', () => {
    expect(readStart('2030-07-01T20:00', 'Europe/Paris')).toEqual({ ok: true, value: '2030-07-01T18:00:00.000Z' });
  });

  it('asks for a day and a time when none was typed', () => {
    expect(readStart('', 'UTC')).toMatchObject({
      ok: false,
      error: {
        code: 'validation_failed',
        status: 400,
        field: 'startsAt',
        issues: [{ field: 'startsAt', message: 'Pick a day and a time.' }],
      },
    });
  });

  it('says the date is not on the calendar instead of moving it', () => {
    expect(readStart('2030-13-45T25:99', 'UTC')).toMatchObject({
      ok: false,
      error: {
        message: 'The start is not a real date and time.',
        issues: [
          {
            field: 'startsAt',
            message: 'That day or time is not on the calendar: check the day, the month and the hour.',
          },
        ],
      },
    });
  });

  it('names the zone and the night when the time falls in the skipped hour', () => {
    expect(readStart('2030-03-31T02:30', 'Europe/Paris')).toMatchObject({
      ok: false,
      error: {
        message: 'The start falls in the hour the clocks skip.',
        issues: [
          {
            field: 'startsAt',
            message:
              'Clocks in Europe/Paris jump forward on 2030-03-31, so 02:30 never happens that night. ' +
              'Pick a time before or after the jump.',
          },
        ],
      },
    });
  });
});
