import type { PlatformError } from '@harbinger/platform';
import { readZonedTime, type ZonedTimeProblem } from './time';

/** A start read in the GM's zone: the instant as an ISO time, or the refusal in plain words. */
export type StartRead = { ok: true; value: string } | { ok: false; error: PlatformError };

/**
 * Reads the scheduling form's start in the GM's zone; refuses, in plain words, no date typed, a day the calendar
 * lacks, or a time the clocks skip.
 * @example readStart('2030-03-31T02:30', 'Europe/Paris') // error: "Clocks in Europe/Paris jump forward on …"
 */
export function readStart(local: string, zone: string): StartRead {
  const read = readZonedTime(local, zone);
  if (read.ok) return read;
  return { ok: false, error: startRefusal(local, zone, read.code) };
}

function startRefusal(local: string, zone: string, code: ZonedTimeProblem): PlatformError {
  const [date, time] = local.trim().split('T');
  const refuse = (message: string, detail: string): PlatformError => ({
    code: 'validation_failed',
    status: 400,
    field: 'startsAt',
    message,
    issues: [{ field: 'startsAt', message: detail }],
  });
  switch (code) {
    case 'not_a_time':
      return refuse('Pick the day and the time the Contract starts.', 'Pick a day and a time.');
    case 'no_such_date':
      return refuse(
        'The start is not a real date and time.',
        'That day or time is not on the calendar: check the day, the month and the hour.',
      );
    case 'skipped_by_clock_change':
      return refuse(
        'The start falls in the hour the clocks skip.',
        `Clocks in ${zone} jump forward on ${date ?? ''}, so ${time ?? ''} never happens that night. ` +
          'Pick a time before or after the jump.',
      );
  }
}
