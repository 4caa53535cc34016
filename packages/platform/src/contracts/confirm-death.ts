import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractorDeaths, contractors, contracts, playgroupContractors } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { mayView } from '../contractors/access.js';
import { recordedDeath, refuseIfDead } from '../contractors/life.js';
import { deriveSheet, loadSheet } from '../contractors/sheet.js';
import { notify } from '../playgroups/notifications.js';
import { can, loadMembership } from '../playgroups/roles.js';

// Body below 0 is death, but the table's GM has the last word: the sheet shows the danger, and only the GM of the
// Contractor's current Contract (a Leader of its home Playgroup when no Contract is running) records the death. The
// owner alone can neither confirm nor wave it away.

/** Who may confirm a death: the GM of the current (Active) Contract, else a Leader of the home Playgroup. */
export type DeathConfirmer = 'gm' | 'leader';

/** A Contractor's death, or a Body below 0 waiting for the GM, as its sheet shows it to one viewer. */
export interface DeathWatch {
  /** The death that stands: the date of its Contract, and that Contract (null for one confirmed outside any). */
  death: { diedAt: Date; contract: { id: string; title: string } | null } | null;
  /** Body is below 0 and no death is recorded: dead unless the GM rules otherwise. */
  pending: boolean;
  /** Who may confirm it; null when nobody can (no current Contract and no home Playgroup). */
  confirmer: DeathConfirmer | null;
  /** The current Contract, which would date the death. */
  contract: { id: string; title: string } | null;
  /** The viewer may confirm the death. */
  canConfirm: boolean;
}

/** Confirming takes only the sheet version the GM saw (optional). */
export const confirmDeathSchema = z.strictObject({
  version: z.number().int('must be a whole number').min(1).optional(),
});

type ContractRow = typeof contracts.$inferSelect;

/** The Active Contract the Contractor attends (the latest one), if any. */
async function currentContract(tx: Db | Tx, contractorId: string): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select({ c: contracts })
    .from(contracts)
    .innerJoin(
      contractAttendances,
      and(eq(contractAttendances.contractId, contracts.id), eq(contractAttendances.contractorId, contractorId)),
    )
    .where(eq(contracts.state, 'active'))
    .orderBy(desc(contracts.startsAt), desc(contracts.id))
    .limit(1);
  return row?.c;
}

/** Who confirms this Contractor's death, and whether the actor is that person. */
async function confirmation(
  tx: Db | Tx,
  actor: Actor,
  contractor: { id: string; ownerId: string },
): Promise<{ confirmer: DeathConfirmer | null; contract: ContractRow | undefined; allowed: boolean }> {
  const contract = await currentContract(tx, contractor.id);
  const notOwner = actor !== null && actor.userId !== contractor.ownerId;
  if (contract) return { confirmer: 'gm', contract, allowed: notOwner && contract.gmId === actor.userId };
  const [home] = await tx
    .select({ id: playgroupContractors.playgroupId })
    .from(playgroupContractors)
    .where(eq(playgroupContractors.contractorId, contractor.id));
  if (!home) return { confirmer: null, contract, allowed: false };
  if (!notOwner) return { confirmer: 'leader', contract, allowed: false };
  const m = await loadMembership(tx, home.id, actor.userId);
  return { confirmer: 'leader', contract, allowed: m.ok && can(m.value, 'administrate') };
}

/**
 * What the sheet shows about death to this viewer: the death that stands (dated by its Contract), or whether a Body
 * below 0 waits for confirmation, who may confirm it and whether the viewer may. Visible to whoever may see the sheet.
 * @example const watch = await getDeathWatch(p, actor, id); if (watch.ok && watch.value.canConfirm) { … }
 */
export async function getDeathWatch(p: Platform, actor: Actor, id: unknown): Promise<Outcome<DeathWatch>> {
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  const rows = await loadSheet(p.db, id);
  if (!rows || !(await mayView(p.db, actor, rows.contractor))) return failure(refusals.notFound('That Contractor'));
  if (rows.death) {
    const { diedAt, contractId } = rows.death;
    const [on] = contractId
      ? await p.db
          .select({ id: contracts.id, title: contracts.title })
          .from(contracts)
          .where(eq(contracts.id, contractId))
      : [];
    return success({
      death: { diedAt, contract: on ?? null },
      pending: false,
      confirmer: null,
      contract: null,
      canConfirm: false,
    });
  }
  const pending = deriveSheet(rows).state === 'dead';
  if (!pending) return success({ death: null, pending: false, confirmer: null, contract: null, canConfirm: false });
  const who = await confirmation(p.db, actor, rows.contractor);
  return success({
    death: null,
    pending,
    confirmer: who.confirmer,
    contract: who.contract ? { id: who.contract.id, title: who.contract.title } : null,
    canConfirm: who.allowed,
  });
}

/**
 * Records the death of a Contractor whose Body is below 0, as a Contract death: dated by the current Contract (the
 * moment of confirmation when none runs) and voided with that Contract. Only the GM of the current Contract, or a
 * Leader of the home Playgroup when there is none, may confirm; never the owner.
 * @example await confirmDeath(p, gm, contractorId, {})
 */
export async function confirmDeath(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<{ diedAt: Date; contractId: string | null }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(confirmDeathSchema, input ?? {});
  if (!parsed.ok) return parsed;
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, id)).for('update');
    if (!row || !(await mayView(tx, actor, row))) return failure(refusals.notFound('That Contractor'));
    const who = await confirmation(tx, actor, row);
    if (!who.allowed)
      return failure(
        refusals.forbidden(
          who.confirmer === 'gm'
            ? 'Only the GM of the Contract it is playing can confirm this death.'
            : 'Only a Leader of its home Playgroup can confirm this death (its player cannot do it alone).',
        ),
      );
    const alive = await refuseIfDead(tx, row);
    if (!alive.ok) return alive;
    if (parsed.value.version !== undefined && parsed.value.version !== row.version)
      return failure(refusals.versionConflict());
    const sheet = (await loadSheet(tx, id))!;
    if (deriveSheet(sheet).state !== 'dead')
      return failure({
        code: 'body_not_below_zero',
        status: 409,
        message: `${row.name}’s Body is not below 0 any more: there is no death to confirm.`,
      });
    const now = p.now();
    const contract = who.contract;
    const diedAt = contract?.startsAt ?? now;
    await tx.insert(contractorDeaths).values({
      contractorId: row.id,
      contractId: contract?.id ?? null,
      diedAt,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(contractors)
      .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(eq(contractors.id, row.id));
    const where = contract ? ` on “${contract.title}”` : '';
    await notify(
      tx,
      [
        {
          userId: row.ownerId,
          kind: 'death',
          message: `${row.name} died${where}: @${actor.handle} confirmed the death (Body below 0).`,
          link: `/contractors/${row.id}`,
        },
      ],
      now,
    );
    const death = (await recordedDeath(tx, row.id))!;
    return success({ diedAt: death.diedAt, contractId: death.contractId });
  });
}
