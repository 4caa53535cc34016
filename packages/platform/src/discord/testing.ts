// Test helper for the Discord suites: links an account to a Discord user straight in the table.
import type { Platform } from '../context.js';
import { discordAccounts } from '../db/schema.js';

/** Links `userId` to the Discord user `discordUserId` (as a finished OAuth sign-in would). */
export async function linkForTest(
  p: Platform,
  userId: string,
  discordUserId: string,
  options: { username?: string; contractorId?: string | null } = {},
): Promise<void> {
  await p.db.insert(discordAccounts).values({
    userId,
    discordUserId,
    discordUsername: options.username ?? `d-${discordUserId}`,
    contractorId: options.contractorId ?? null,
    linkedAt: p.now(),
    updatedAt: p.now(),
  });
}
