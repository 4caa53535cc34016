import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { calendarFeeds, contractAttendances, contracts, playgroups } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';

/** How long a Contract lasts in the calendar (the seed: one session). */
const SESSION_HOURS = 4;
/** Most events one feed lists (newest start first). */
const FEED_LIMIT = 500;

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes a text value the way iCalendar wants (backslash, semicolon, comma, newline). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuation lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (start === 0 ? 75 : 74));
    // Never cut a UTF-8 sequence in two.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

type ContractRow = typeof contracts.$inferSelect;

/** Renders Contracts as an iCalendar document (RFC 5545), times in UTC so every calendar shows its own zone. */
export function renderCalendar(options: {
  name: string;
  origin: string;
  now: Date;
  items: readonly (ContractRow & { playgroupName: string })[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harbinger//Contracts//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
  ];
  for (const c of options.items) {
    const end = new Date(c.startsAt.getTime() + SESSION_HOURS * 3600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${c.id}@harbinger`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART:${stamp(c.startsAt)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${icsText(`${c.title} (${c.playgroupName})`)}`,
      `DESCRIPTION:${icsText(c.invitation)}`,
      ...(c.venue ? [`LOCATION:${icsText(c.venue)}`] : []),
      `STATUS:${c.state === 'canceled' ? 'CANCELLED' : 'CONFIRMED'}`,
      `URL:${options.origin}/contracts/${c.id}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The secret token of the actor's calendar feed, made on first ask. */
export async function calendarFeedToken(
  p: Platform,
  actor: Actor,
  options: { reset?: boolean } = {},
): Promise<Outcome<{ token: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  // Nearly every call finds the token already made: answer it with a plain read; lock only to make or replace one.
  if (!options.reset) {
    const mine = eq(calendarFeeds.userId, actor.userId);
    const [kept] = await p.db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(mine).limit(1);
    if (kept) return success({ token: kept.token });
  }
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.userId)).for('update');
    if (row && !options.reset) return success({ token: row.token });
    const token = randomBytes(24).toString('base64url');
    if (row) await tx.update(calendarFeeds).set({ token, createdAt: p.now() }).where(eq(calendarFeeds.id, row.id));
    else await tx.insert(calendarFeeds).values({ userId: actor.userId, token, createdAt: p.now() });
    return success({ token });
  });
}

/** The Contracts of a feed, newest start first, voided ones left out. */
export async function feedRows(p: Platform, where: Parameters<typeof and>[0]) {
  const rows = await p.db
    .select({ c: contracts, playgroupName: playgroups.name })
    .from(contracts)
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(and(where, ne(contracts.state, 'voided')))
    .orderBy(desc(contracts.startsAt))
    .limit(FEED_LIMIT);
  return rows.map((r) => ({ ...r.c, playgroupName: r.playgroupName }));
}

/**
 * A player's calendar (the Contracts they GM or hold a seat at), found by the feed's secret token so calendar apps
 * can fetch it without signing in.
 * Links point under the platform's configured origin.
 * @example const ics = await userCalendar(p, token)
 */
export async function userCalendar(p: Platform, token: unknown): Promise<Outcome<string>> {
  if (typeof token !== 'string' || token.length < 10 || token.length > 100)
    return failure(refusals.notFound('That calendar'));
  const [feed] = await p.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return failure(refusals.notFound('That calendar'));
  const seated = p.db
    .select({ id: contractAttendances.contractId })
    .from(contractAttendances)
    .where(eq(contractAttendances.userId, feed.userId));
  const items = await feedRows(p, or(eq(contracts.gmId, feed.userId), inArray(contracts.id, seated)));
  return success(renderCalendar({ name: 'My Contracts', origin: p.origin, now: p.now(), items }));
}
