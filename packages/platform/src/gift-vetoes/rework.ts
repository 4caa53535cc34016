import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { giftVetoes, playgroups } from '../db/schema.js';
import { notify } from '../playgroups/notifications.js';
import { contractorManagers } from './veto-rows.js';

/**
 * Tells each Playgroup holding a veto on a reworked Gift (a new revision) so its Contractor managers can look at the
 * new revision, inside the rework's transaction. The veto stays until they lift it: otherwise a one-word edit would
 * be enough to slip past it. Answers how many Playgroups were told.
 * @example await tellVetoersOfRework(tx, { gift: { id, name, revision: 2 }, holderName: 'Ada', byHandle: 'ada', now })
 */
export async function tellVetoersOfRework(
  tx: Tx,
  options: { gift: { id: string; name: string; revision: number }; holderName: string; byHandle: string; now: Date },
): Promise<number> {
  const { gift, now } = options;
  const holding = await tx
    .select({ playgroupId: giftVetoes.playgroupId })
    .from(giftVetoes)
    .where(and(eq(giftVetoes.giftId, gift.id), isNull(giftVetoes.endedAt)));
  for (const { playgroupId } of holding) {
    const [playgroup] = await tx
      .select({ name: playgroups.name })
      .from(playgroups)
      .where(eq(playgroups.id, playgroupId));
    const message =
      `@${options.byHandle} reworked “${gift.name}” of ${options.holderName} (now revision ${gift.revision}), which “${playgroup?.name ?? 'your Playgroup'}” had vetoed. ` +
      'The veto still holds: lift it if the new revision fits your table.';
    const managers = await contractorManagers(tx, playgroupId);
    await notify(
      tx,
      managers.map((userId) => ({ userId, kind: 'gift_reworked' as const, message, link: `/gifts/${gift.id}` })),
      now,
    );
  }
  return holding.length;
}
