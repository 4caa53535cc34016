import type { MailMessage } from '../mail/mailer.js';
import { EMAIL_CATEGORY_WORDS, type EmailCategory, type UnsubscribeScope } from './categories.js';

/** One notification as a mail shows it. */
export interface MailItem {
  category: EmailCategory;
  message: string;
  /** A path on the site (`/contracts/…`), or empty for the notifications page. */
  link: string;
  createdAt: Date;
}

/** Who a mail goes to and where the site is. */
export interface MailRecipient {
  email: string;
  handle: string;
  /** The secret of the user's unsubscribe links. */
  unsubscribeToken: string;
  timezone: string;
}

/** The one-click unsubscribe address for `scope`. */
export function unsubscribeUrl(origin: string, scope: UnsubscribeScope, token: string): string {
  return `${origin}/unsubscribe/${scope}/${encodeURIComponent(token)}`;
}

/** The absolute address of a notification's page. */
function pageUrl(origin: string, link: string): string {
  return link.startsWith('/') ? `${origin}${link}` : `${origin}/notifications`;
}

/** The header fields a mail client reads to offer its own one-click "unsubscribe" (RFC 2369 and RFC 8058). */
function listHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The mail for one notification: its message, the page it is about (an absolute link) and a footer saying why it
 * came, with a one-click unsubscribe link for its category (also in the `List-Unsubscribe` headers).
 * @example composeInstantMail({ origin: platform.origin, to, item })
 */
export function composeInstantMail(options: { origin: string; to: MailRecipient; item: MailItem }): MailMessage {
  const { origin, to, item } = options;
  const words = EMAIL_CATEGORY_WORDS[item.category];
  const stop = unsubscribeUrl(origin, item.category, to.unsubscribeToken);
  const text = [
    `Hello @${to.handle},`,
    '',
    item.message,
    '',
    `See it on Harbinger: ${pageUrl(origin, item.link)}`,
    '',
    footer(origin, [
      `You get this mail because your Harbinger settings send “${words.label}” by email as it happens.`,
      `Stop these mails with one click: ${stop}`,
    ]),
  ].join('\n');
  return { to: to.email, subject: `Harbinger: ${clip(item.message, 90)}`, text, headers: listHeaders(stop) };
}

/**
 * The daily digest: every waiting notification of the digest categories, oldest first, each with its link and its
 * time in the user's time zone; the footer's one-click link turns the digest off.
 */
export function composeDigestMail(options: {
  origin: string;
  to: MailRecipient;
  items: readonly MailItem[];
}): MailMessage {
  const { origin, to, items } = options;
  const stop = unsubscribeUrl(origin, 'digest', to.unsubscribeToken);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: safeZone(to.timezone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const count = items.length === 1 ? 'one notification' : `${items.length} notifications`;
  const lines = items.flatMap((item) => [
    `• ${item.message}`,
    `  ${time.format(item.createdAt)} · ${pageUrl(origin, item.link)}`,
    '',
  ]);
  const text = [
    `Hello @${to.handle},`,
    '',
    `Here is what happened on Harbinger since your last digest (${count}):`,
    '',
    ...lines,
    footer(origin, [
      'You get this daily digest because your Harbinger settings collect some notifications into one mail a day.',
      `Stop the digest with one click: ${stop}`,
    ]),
  ].join('\n');
  return { to: to.email, subject: `Harbinger: your daily digest (${count})`, text, headers: listHeaders(stop) };
}

function footer(origin: string, lines: string[]): string {
  return ['-- ', ...lines, `Choose what comes by email: ${origin}/settings#email`, ''].join('\n');
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
