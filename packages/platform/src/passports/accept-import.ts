import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors, gifts, importedPassports, type UnverifiedImport } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { homedContractor } from '../playgroups/contractor-approval.js';
import { notify } from '../playgroups/notifications.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';

/** What a Leader accepted, and the victories the Contractor now counts. */
export interface AcceptedImport {
  contractorId: string;
  accepted: UnverifiedImport;
  victories: number;
}

/**
 * A Leader of a Contractor's home Playgroup accepts what its import could not verify: the victories start to count
 * (Status, caps) and the Gifts lose their mark. One transaction, the Leader's permission checked first.
 * @example await acceptImportedHistory(p, leader, playgroupId, contractorId)
 */
export async function acceptImportedHistory(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  contractorId: unknown,
): Promise<Outcome<AcceptedImport>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    // Vouching for another server's history is the Leader's call (administrate), not every Contractor manager's.
    if (!can(m, 'administrate')) return failure(lacks(m, 'administrate'));
    const found = await homedContractor(tx, m, contractorId, { lock: true });
    if (!found.ok) return found;
    const { c } = found.value;
    const pending = c.unverifiedImport;
    if (!pending)
      return failure({
        code: 'nothing_to_accept',
        status: 409,
        message: `${c.name} has nothing imported waiting to be accepted.`,
      });
    const now = p.now();
    const victories = c.victories + pending.victories;
    await tx
      .update(contractors)
      .set({ victories, unverifiedImport: null, version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(eq(contractors.id, c.id));
    await tx
      .update(gifts)
      .set({ unverified: false, updatedAt: now })
      .where(and(eq(gifts.contractorId, c.id), eq(gifts.unverified, true)));
    await tx
      .update(importedPassports)
      .set({ acceptedBy: actor.userId, acceptedAt: now })
      .where(eq(importedPassports.contractorId, c.id));
    await notify(
      tx,
      c.ownerId === actor.userId
        ? []
        : [
            {
              userId: c.ownerId,
              kind: 'import_accepted',
              message: `@${actor.handle} accepted the imported history of ${c.name} in “${m.playgroup.name}”.`,
              link: `/contractors/${c.id}`,
            },
          ],
      now,
    );
    return success({ contractorId: c.id, accepted: pending, victories });
  });
}
