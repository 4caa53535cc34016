import type { StoredDeliveryStatus, WebhookEvent } from '../db/schema.js';

/** One delivery as the settings page and the API show it. */
export interface WebhookDeliveryView {
  id: string;
  event: WebhookEvent;
  status: StoredDeliveryStatus;
  /** Tries so far. */
  attempts: number;
  /** The receiver's last HTTP status, when it answered at all. */
  lastHttpStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  /** When a pending delivery is tried next. */
  nextAttemptAt: Date | null;
}

/** A webhook of a Playgroup; the address is shown with its secret part hidden. */
export interface WebhookView {
  id: string;
  /** The address with its last path segment and query shortened (a Discord webhook's token lives there). */
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdBy: { handle: string } | null;
  createdAt: Date;
  /** The latest deliveries, newest first. */
  recent: WebhookDeliveryView[];
}

/**
 * An address safe to show and log: scheme, host and path, with the last path segment cut to four characters
 * and any query or credentials left out.
 * @example redactUrl('https://discord.com/api/webhooks/123/abcdefgh') === 'https://discord.com/api/webhooks/123/abcd…'
 */
export function redactUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '(not an address)';
  }
  const segments = url.pathname.split('/');
  let last = segments.length - 1;
  while (last >= 0 && segments[last] === '') last--;
  if (last >= 0 && segments[last]!.length > 4) segments[last] = `${segments[last]!.slice(0, 4)}…`;
  return `${url.protocol}//${url.host}${segments.join('/')}${url.search === '' ? '' : '?…'}`;
}
