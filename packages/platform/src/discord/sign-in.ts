import { and, eq, gt, like, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, handleSchema, timezoneSchema } from '../accounts/schemas.js';
import { openSession } from '../accounts/sessions.js';
import { handleTaken, type RequestMeta } from '../accounts/sign-up.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import { userView, type NewSession, type UserView } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { discordAccounts, discordSignIns, users } from '../db/schema.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import {
  discordIdentitySchema,
  handleFromDiscord,
  uniqueHandle,
  verifiedEmail,
  type DiscordIdentity,
} from './identity.js';
import { NO_PASSWORD } from './no-password.js';

/** How long a Discord sign-in waits for the player to create their account. */
export const DISCORD_SIGN_IN_LIFETIME_MS = 15 * 60 * 1000;

/** What a new account made through Discord starts with: a handle free to take, and Discord's verified email. */
export interface DiscordAccountSuggestion {
  discordUsername: string;
  handle: string;
  /** Null when Discord gave no verified email: the player types one. */
  email: string | null;
}

/** A Discord sign-in: signed in to the linked account, or waiting for the player to create one. */
export type DiscordSignIn =
  | { kind: 'signed_in'; user: UserView; session: NewSession }
  | { kind: 'new_account'; token: string; suggestion: DiscordAccountSuggestion };

/** The handle to offer: the Discord username made valid, with a number added while it is taken. */
async function suggestHandle(tx: Tx, username: string): Promise<string> {
  const base = handleFromDiscord(username);
  const rows = await tx
    .select({ key: users.handleKey })
    .from(users)
    .where(
      like(
        users.handleKey,
        `${base
          .slice(0, 27)
          .toLowerCase()
          .replace(/[_%\\]/g, '\\$&')}%`,
      ),
    );
  return uniqueHandle(base, new Set(rows.map((r) => r.key)));
}

/**
 * Signs in with a Discord identity the web app got from Discord's OAuth2. A linked Discord account opens a session
 * for its Harbinger account (and keeps its Discord username current); an unlinked one is held for 15 minutes under
 * a secret token while the player creates an account for it (`createAccountWithDiscord`), with a handle and email
 * suggested. Stale waiting sign-ins are cleared on the way.
 * @example const r = await signInWithDiscord(p, { id: '80351110224678912', username: 'ada' }, { ip })
 */
export async function signInWithDiscord(
  p: Platform,
  identity: DiscordIdentity,
  _meta: RequestMeta,
): Promise<Outcome<DiscordSignIn>> {
  const parsed = parseInput(discordIdentitySchema, identity);
  if (!parsed.ok) return parsed;
  const who = parsed.value;
  return transact(p.db, async (tx) => {
    const now = p.now();
    await tx.delete(discordSignIns).where(lte(discordSignIns.expiresAt, now));
    const [linked] = await tx
      .select({ link: discordAccounts, user: users })
      .from(discordAccounts)
      .innerJoin(users, eq(users.id, discordAccounts.userId))
      .where(eq(discordAccounts.discordUserId, who.id));
    if (linked) {
      if (linked.link.discordUsername !== who.username)
        await tx
          .update(discordAccounts)
          .set({ discordUsername: who.username, updatedAt: now })
          .where(eq(discordAccounts.id, linked.link.id));
      const session = await openSession(tx, linked.user.id, now);
      return success<DiscordSignIn>({ kind: 'signed_in', user: userView(linked.user, true), session });
    }
    const token = newToken();
    const email = verifiedEmail(who);
    await tx.insert(discordSignIns).values({
      tokenHash: hashToken(token),
      discordUserId: who.id,
      discordUsername: who.username,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DISCORD_SIGN_IN_LIFETIME_MS),
    });
    const handle = await suggestHandle(tx, who.username);
    return success<DiscordSignIn>({
      kind: 'new_account',
      token,
      suggestion: { discordUsername: who.username, handle, email },
    });
  });
}

const expired = (): PlatformError => ({
  code: 'discord_sign_in_expired',
  status: 409,
  message: 'This Discord sign-in is over or was already used. Sign in with Discord again to start over.',
});

