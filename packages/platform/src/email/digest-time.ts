// The daily digest goes at a fixed hour of the user's own day, so it arrives at breakfast wherever they live.

/** The hour (0–23, in the user's time zone) the daily digest is sent. */
export const DIGEST_HOUR = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows `wall` (a UTC-encoded wall time); DST gaps move forward. */
function instantOf(wall: number, timeZone: string): number {
  let guess = wall - offsetMs(wall, timeZone);
  guess = wall - offsetMs(guess, timeZone);
  return guess;
}

/**
 * When the digest holding an item queued at `now` goes out: the next `DIGEST_HOUR`:00 of the user's time zone
 * strictly after `now` (an unknown zone counts as UTC).
 * @example nextDigestAt(new Date('2030-01-01T12:00:00Z'), 'Europe/Berlin') // 2030-01-02T07:00:00Z
 */
export function nextDigestAt(now: Date, timeZone: string): Date {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const t = now.getTime();
  const wallNow = t + offsetMs(t, zone);
  const today = Math.floor(wallNow / DAY_MS) * DAY_MS;
  for (let day = 0; day < 3; day++) {
    const at = instantOf(today + day * DAY_MS + DIGEST_HOUR * 60 * 60 * 1000, zone);
    if (at > t) return new Date(at);
  }
  return new Date(t + DAY_MS);
}
