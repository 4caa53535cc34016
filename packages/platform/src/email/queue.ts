import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { emailOutbox, notificationPreferences, users } from '../db/schema.js';
import { emailModesOf, type EmailCategory } from './categories.js';
import { nextDigestAt } from './digest-time.js';

/** One notification that may also go by email. */
export interface MailableNotification {
  userId: string;
  kind: string;
  category: EmailCategory;
  message: string;
  link: string;
}

/**
 * Queues the email side of notifications inside the workflow's transaction: one outbox row per notification whose
 * user wants that category by email, due at once or at their next digest hour. Nothing is sent here; the mail
 * sender (`startEmailDispatcher`) does that after commit, so a mail server never slows or fails a workflow.
 * Answers how many rows were queued.
 */
export async function queueNotificationEmails(
  tx: Tx,
  items: readonly MailableNotification[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((i) => i.userId))];
  const rows = await tx
    .select({ id: users.id, timezone: users.timezone, email: notificationPreferences.email })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
  const byUser = new Map(rows.map((r) => [r.id, { timezone: r.timezone, modes: emailModesOf(r.email) }]));
  const queued = items.flatMap((item) => {
    const user = byUser.get(item.userId);
    const mode = user?.modes[item.category];
    if (!user || !mode || mode === 'off') return [];
    return [
      {
        userId: item.userId,
        category: item.category,
        mode,
        kind: item.kind,
        message: item.message,
        link: item.link,
        nextAttemptAt: mode === 'instant' ? now : nextDigestAt(now, user.timezone),
        createdAt: now,
        updatedAt: now,
      },
    ];
  });
  if (queued.length > 0) await tx.insert(emailOutbox).values(queued);
  return queued.length;
}