async function waitingSignIn(tx: Tx, token: unknown, now: Date) {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return undefined;
  const [row] = await tx
    .select()
    .from(discordSignIns)
    .where(and(eq(discordSignIns.tokenHash, hashToken(token)), gt(discordSignIns.expiresAt, now)));
  return row;
}

/**
 * The suggestion of a waiting Discord sign-in, for the create-account page (the handle offered again, in case it
 * was taken meanwhile). Refuses `discord_sign_in_expired` when the token is unknown, used or lapsed.
 */
export async function discordSignInSuggestion(p: Platform, token: unknown): Promise<Outcome<DiscordAccountSuggestion>> {
  return transact(p.db, async (tx) => {
    const row = await waitingSignIn(tx, token, p.now());
    if (!row) return failure(expired());
    const handle = await suggestHandle(tx, row.discordUsername);
    return success({ discordUsername: row.discordUsername, handle, email: row.email });
  });
}

const newAccountSchema = z.strictObject({
  handle: handleSchema,
  email: emailSchema,
  timezone: timezoneSchema.default('UTC'),
});

const emailTaken: PlatformError = {
  code: 'email_taken',
  status: 409,
  field: 'email',
  message:
    'An account with that email already exists. If it is yours, sign in with its password and link Discord from your settings page.',
};
const linkedMeanwhile: PlatformError = {
  code: 'discord_linked_elsewhere',
  status: 409,
  message: 'This Discord account was linked to a Harbinger account in the meantime. Sign in with Discord again.',
};

/**
 * Creates an account for a waiting Discord sign-in, with the handle and email the player chose and no password
 * (`NO_PASSWORD`: only Discord signs it in until a password reset sets one), links the Discord account to it and
 * signs it in. The waiting sign-in is used up.
 * @example await createAccountWithDiscord(p, token, { handle: 'ada', email: 'ada@example.org' }, { ip })
 */
export async function createAccountWithDiscord(
  p: Platform,
  token: unknown,
  input: unknown,
  _meta: RequestMeta,
): Promise<Outcome<{ user: UserView; session: NewSession }>> {
  const parsed = parseInput(newAccountSchema, input);
  if (!parsed.ok) return parsed;
  const { handle, email, timezone } = parsed.value;
  return transact(
    p.db,
    async (tx) => {
      const now = p.now();
      const waiting = await waitingSignIn(tx, token, now);
      if (!waiting) return failure(expired());
      const [already] = await tx
        .select({ id: discordAccounts.id })
        .from(discordAccounts)
        .where(eq(discordAccounts.discordUserId, waiting.discordUserId));
      if (already) return failure(linkedMeanwhile);
      const clash = await tx
        .select({ handleKey: users.handleKey })
        .from(users)
        .where(or(eq(users.handleKey, handle.toLowerCase()), eq(users.emailKey, email.toLowerCase())));
      if (clash.some((u) => u.handleKey === handle.toLowerCase())) return failure(handleTaken);
      if (clash.length > 0) return failure(emailTaken);
      const [row] = await tx
        .insert(users)
        .values({
          handle,
          handleKey: handle.toLowerCase(),
          email,
          emailKey: email.toLowerCase(),
          passwordHash: NO_PASSWORD,
          timezone,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(discordAccounts).values({
        userId: row!.id,
        discordUserId: waiting.discordUserId,
        discordUsername: waiting.discordUsername,
        linkedAt: now,
        updatedAt: now,
      });
      await tx.delete(discordSignIns).where(eq(discordSignIns.id, waiting.id));
      const session = await openSession(tx, row!.id, now);
      return success({ user: userView(row!, true), session });
    },
    {
      // Two requests racing for the same handle, email or Discord account: the loser hits a unique constraint.
      mapError: (error) => {
        const db = databaseError(error);
        if (db?.code !== '23505') return undefined;
        if (db.constraint?.includes('discord')) return linkedMeanwhile;
        return db.constraint?.includes('email') ? emailTaken : handleTaken;
      },
    },
  );
}
