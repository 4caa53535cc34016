// Time-zone arithmetic for Find Playgroups: which IANA zones are within some hours of another right now. Only Intl
// is used (the runtime's own zone data), and a zone's offset is read at the instant asked, so daylight saving counts.

/** Every IANA zone this runtime knows, plus plain UTC. */
const ALL_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];

const formats = new Map<string, Intl.DateTimeFormat>();

/** How many minutes a zone's clock is ahead of UTC at an instant (negative west of Greenwich). */
export function offsetMinutes(zone: string, at: Date): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The zones whose offset is within `hours` of `zone`'s at the instant `at`.
 * @example zonesNear('Europe/Paris', 1, now) // includes 'Europe/London' and 'Europe/Berlin'
 */
export function zonesNear(zone: string, hours: number, at: Date): string[] {
  const centre = offsetMinutes(zone, at);
  return ALL_ZONES.filter((z) => Math.abs(offsetMinutes(z, at) - centre) <= hours * 60);
}
