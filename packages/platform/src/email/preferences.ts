import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import { newToken } from '../accounts/tokens.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { emailOutbox, notificationPreferences, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import {
  EMAIL_CATEGORIES,
  emailModesOf,
  emailPreferencesSchema,
  UNSUBSCRIBE_SCOPES,
  type EmailCategory,
  type EmailMode,
  type UnsubscribeScope,
} from './categories.js';

/** A user's email choices, every category filled in. */
export type EmailPreferencesView = Record<EmailCategory, EmailMode>;

/**
 * The actor's email choice for every category (defaults where they chose nothing).
 * @example const modes = expectOk(await getEmailPreferences(p, actor)) // { contracts: 'instant', … }
 */
export async function getEmailPreferences(p: Platform, actor: Actor): Promise<Outcome<EmailPreferencesView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const [row] = await p.db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, actor.userId))
    .limit(1);
  return success(emailModesOf(row?.email));
}

/**
 * Changes some of the actor's email choices; answers all of them. Mail already waiting in a category now turned
 * off is dropped in the same transaction.
 * @example await updateEmailPreferences(p, actor, { news: 'off', rewards: 'instant' })
 */
export async function updateEmailPreferences(
  p: Platform,
  actor: Actor,
  input: unknown,
): Promise<Outcome<EmailPreferencesView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(emailPreferencesSchema, input);
  if (!parsed.ok) return parsed;
  const changes = parsed.value;
  return transact(p.db, async (tx) => {
    const current = await lockedPreferences(tx, actor.userId, p.now());
    const modes = { ...current.modes };
    for (const category of EMAIL_CATEGORIES) {
      const mode = changes[category];
      if (mode) modes[category] = mode;
    }
    await saveModes(tx, actor.userId, modes, p.now());
    return success(modes);
  });
}

/** What an unsubscribe link is about, for its confirmation page. */
export interface UnsubscribeView {
  handle: string;
  scope: UnsubscribeScope;
  /** The categories the link would turn off now (those not off already). */
  categories: EmailCategory[];
  modes: EmailPreferencesView;
}

/** Reads an unsubscribe link (without changing anything) for its confirmation page; 404 for a wrong link. */
export async function readUnsubscribeLink(
  p: Platform,
  link: { scope: string; token: string },
): Promise<Outcome<UnsubscribeView>> {
  const scope = scopeOf(link.scope);
  if (!scope) return failure(refusals.notFound('That unsubscribe link'));
  const [row] = await p.db
    .select({ handle: users.handle, email: notificationPreferences.email })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(eq(notificationPreferences.unsubscribeToken, link.token))
    .limit(1);
  if (!row) return failure(refusals.notFound('That unsubscribe link'));
  const modes = emailModesOf(row.email);
  return success({ handle: row.handle, scope, categories: affected(scope, modes), modes });
}

/**
 * Follows a one-click unsubscribe link, no sign-in needed: turns off email for the link's category (or every
 * digest category, or all); answers what was turned off. Doing it twice changes nothing more.
 * @example await unsubscribe(p, { scope: 'news', token })
 */
export async function unsubscribe(
  p: Platform,
  link: { scope: string; token: string },
): Promise<Outcome<UnsubscribeView & { turnedOff: EmailCategory[] }>> {
  const scope = scopeOf(link.scope);
  if (!scope) return failure(refusals.notFound('That unsubscribe link'));
  return transact(p.db, async (tx) => {
    const [row] = await tx
      .select({ userId: notificationPreferences.userId, handle: users.handle, email: notificationPreferences.email })
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId))
      .where(eq(notificationPreferences.unsubscribeToken, link.token))
      .limit(1)
      .for('update', { of: notificationPreferences });
    if (!row) return failure(refusals.notFound('That unsubscribe link'));
    const modes = emailModesOf(row.email);
    const turnedOff = affected(scope, modes);
    for (const category of turnedOff) modes[category] = 'off';
    if (turnedOff.length > 0) await saveModes(tx, row.userId, modes, p.now());
    return success({ handle: row.handle, scope, categories: [], modes, turnedOff });
  });
}

/**
 * The user's unsubscribe secret, made (with default choices) the first time it is needed; safe to call from
 * several servers at once.
 */
export async function unsubscribeTokens(db: Db, userIds: readonly string[], now: Date): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  await db
    .insert(notificationPreferences)
    .values(userIds.map((userId) => ({ userId, unsubscribeToken: newToken(), updatedAt: now })))
    .onConflictDoNothing();
  const rows = await db
    .select({ userId: notificationPreferences.userId, token: notificationPreferences.unsubscribeToken })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r.token]));
}

function scopeOf(text: string): UnsubscribeScope | undefined {
  return (UNSUBSCRIBE_SCOPES as readonly string[]).includes(text) ? (text as UnsubscribeScope) : undefined;
}

function affected(scope: UnsubscribeScope, modes: EmailPreferencesView): EmailCategory[] {
  return EMAIL_CATEGORIES.filter((c) =>
    scope === 'all'
      ? modes[c] !== 'off'
      : scope === 'digest'
        ? modes[c] === 'digest'
        : c === scope && modes[c] !== 'off',
  );
}

async function lockedPreferences(tx: Tx, userId: string, now: Date): Promise<{ modes: EmailPreferencesView }> {
  await tx
    .insert(notificationPreferences)
    .values({ userId, unsubscribeToken: newToken(), updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .for('update');
  return { modes: emailModesOf(row?.email) };
}

/** Stores the choices and drops waiting mail of the categories now off. */
async function saveModes(tx: Tx, userId: string, modes: EmailPreferencesView, now: Date): Promise<void> {
  await tx
    .update(notificationPreferences)
    .set({ email: modes, updatedAt: now })
    .where(eq(notificationPreferences.userId, userId));
  const off = EMAIL_CATEGORIES.filter((c) => modes[c] === 'off');
  if (off.length > 0)
    await tx
      .delete(emailOutbox)
      .where(
        and(eq(emailOutbox.userId, userId), eq(emailOutbox.status, 'pending'), inArray(emailOutbox.category, off)),
      );
}
