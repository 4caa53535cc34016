import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { discordAccounts, users } from '../db/schema.js';

/** A Discord link as stored, with the handle of the account it belongs to. */
export interface StoredDiscordLink {
  link: typeof discordAccounts.$inferSelect;
  handle: string;
}

/** The link of a Discord user, with the account's handle; undefined when that Discord user is linked to nobody. */
export async function discordLink(db: Db | Tx, discordUserId: string): Promise<StoredDiscordLink | undefined> {
  const [row] = await db
    .select({ link: discordAccounts, handle: users.handle })
    .from(discordAccounts)
    .innerJoin(users, eq(users.id, discordAccounts.userId))
    .where(eq(discordAccounts.discordUserId, discordUserId))
    .limit(1);
  return row;
}
