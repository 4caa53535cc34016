import { STATUSES, type StatusId } from '@harbinger/rules';

// Words for a Playgroup's listing facts, shared by Find Playgroups and the Playgroup page.

/** How the table meets, in words. */
export const MEETS_WORDS: Record<'online' | 'in_person' | 'both', string> = {
  online: 'Online',
  in_person: 'In person',
  both: 'Online and in person',
};

/** A Status range in words: "Novice to Seasoned", "Veteran only", "Every Status". */
export function statusRangeWords(min: StatusId, max: StatusId): string {
  if (min === 'newbie' && max === 'veteran') return 'Every Status';
  if (min === max) return `${STATUSES[min].name} only`;
  return `${STATUSES[min].name} to ${STATUSES[max].name}`;
}

/** A zone with its current offset: "Europe/Paris (UTC+1)", "Asia/Kolkata (UTC+5:30)", "UTC". */
export function zoneWords(zone: string, at: Date = new Date()): string {
  let name: string;
  try {
    name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return zone;
  }
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = match
    ? `UTC${match[1] === '-' ? '−' : '+'}${String(Number(match[2]))}${match[3] === '00' ? '' : `:${match[3]!}`}`
    : 'UTC';
  const shown = zone.replaceAll('_', ' ');
  return zone === 'UTC' ? 'UTC' : `${shown} (${offset})`;
}
