import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { discordAccounts, users } from '../db/schema.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { botContractor, livingContractors, type BotContractor, type LivingContractor } from './bot-contractor.js';
import { discordIdentitySchema, type DiscordIdentity } from './identity.js';
import { hasPassword } from './no-password.js';

/** An account's Discord link as its settings page and the API show it. */
export interface DiscordLinkView {
  discordUserId: string;
  discordUsername: string;
  linkedAt: Date;
  /** The Contractor the player chose for the bot; null when the bot chooses by itself. */
  contractorId: string | null;
  /** What the bot rolls for right now, and why (or why nothing). */
  current: BotContractor;
  /** The Contractors that may be chosen: the player's living ones. */
  choices: LivingContractor[];
  /** False for an account made through Discord that has no password yet: it cannot be unlinked. */
  hasPassword: boolean;
}

const linkedElsewhere = (): PlatformError => ({
  code: 'discord_linked_elsewhere',
  status: 409,
  message:
    'This Discord account is already linked to another Harbinger account. Unlink it there first (sign in with Discord to reach it).',
});

const alreadyLinked = (username: string): PlatformError => ({
  code: 'discord_already_linked',
  status: 409,
  message: `Your account is already linked to the Discord account @${username}. Unlink it first to link another.`,
});

/**
 * The caller's Discord link with the Contractor choices, or null when no Discord account is linked.
 * @example (await getDiscordLink(p, actor)).value?.discordUsername
 */
export async function getDiscordLink(p: Platform, actor: Actor): Promise<Outcome<DiscordLinkView | null>> {
  if (!actor) return failure(refusals.unauthenticated());
  const [row] = await p.db
    .select({ link: discordAccounts, passwordHash: users.passwordHash })
    .from(discordAccounts)
    .innerJoin(users, eq(users.id, discordAccounts.userId))
    .where(eq(discordAccounts.userId, actor.userId));
  if (!row) return success(null);
  const [current, choices] = await Promise.all([
    botContractor(p.db, actor.userId, row.link.contractorId),
    livingContractors(p.db, actor.userId),
  ]);
  return success({
    discordUserId: row.link.discordUserId,
    discordUsername: row.link.discordUsername,
    linkedAt: row.link.linkedAt,
    contractorId: row.link.contractorId,
    current,
    choices,
    hasPassword: hasPassword(row.passwordHash),
  });
}

/**
 * Links the signed-in account to the Discord account the web app just got from Discord's OAuth2. Linking the same
 * one again only refreshes its username. Refuses a Discord account linked to someone else
 * (`discord_linked_elsewhere`) and a second Discord account (`discord_already_linked`), both 409.
 * @example await linkDiscord(p, actor, { id: '80351110224678912', username: 'ada' })
 */
export async function linkDiscord(
  p: Platform,
  actor: Actor,
  identity: DiscordIdentity,
): Promise<Outcome<{ discordUsername: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(discordIdentitySchema, identity);
  if (!parsed.ok) return parsed;
  const who = parsed.value;
  return transact(
    p.db,
    async (tx) => {
      const now = p.now();
      const [theirs] = await tx.select().from(discordAccounts).where(eq(discordAccounts.discordUserId, who.id));
      if (theirs && theirs.userId !== actor.userId) return failure(linkedElsewhere());
      if (theirs) {
        await tx
          .update(discordAccounts)
          .set({ discordUsername: who.username, updatedAt: now })
          .where(eq(discordAccounts.id, theirs.id));
        return success({ discordUsername: who.username });
      }
      const [mine] = await tx.select().from(discordAccounts).where(eq(discordAccounts.userId, actor.userId));
      if (mine) return failure(alreadyLinked(mine.discordUsername));
      await tx.insert(discordAccounts).values({
        userId: actor.userId,
        discordUserId: who.id,
        discordUsername: who.username,
        linkedAt: now,
        updatedAt: now,
      });
      return success({ discordUsername: who.username });
    },
    {
      // Two links racing: the loser hits one of the two unique constraints.
      mapError: (error) => {
        const db = databaseError(error);
        if (db?.code !== '23505') return undefined;
        return db.constraint?.includes('user_id') && !db.constraint.includes('discord_user_id')
          ? alreadyLinked(who.username)
          : linkedElsewhere();
      },
    },
  );
}

/**
 * Unlinks the caller's Discord account (the bot no longer knows them; the Contractor choice goes with it). An
 * account with no password is refused (`no_password`, 409): Discord is its only way in, so it would be locked out.
 * @example await unlinkDiscord(p, actor)
 */
export async function unlinkDiscord(p: Platform, actor: Actor): Promise<Outcome<{ unlinked: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const [row] = await tx
      .select({ link: discordAccounts, passwordHash: users.passwordHash })
      .from(discordAccounts)
      .innerJoin(users, eq(users.id, discordAccounts.userId))
      .where(eq(discordAccounts.userId, actor.userId))
      .for('update');
    if (!row) return failure(refusals.notFound('A linked Discord account'));
    if (!hasPassword(row.passwordHash))
      return failure({
        code: 'no_password',
        status: 409,
        message:
          'Your account has no password: Discord is its only way to sign in, so unlinking would lock you out. Set a password first with "Forgot your password?" on the sign-in page (we email you a link), then unlink.',
      });
    await tx.delete(discordAccounts).where(eq(discordAccounts.id, row.link.id));
    return success({ unlinked: row.link.discordUsername });
  });
}
