import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractorDeaths, contractors, contracts } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { mayView } from '../contractors/access.js';
import { recordedDeath, refuseIfDead } from '../contractors/life.js';
import { deriveSheet, loadSheet } from '../contractors/sheet.js';
import { notify } from '../playgroups/notifications.js';
import { readableContractIds } from './contract-access.js';

// Body below 0 is death, but the table's GM has the last word: the sheet shows the danger, and only the GM of the
// Contractor's running Contract records the death. Every death therefore belongs to a Contract and is voided with it.
// Without a running Contract nobody confirms it here: the GM records it as the Contract's `death` outcome. The owner
// alone can neither confirm nor wave it away.

/** Who may confirm a death: only ever the GM of the running (Active) Contract. */
export type DeathConfirmer = 'gm';

/** A Contractor's death, or a Body below 0 waiting for the GM, as its sheet shows it to one viewer. */
export interface DeathWatch {
  /** The death that stands: the date of its Contract, and that Contract (null only for an old death stored without). */
  death: { diedAt: Date; contract: { id: string; title: string } | null } | null;
  /** Body is below 0 and no death is recorded: dead unless the GM rules otherwise. */
  pending: boolean;
  /** Who may confirm it now; null when no Contract runs (the GM records it with the Contract's outcome). */
  confirmer: DeathConfirmer | null;
  /** The running Contract, which would date the death. */
  contract: { id: string; title: string } | null;
  /** The viewer may confirm the death. */
  canConfirm: boolean;
}

/** Confirming takes the sheet version the GM saw and what killed the Contractor (both optional). */
export const confirmDeathSchema = z.strictObject({
  version: z.number().int('must be a whole number').min(1).optional(),
  cause: z.string().trim().max(200, 'may have at most 200 characters').optional(),
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

/** Who confirms this Contractor's death (the GM of its running Contract, if any), and whether the actor is that GM. */
async function confirmation(
  tx: Db | Tx,
  actor: Actor,
  contractor: { id: string; ownerId: string },
): Promise<{ confirmer: DeathConfirmer | null; contract: ContractRow | undefined; allowed: boolean }> {
  const contract = await currentContract(tx, contractor.id);
  if (!contract) return { confirmer: null, contract, allowed: false };
  const notOwner = actor !== null && actor.userId !== contractor.ownerId;
  return { confirmer: 'gm', contract, allowed: notOwner && contract.gmId === actor.userId };
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
    // The Contract is named only to those who may open it (its Playgroup may be private) and to the player.
    const named =
      on && (actor?.userId === rows.contractor.ownerId || (await readableContractIds(p.db, actor, [on.id])).has(on.id));
    return success({
      death: { diedAt, contract: named ? on : null },
      pending: false,
      confirmer: null,
      contract: null,
      canConfirm: false,
    });
  }
  const pending = deriveSheet(rows).state === 'dead';
  if (!pending) return success({ death: null, pending: false, confirmer: null, contract: null, canConfirm: false });
  const who = await confirmation(p.db, actor, rows.contractor);
  const shown =
    who.contract &&
    (actor?.userId === rows.contractor.ownerId ||
      (await readableContractIds(p.db, actor, [who.contract.id])).has(who.contract.id));
  return success({
    death: null,
    pending,
    confirmer: who.confirmer,
    contract: shown && who.contract ? { id: who.contract.id, title: who.contract.title } : null,
    canConfirm: who.allowed,
  });
}

/**
 * Records the death of a Contractor whose Body is below 0, as a Contract death: dated by its running Contract and
 * voided with it. Only the GM of that Contract may confirm (never the owner); with no Contract running it refuses with
 * 409 `no_running_contract`, since the GM records that death with the Contract's outcome.
 * @example await confirmDeath(p, gm, contractorId, {})
 */
export async function confirmDeath(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<{ diedAt: Date; contractId: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(confirmDeathSchema, input ?? {});
  if (!parsed.ok) return parsed;
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, id)).for('update');
    if (!row || !(await mayView(tx, actor, row))) return failure(refusals.notFound('That Contractor'));
    const who = await confirmation(tx, actor, row);
    if (who.contract && !who.allowed)
      return failure(refusals.forbidden('Only the GM of the Contract it is playing can confirm this death.'));
    const alive = await refuseIfDead(tx, row);
    if (!alive.ok) return alive;
    const contract = who.contract;
    if (!contract)
      return failure({
        code: 'no_running_contract',
        status: 409,
        message: `${row.name} is not playing a running Contract, so there is no death to confirm here: its GM records the death when the Contract is recorded.`,
      });
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
    const diedAt = contract.startsAt;
    await tx.insert(contractorDeaths).values({
      contractorId: row.id,
      contractId: contract.id,
      diedAt,
      cause: parsed.value.cause ?? '',
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(contractors)
      .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(eq(contractors.id, row.id));
    await notify(
      tx,
      [
        {
          userId: row.ownerId,
          kind: 'death',
          message:
            `${row.name} died on “${contract.title}”: @${actor.handle} confirmed the death (Body below 0)` +
            (parsed.value.cause ? `. Cause of death: ${parsed.value.cause}` : '.'),
          link: `/contractors/${row.id}`,
        },
      ],
      now,
    );
    const death = (await recordedDeath(tx, row.id))!;
    return success({ diedAt: death.diedAt, contractId: contract.id });
  });
}
