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
  const format = new Intl.DateTimeFormat('en-US', { timeZone: safeZone(zone), hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(instant)) if ((PARTS as readonly string[]).includes(part.type)) out[part.type as (typeof PARTS)[number]] = Number(part.value);
  return out;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (`2030-02-01T19:00`, as a datetime-local field sends it) names in a zone, as an
 * ISO string with `Z`; null when the text is not such a time. A time skipped by a clock change moves forward.
 * @example zonedToIso('2030-07-01T20:00', 'Europe/Paris') === '2030-07-01T18:00:00.000Z'
 */
export function zonedToIso(local: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, m[6] === undefined ? 0 : Number(m[6]));
  if (Number.isNaN(asUtc)) return null;
  // Two rounds settle the offset even across a daylight-saving change.
  let guess = asUtc - offsetAt(new Date(asUtc), zone);
  guess = asUtc - offsetAt(new Date(guess), zone);
  return new Date(guess).toISOString();
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
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: z, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  // Engines differ on the comma after the weekday and on "at": settle on "Fri 1 Feb 2030, 19:00".
  return `${text.replace(/^(\p{L}+),/u, '$1').replace(' at ', ', ')} (${z})`;
}
