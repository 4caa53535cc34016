import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { emailOutbox, users } from '../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import type { EmailCategory } from './categories.js';
import { composeDigestMail, composeInstantMail, type MailItem, type MailRecipient } from './compose.js';
import { unsubscribeTokens } from './preferences.js';
import { MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from './retry.js';

/** How `sendDueEmails` works; every field has a default. */
export interface SendEmailOptions {
  /** The most outbox rows one call claims (default 20). */
  limit?: number;
  /** Aborting stops before the next mail; claimed rows not yet sent go back to the queue. */
  signal?: AbortSignal;
}

/** What one call did. */
export interface SendEmailSummary {
  claimed: number;
  /** Mails sent (a digest is one mail for many rows). */
  sent: number;
  retried: number;
  failed: number;
}

type Row = typeof emailOutbox.$inferSelect;

/**
 * Sends the mail that is due: claims due outbox rows (`FOR UPDATE SKIP LOCKED`, then a lease, so several servers
 * never send one twice), and sends each instant row as its own mail and each user's waiting digest rows as one
 * mail, through the platform's mailer, outside any transaction. A failed send is tried again after a growing pause,
 * and given up (and logged) after the last try; the in-app notification is never touched.
 * @example const { sent } = await sendDueEmails(platform)
 */
export async function sendDueEmails(p: Platform, options: SendEmailOptions = {}): Promise<SendEmailSummary> {
  const claimed = await claimDue(p, options.limit ?? 20);
  const summary: SendEmailSummary = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return summary;
  const userIds = [...new Set(claimed.map((r) => r.userId))];
  const tokens = await unsubscribeTokens(p.db, userIds, p.now());
  const people = await p.db
    .select({ id: users.id, email: users.email, handle: users.handle, timezone: users.timezone })
    .from(users)
    .where(inArray(users.id, userIds));
  const byId = new Map(people.map((u) => [u.id, u]));
  const batches: { rows: Row[]; mail: (to: MailRecipient) => MailMessage }[] = [];
  for (const row of claimed.filter((r) => r.mode === 'instant'))
    batches.push({ rows: [row], mail: (to) => composeInstantMail({ origin: p.origin, to, item: itemOf(row) }) });
  const digests = new Map<string, Row[]>();
  for (const row of claimed.filter((r) => r.mode === 'digest'))
    digests.set(row.userId, [...(digests.get(row.userId) ?? []), row]);
  for (const rows of digests.values())
    batches.push({ rows, mail: (to) => composeDigestMail({ origin: p.origin, to, items: rows.map(itemOf) }) });

  for (const batch of batches) {
    if (options.signal?.aborted) {
      await release(p, batch.rows);
      continue;
    }
    const user = byId.get(batch.rows[0]!.userId);
    const token = user ? tokens.get(user.id) : undefined;
    if (!user || !token) continue; // the account went (its rows went with it)
    try {
      await p.mailer.send(batch.mail({ ...user, unsubscribeToken: token }));
      await finish(p, batch.rows, { status: 'sent', sentAt: p.now() });
      summary.sent++;
    } catch (error) {
      const attempts = batch.rows[0]!.attempts;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (attempts < MAX_MAIL_ATTEMPTS) {
        const next = new Date(p.now().getTime() + mailRetryDelayMs(attempts, p.rng));
        await finish(p, batch.rows, { lastError, nextAttemptAt: next });
        summary.retried++;
      } else {
        await finish(p, batch.rows, { lastError, status: 'failed' });
        summary.failed++;
        p.log.warn('notification mail failed for good', { userId: user.id, attempts, error: lastError });
      }
    }
  }
  return summary;
}

function itemOf(row: Row): MailItem {
  return { category: row.category as EmailCategory, message: row.message, link: row.link, createdAt: row.createdAt };
}

async function claimDue(p: Platform, limit: number): Promise<Row[]> {
  // A plain look first: most polls find nothing and need no transaction.
  const [any] = await p.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, p.now())))
    .limit(1);
  if (!any) return [];
  return p.db.transaction(async (tx) => {
    const now = p.now();
    const due = await tx
      .select({ id: emailOutbox.id, userId: emailOutbox.userId, mode: emailOutbox.mode })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    // A digest takes every waiting digest row of its user, due or not: they all go in the one mail.
    const digestUsers = [...new Set(due.filter((d) => d.mode === 'digest').map((d) => d.userId))];
    const rest =
      digestUsers.length === 0
        ? []
        : await tx
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(
              and(
                eq(emailOutbox.status, 'pending'),
                eq(emailOutbox.mode, 'digest'),
                inArray(emailOutbox.userId, digestUsers),
              ),
            )
            .for('update', { skipLocked: true });
    const ids = [...new Set([...due.map((d) => d.id), ...rest.map((r) => r.id)])];
    const rows = await tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + 10 * 60_000),
        updatedAt: now,
      })
      .where(inArray(emailOutbox.id, ids))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  });
}

async function finish(p: Platform, rows: Row[], set: Partial<Row>): Promise<void> {
  for (const row of rows)
    await p.db
      .update(emailOutbox)
      .set({ ...set, updatedAt: p.now() })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)));
}

/** Hands claimed rows back untried, due at once. */
async function release(p: Platform, rows: Row[]): Promise<void> {
  for (const row of rows)
    await p.db
      .update(emailOutbox)
      .set({ attempts: row.attempts - 1, nextAttemptAt: p.now(), updatedAt: p.now() })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)));
}

/** Deletes sent and failed outbox rows last touched before `before`; answers how many went. */
export async function pruneEmailOutbox(p: Platform, before: Date): Promise<number> {
  const gone = await p.db
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.updatedAt, before)))
    .returning({ id: emailOutbox.id });
  return gone.length;
}
