import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors, discordAccounts } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { refuseIfInactive } from '../contractors/life.js';
import { botContractor, type BotContractorReason } from './bot-contractor.js';
import { discordLink } from './link-store.js';
import { noLinkRefusal } from './refusals.js';

export { rollAsDiscordPlayer, type DiscordSheetRoll, type DiscordRollInput } from './discord-roll.js';
export { discordPlayBlock, type DiscordPlayBlock } from './play-block.js';

/** A Discord user's Harbinger account, and the Contractor the bot acts for (null when there is none to pick). */
export interface LinkedPlayer {
  actor: { userId: string; handle: string };
  contractor: { id: string; name: string } | null;
  /** How `contractor` was found ('chosen', 'seated', 'only'), or why there is none (see `BotContractor`). */
  reason: BotContractorReason | 'none' | 'ambiguous' | 'chosen_unavailable';
  discordUsername: string;
}

/** Reads a linked player inside a transaction (or outside one): the account and the bot's Contractor. */
export async function linkedPlayerIn(db: Db | Tx, discordUserId: string): Promise<LinkedPlayer | null> {
  const row = await discordLink(db, discordUserId);
  if (!row) return null;
  const found = await botContractor(db, row.link.userId, row.link.contractorId);
  return {
    actor: { userId: row.link.userId, handle: row.handle },
    contractor: found.contractor,
    reason: found.reason,
    discordUsername: row.link.discordUsername,
  };
}

/**
 * The Harbinger account linked to a Discord user, and the Contractor the bot rolls for: the one the player chose
 * while it is still theirs and alive; with no choice, the one seated at an Active Contract when exactly one is, else
 * their only living Contractor; otherwise null. Null for a Discord user linked to no account.
 * @example (await linkedPlayer(p, '80351110224678912'))?.contractor?.name
 */
export async function linkedPlayer(p: Platform, discordUserId: string): Promise<LinkedPlayer | null> {
  return linkedPlayerIn(p.db, discordUserId);
}

/** The body of `PUT /accounts/me/discord/contractor`; null lets the bot choose by itself. */
export const discordContractorChoiceSchema = z.strictObject({ contractorId: z.uuid('is not an id').nullable() });

/**
 * Sets the Contractor the Discord bot rolls for (from the settings page or the API); null goes back to choosing
 * automatically. Only one of the player's own living Contractors can be chosen, and only once Discord is linked.
 * @example await chooseDiscordContractor(p, actor, contractorId)
 */
export async function chooseDiscordContractor(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<{ contractorId: string | null }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(discordContractorChoiceSchema, {
    contractorId: contractorId === undefined ? null : contractorId,
  });
  if (!parsed.ok) return parsed;
  const chosen = parsed.value.contractorId;
  return transact(p.db, async (tx) => {
    const [link] = await tx
      .select({ id: discordAccounts.id })
      .from(discordAccounts)
      .where(eq(discordAccounts.userId, actor.userId))
      .for('update');
    if (!link) return failure(noLinkRefusal());
    if (chosen !== null) {
      const [row] = await tx.select().from(contractors).where(eq(contractors.id, chosen));
      if (!row || row.ownerId !== actor.userId)
        return failure({ ...refusals.notFound('That Contractor'), field: 'contractorId' });
      const active = await refuseIfInactive(tx, row, 'contractorId');
      if (!active.ok) return active;
    }
    await tx
      .update(discordAccounts)
      .set({ contractorId: chosen, updatedAt: p.now() })
      .where(eq(discordAccounts.id, link.id));
    return success({ contractorId: chosen });
  });
}
