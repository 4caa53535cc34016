import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { notifications } from '../db/schema.js';
import { readPrepared, statement } from '../db/prepared.js';
import { transact } from '../db/transaction.js';
import type { EmailCategory } from '../email/categories.js';
import { queueNotificationEmails } from '../email/queue.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from './cursor.js';
import { pageSchema } from './schemas.js';

/** What a notification is about. */
export type NotificationKind =
  | 'playgroup_invitation'
  | 'member_joined'
  | 'contractor_pending'
  | 'contractor_approved'
  | 'contractor_changes_requested'
  | 'contractor_resubmitted'
  | 'sheet_edited_by_leader'
  | 'leadership_handed_over'
  | 'contract_scheduled'
  | 'rsvp'
  | 'contract_started'
  | 'rewards'
  | 'death'
  | 'contract_voided'
  | 'contract_canceled'
  | 'contract_changed'
  | 'seat_released'
  | 'waitlist_seated'
  | 'gift_vetoed'
  | 'gift_veto_lifted'
  | 'gift_reworked'
  | 'import_accepted'
  | 'scenario_shared'
  | 'exchange_submitted'
  | 'exchange_reviewed'
  | 'threat_manifested'
  | 'loose_end_granted'
  | 'move_recorded';

/**
 * Which email category each kind belongs to (the user's settings choose instant, digest or off per category).
 * A `Record` over every kind: a new kind fails the typecheck right here until it has a category.
 */
export const NOTIFICATION_CATEGORIES: Readonly<Record<NotificationKind, EmailCategory>> = {
  playgroup_invitation: 'contracts',
  contract_scheduled: 'contracts',
  contract_started: 'contracts',
  contract_canceled: 'contracts',
  contract_voided: 'contracts',
  rsvp: 'contracts',
  contract_changed: 'contracts',
  seat_released: 'contracts',
  waitlist_seated: 'contracts',
  death: 'contracts',
  threat_manifested: 'contracts',
  contractor_pending: 'approvals',
  contractor_approved: 'approvals',
  contractor_changes_requested: 'approvals',
  import_accepted: 'approvals',
  gift_vetoed: 'approvals',
  gift_veto_lifted: 'approvals',
  gift_reworked: 'approvals',
  contractor_resubmitted: 'approvals',
  sheet_edited_by_leader: 'approvals',
  exchange_submitted: 'approvals',
  exchange_reviewed: 'approvals',
  rewards: 'rewards',
  member_joined: 'news',
  leadership_handed_over: 'news',
  scenario_shared: 'news',
  loose_end_granted: 'news',
  move_recorded: 'news',
};

/** A notification to write. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  message: string;
  link?: string;
}

/** A notification as its reader sees it. */
export interface NotificationView {
  id: string;
  kind: string;
  message: string;
  link: string;
  read: boolean;
  createdAt: Date;
}

/**
 * Writes notifications inside the workflow's transaction (they appear only if the workflow commits), and queues
 * the email of each one its user wants by email (`queueNotificationEmails`), to be sent after commit.
 */
export async function notify(tx: Tx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(notifications)
    .values(
      items.map((n) => ({ userId: n.userId, kind: n.kind, message: n.message, link: n.link ?? '', createdAt: now })),
    );
  await queueNotificationEmails(
    tx,
    items.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      category: NOTIFICATION_CATEGORIES[n.kind],
      message: n.message,
      link: n.link ?? '',
    })),
    now,
  );
}

/**
 * The actor's notifications, newest first, a page at a time, with the unread count.
 * @example const { items, next, unread } = (await listNotifications(p, actor, {})).value
 */
export async function listNotifications(
  p: Platform,
  actor: Actor,
  input: unknown = {},
): Promise<Outcome<{ items: NotificationView[]; next: string | null; unread: number }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(pageSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { before, limit } = parsed.value;
  const rows = await p.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.userId),
        beforeCursor(notifications.createdAt, notifications.id, decodeCursor(before)),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
  return success({
    items: page.items.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt,
    })),
    next: page.next,
    unread: await unreadNotificationCount(p, actor),
  });
}

// Every page's header asks this, so it is a statement planned once per connection.
const unreadStatement = statement(
  'unread_count',
  ['uuid'],
  'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
);

/** How many notifications the actor has not read yet (0 for anonymous visitors): the bell's number. */
export async function unreadNotificationCount(p: Platform, actor: Actor): Promise<number> {
  if (!actor) return 0;
  const [row] = await readPrepared<{ n: number }>(p, unreadStatement, [actor.userId]);
  return Number(row?.n ?? 0);
}

/** Marking notifications read: some by id, or all of them. */
export const markReadSchema = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(200) }),
]);

/** Marks the actor's notifications read; answers the unread count left. */
export async function markNotificationsRead(
  p: Platform,
  actor: Actor,
  input: unknown,
): Promise<Outcome<{ unread: number }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(markReadSchema, input);
  if (!parsed.ok) return parsed;
  const picked = 'ids' in parsed.value ? inArray(notifications.id, parsed.value.ids) : undefined;
  const outcome = await transact(p.db, async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: p.now() })
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt), picked));
    return success(null);
  });
  if (!outcome.ok) return outcome;
  return success({ unread: await unreadNotificationCount(p, actor) });
}
