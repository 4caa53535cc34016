import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractorNotices, contractors, looseEndTicks, looseEnds } from '../db/schema.js';
import { notify } from '../playgroups/notifications.js';

// A Loose End's Cutoff counts the Contracts its Contractor attends: each finished Contract takes one off every open
// Loose End of each Contractor who took part, and leaves a tick naming itself; voiding the Contract adds exactly
// those back. The Contract that brings a Cutoff to 0 tells the player, on the sheet and in the bell.

/** The notice code a sheet carries once a Threat came due. */
export const THREAT_NOTICE = 'threat_manifested';

/**
 * Inside the recording's transaction: counts down the open Loose Ends of the Contractors who took part (a seat that
 * declined did not). Answers the Contractors whose sheets changed.
 */
export async function tickCutoffs(
  tx: Tx,
  options: { contract: { id: string; title: string }; contractorIds: readonly string[]; now: Date },
): Promise<string[]> {
  const { contract: c, now } = options;
  const ids = [...new Set(options.contractorIds)];
  if (ids.length === 0) return [];
  const ticked = await tx
    .update(looseEnds)
    .set({ cutoff: sql`${looseEnds.cutoff} - 1`, updatedAt: now })
    .where(and(inArray(looseEnds.contractorId, ids), isNull(looseEnds.resolvedAt), gt(looseEnds.cutoff, 0)))
    .returning({
      id: looseEnds.id,
      contractorId: looseEnds.contractorId,
      name: looseEnds.name,
      cutoff: looseEnds.cutoff,
      needsHustle: looseEnds.needsHustle,
    });
  if (ticked.length === 0) return [];
  await tx.insert(looseEndTicks).values(ticked.map((t) => ({ looseEndId: t.id, contractId: c.id, createdAt: now })));
  const due = ticked.filter((t) => t.cutoff === 0);
  if (due.length > 0) {
    const owners = await tx
      .select({ id: contractors.id, ownerId: contractors.ownerId, name: contractors.name })
      .from(contractors)
      .where(
        inArray(
          contractors.id,
          due.map((d) => d.contractorId),
        ),
      );
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const message = (d: (typeof due)[number]) =>
      `The Threat of the Loose End “${d.name}” came due after “${c.title}”.` +
      (d.needsHustle ? ' A GM must run it as a Hustle before this Contractor answers another invitation.' : '');
    await tx.insert(contractorNotices).values(
      due.map((d) => ({
        contractorId: d.contractorId,
        contractId: c.id,
        code: THREAT_NOTICE,
        message: message(d),
        createdAt: now,
      })),
    );
    await notify(
      tx,
      due.flatMap((d) => {
        const k = ownerOf.get(d.contractorId);
        return k
          ? [
              {
                userId: k.ownerId,
                kind: 'threat_manifested' as const,
                message: `${k.name}: ${message(d)}`,
                link: `/contractors/${d.contractorId}/moves`,
              },
            ]
          : [];
      }),
      now,
    );
  }
  return [...new Set(ticked.map((t) => t.contractorId))];
}

/**
 * Inside a void's transaction: gives back every Cutoff the Contract counted down and takes its "came due" notices
 * off the sheets. Answers the Contractors whose sheets changed.
 */
export async function restoreCutoffs(tx: Tx, contractId: string, now: Date): Promise<string[]> {
  const ticks = await tx
    .delete(looseEndTicks)
    .where(eq(looseEndTicks.contractId, contractId))
    .returning({ looseEndId: looseEndTicks.looseEndId });
  if (ticks.length === 0) return [];
  const restored = await tx
    .update(looseEnds)
    .set({ cutoff: sql`${looseEnds.cutoff} + 1`, updatedAt: now })
    .where(
      inArray(
        looseEnds.id,
        ticks.map((t) => t.looseEndId),
      ),
    )
    .returning({ contractorId: looseEnds.contractorId });
  await tx
    .delete(contractorNotices)
    .where(and(eq(contractorNotices.contractId, contractId), eq(contractorNotices.code, THREAT_NOTICE)));
  return [...new Set(restored.map((r) => r.contractorId))];
}
