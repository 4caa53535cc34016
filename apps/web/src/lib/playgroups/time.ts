// Times in the reader's own time zone: a Contract's start is one instant, shown to each viewer in their zone, and a
// GM types it as a wall-clock time in theirs. Only Intl is used (no time-zone database to ship).

const PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string): Record<(typeof PARTS)[number], number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(zone),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(instant))
    if ((PARTS as readonly string[]).includes(part.type)) out[part.type as (typeof PARTS)[number]] = Number(part.value);
  return out;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Why a typed time names no instant: not a datetime-local value, no such date, or skipped by a clock change. */
export type ZonedTimeProblem = 'not_a_time' | 'no_such_date' | 'skipped_by_clock_change';

/** The instant a wall-clock time names (an ISO string with `Z`), or why it names none. */
export type ZonedTime = { ok: true; value: string } | { ok: false; code: ZonedTimeProblem };

const DAY_MS = 24 * 60 * 60 * 1000;
type Six = [number, number, number, number, number, number];

/**
 * Reads a wall-clock time (`2030-02-01T19:00`, as a datetime-local field sends it) in a zone. An impossible date
 * (`2030-02-30`) and a time skipped when clocks go forward are refused rather than moved to a neighbouring time.
 * A time passed twice when clocks go back means its first pass (still on summer time): a Contract typed for
 * 02:30 that night starts at the earlier 02:30, which is also what Temporal's default picks.
 * @example readZonedTime('2030-03-31T02:30', 'Europe/Paris') // { ok: false, code: 'skipped_by_clock_change' }
 */
export function readZonedTime(local: string, zone: string): ZonedTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return { ok: false, code: 'not_a_time' };
  const [year, month, day, hour, minute, second] = [...m.slice(1, 6), m[6] ?? '0'].map(Number) as Six;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls day 45 into a later month and hour 25 into the next day: a value that does not come back
  // unchanged names no real date.
  const typed = { year, month, day, hour, minute, second };
  if (!sameWallClock(new Date(asUtc), typed, 'UTC')) return { ok: false, code: 'no_such_date' };
  // A zone's offset near this date is the one a day before or after (a clock change in between gives both).
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetAt(new Date(asUtc + shift), zone)));
  const matches = [...offsets].map((offset) => asUtc - offset).filter((at) => sameWallClock(new Date(at), typed, zone));
  if (matches.length === 0) return { ok: false, code: 'skipped_by_clock_change' };
  return { ok: true, value: new Date(Math.min(...matches)).toISOString() };
}

function sameWallClock(instant: Date, typed: Record<(typeof PARTS)[number], number>, zone: string): boolean {
  const seen = wallClock(instant, zone);
  return PARTS.every((part) => seen[part] === typed[part]);
}

/** An instant as a datetime-local value in a zone (to fill an edit form). */
export function toLocalInput(instant: Date | string, zone: string): string {
  const w = wallClock(new Date(instant), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/**
 * An instant as a reader in `zone` reads it: "Fri 1 Feb 2030, 19:00 (Europe/Paris)".
 * @example whenIn('2030-02-01T18:00:00Z', 'Europe/Paris') === 'Fri 1 Feb 2030, 19:00 (Europe/Paris)'
 */
export function whenIn(instant: Date | string, zone: string): string {
  const z = safeZone(zone);
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: z,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  // Engines differ on the comma after the weekday and on "at": settle on "Fri 1 Feb 2030, 19:00".
  return `${text.replace(/^(\p{L}+),/u, '$1').replace(' at ', ', ')} (${z})`;
}
