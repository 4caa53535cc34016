import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { sheetAccess } from '../playgroups/sheet-access.js';
import { editWords, listPrints, tellOwnerOfLeaderEdit } from './leader-edit.js';
import { refuseIfInactive } from './life.js';
import { buildView, loadSheet, type ContractorRow, type SheetRows } from './sheet.js';
import { sheetCacheOf } from './sheet-cache.js';
import { loadSheetIn, type LoadedSheet } from './sheet-query.js';
import type { ContractorView } from './views.js';

const notFound = () => refusals.notFound('That Contractor');

/** True when the actor may see the Contractor: public ones to everyone, private ones to their owner only. */
export function canView(actor: Actor, row: Pick<ContractorRow, 'private' | 'ownerId'>): boolean {
  return !row.private || actor?.userId === row.ownerId;
}

/**
 * The whole visibility rule: `canView`, or else (a private sheet) access through the Playgroups, which costs
 * queries and so is asked only then.
 */
export async function mayView(
  tx: Db | Tx,
  actor: Actor,
  row: Pick<ContractorRow, 'id' | 'private' | 'ownerId'>,
): Promise<boolean> {
  return canView(actor, row) || (actor !== null && (await sheetAccess(tx, actor.userId, row.id)) !== null);
}

/** The Contractor `id` when the actor may hand it something (any Contractor they can see), else undefined. */
export async function findRecipient(tx: Tx, actor: Actor, id: unknown): Promise<ContractorRow | undefined> {
  const [recipient] = isId(id) ? await tx.select().from(contractors).where(eq(contractors.id, id)) : [];
  return recipient && canView(actor, recipient) ? recipient : undefined;
}

/** Loads a Contractor the actor may see; private ones answer not_found to everyone else (never forbidden). */
export async function findVisible(tx: Db | Tx, actor: Actor, id: unknown): Promise<Outcome<SheetRows>> {
  if (!isId(id)) return failure(notFound());
  const rows = await loadSheet(tx, id);
  if (!rows) return failure(notFound());
  // A private sheet also opens to its home Playgroup's Contractor managers and to the GM of an Active Contract it
  // attends.
  if (!(await mayView(tx, actor, rows.contractor))) return failure(notFound());
  return success(rows);
}

/** What a change to one's own Contractor receives: the locked row and the transaction's moment. */
export interface OwnedChange {
  tx: Tx;
  row: ContractorRow;
  now: Date;
}

/** What a change hands back: columns to write with the version bump, and a value for `finish`. */
export interface ChangeResult {
  set?: PgUpdateSetSource<typeof contractors>;
  value?: unknown;
}

/**
 * Runs one change to the actor's own Contractor in one transaction: sign-in, visibility and ownership checks
 * first, then the row is locked, a dead Contractor refused (`contractor_dead`) and `version` (when given) compared;
 * `work`'s column changes are then written with the version bump in one `UPDATE … WHERE id = $1 AND version = $2`
 * (409 when another save got there first), and the new sheet is returned (and kept in the Platform's sheet cache
 * once committed).
 */
export function changeOwned<T = ContractorView>(
  p: Platform,
  actor: Actor,
  id: unknown,
  version: number | undefined,
  work: (change: OwnedChange) => Promise<Outcome<ChangeResult>>,
  finish?: (rows: SheetRows, result: unknown) => T,
): Promise<Outcome<T>> {
  return runChange({ p, actor, id, version, work, finish, leaderMay: false });
}

/**
 * `changeOwned` that also lets whoever manages Contractors in the home Playgroup make the change (the sheet's words,
 * lists and Limits: what the sheet page offers them); the owner is told who changed what.
 */
export function changeAsOwnerOrLeader(
  p: Platform,
  actor: Actor,
  id: unknown,
  version: number | undefined,
  work: (change: OwnedChange) => Promise<Outcome<ChangeResult>>,
): Promise<Outcome<ContractorView>> {
  return runChange({ p, actor, id, version, work, leaderMay: true });
}

async function runChange<T>(o: {
  p: Platform;
  actor: Actor;
  id: unknown;
  version: number | undefined;
  work: (change: OwnedChange) => Promise<Outcome<ChangeResult>>;
  finish?: ((rows: SheetRows, result: unknown) => T) | undefined;
  leaderMay: boolean;
}): Promise<Outcome<T>> {
  const { p, actor, id, version, work, finish } = o;
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(id)) return failure(notFound());
  let loaded: LoadedSheet | undefined;
  const outcome = await transact(p.db, async (tx) => {
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, id)).for('update');
    // Besides the owner, whoever manages Contractors in its home Playgroup may edit a sheet's words, lists and Limits
    // (`changeAsOwnerOrLeader`; the owner is told): the sheet page offers them those controls (`leaderMayEdit`).
    const access = row && row.ownerId !== actor.userId ? await sheetAccess(tx, actor.userId, row.id) : null;
    if (!row || (!canView(actor, row) && !access)) return failure(notFound());
    if (row.ownerId !== actor.userId && access === 'edit' && !o.leaderMay)
      return failure(
        refusals.forbidden(
          'Only the player who owns this Contractor can do this. As a Leader you may edit its words, lists and Limits.',
        ),
      );
    if (row.ownerId !== actor.userId && access !== 'edit')
      return failure(refusals.forbidden('Only the player who owns this Contractor can change it.'));
    // A dead or retired Contractor's sheet is read-only for everyone (the obituary has its own workflow).
    const active = await refuseIfInactive(tx, row);
    if (!active.ok) return active;
    if (version !== undefined && version !== row.version) return failure(refusals.versionConflict());
    const now = p.now();
    const byLeader = row.ownerId !== actor.userId;
    const before = byLeader ? await listPrints(tx, row.id) : undefined;
    const result = await work({ tx, row, now });
    if (!result.ok) return result;
    // Someone else's edit (a Leader of the home Playgroup) is told to the owner, in words.
    if (before) {
      const what = editWords(Object.keys(result.value.set ?? {}), before, await listPrints(tx, row.id));
      await tellOwnerOfLeaderEdit(tx, { contractor: row, editor: actor.handle, what, now });
    }
    const bumped = await tx
      .update(contractors)
      .set({ ...result.value.set, version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(and(eq(contractors.id, id), eq(contractors.version, row.version)))
      .returning({ version: contractors.version });
    if (bumped.length === 0) return failure(refusals.versionConflict());
    loaded = await loadSheetIn(tx, id);
    if (!loaded) return failure(notFound());
    const rows = loaded.rows;
    return success(finish ? finish(rows, result.value.value) : (buildView(rows, actor.userId, access === 'edit') as T));
  });
  // Committed: the sheet just read is the one the next reader will find, so it is kept (a copy: the answer shares
  // objects with these rows).
  if (outcome.ok && loaded) sheetCacheOf(p.db).store(id, loaded.stamp, structuredClone(loaded.rows));
  return outcome;
}
