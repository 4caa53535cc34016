import { getContext, setContext } from 'svelte';

// The sheet page hands its time zone down by context, so the parts that show a time (an Injury's clock, the roll
// history) need no prop threaded through every panel between them.
const KEY = Symbol('harbinger-sheet-zone');

/** Sets the zone a sheet's times are shown in: the account's, or null for a visitor. Call in the page's script. */
export function provideSheetZone(get: () => string | null): void {
  setContext(KEY, get);
}

/** The account's zone the page provided, or null (a visitor, or a part shown outside a sheet page). */
export function providedZone(): () => string | null {
  return getContext<(() => string | null) | undefined>(KEY) ?? (() => null);
}

/** The zone to show times in, with how the page names it. */
export interface ShownZone {
  zone: string;
  label: string;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a sheet's times are read: the account's zone like every other page; for a visitor, UTC as the server
 * renders it, then the browser's own zone once the page runs (`interactive`), said so in the label.
 * @example shownZone('Europe/Paris', false) // { zone: 'Europe/Paris', label: 'Europe/Paris' }
 */
export function shownZone(account: string | null, interactive: boolean, browserZone?: string): ShownZone {
  if (account && validZone(account)) return { zone: account, label: account.replaceAll('_', ' ') };
  const local = interactive ? (browserZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone) : undefined;
  if (local && validZone(local) && local !== 'UTC')
    return { zone: local, label: `${local.replaceAll('_', ' ')}, your browser’s time zone` };
  return { zone: 'UTC', label: 'UTC' };
}
