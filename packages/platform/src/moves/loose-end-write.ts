import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, looseEnds } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { refuseIfInactive } from '../contractors/life.js';
import { notify } from '../playgroups/notifications.js';
import { gmAtHome } from './access.js';
import { looseEndInputSchema, resolveLooseEndSchema } from './schemas.js';

/** A parsed Loose End, as a GM grants it. */
export type ParsedLooseEnd = z.output<typeof looseEndInputSchema>;

/** What granting or tying up a Loose End answers: its id, and the Contractor's sheet version after it. */
export interface LooseEndWriteResult {
  id: string;
  contractorId: string;
  resolvedAt: Date | null;
}

/** Writes one Loose End on a sheet (the caller has checked the GM); `moveId` when a Move grants it. */
export async function insertLooseEnd(
  tx: Tx,
  options: { contractorId: string; gmId: string; input: ParsedLooseEnd; moveId?: string | null; now: Date },
): Promise<string> {
  const { input, now } = options;
  const [row] = await tx
    .insert(looseEnds)
    .values({
      contractorId: options.contractorId,
      name: input.name,
      description: input.description,
      threat: input.threat,
      threatLevel: input.threatLevel,
      cutoff: input.cutoff,
      tieUp: input.tieUp,
      needsHustle: input.needsHustle,
      grantedBy: options.gmId,
      grantedByMoveId: options.moveId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: looseEnds.id });
  return row!.id;
}

/** Moves the sheet's version on, so open editors see the change (and the sheet cache reads it again). */
export async function touchSheet(tx: Tx, contractorId: string, now: Date): Promise<void> {
  await tx
    .update(contractors)
    .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
    .where(eq(contractors.id, contractorId));
}

/**
 * A GM of the Contractor's home Playgroup grants it a Loose End: name, description, Threat and its level, Cutoff
 * (1–5), how to tie it up, and whether its Threat calls for a Hustle. The player is told it exists and how bad it is.
 * @example
 * await grantLooseEnd(p, gm, contractorId, { name: 'Filmed', threat: 'Sleuths', threatLevel: 'dangerous', cutoff: 2 })
 */
export async function grantLooseEnd(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<LooseEndWriteResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(looseEndInputSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const gm = await gmAtHome(tx, actor, contractorId, true);
    if (!gm.ok) return gm;
    const k = gm.value.contractor;
    const active = await refuseIfInactive(tx, k);
    if (!active.ok) return active;
    const now = p.now();
    const id = await insertLooseEnd(tx, { contractorId: k.id, gmId: actor.userId, input: parsed.value, now });
    await touchSheet(tx, k.id, now);
    await notify(
      tx,
      [
        {
          userId: k.ownerId,
          kind: 'loose_end_granted',
          message: `@${actor.handle} gave ${k.name} a Loose End: “${parsed.value.name}”.`,
          link: `/contractors/${k.id}/moves`,
        },
      ],
      now,
    );
    return success({ id, contractorId: k.id, resolvedAt: null });
  });
}

/** The open Loose End `id` of the Contractor, locked; not_found otherwise (a tied-up one is a 409). */
export async function openLooseEnd(
  tx: Tx,
  contractorId: string,
  id: unknown,
  field?: string,
): Promise<Outcome<typeof looseEnds.$inferSelect>> {
  const [row] = isId(id)
    ? await tx
        .select()
        .from(looseEnds)
        .where(and(eq(looseEnds.id, id), eq(looseEnds.contractorId, contractorId)))
        .for('update')
    : [];
  if (!row) return failure({ ...refusals.notFound('That Loose End'), ...(field ? { field } : {}) });
  if (row.resolvedAt)
    return failure({
      code: 'already_resolved',
      status: 409,
      ...(field ? { field } : {}),
      message: `“${row.name}” is already tied up.`,
    });
  return success(row);
}

/**
 * A GM of the Contractor's home Playgroup records a Loose End tied up: before its Cutoff, or after its Threat came
 * due and was met (the Hustle it called for). Its Contractor may answer invitations again.
 * @example await resolveLooseEnd(p, gm, contractorId, looseEndId, { resolution: 'The sleuths lost interest.' })
 */
export async function resolveLooseEnd(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  looseEndId: unknown,
  input: unknown = {},
): Promise<Outcome<LooseEndWriteResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(resolveLooseEndSchema, input ?? {});
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const gm = await gmAtHome(tx, actor, contractorId, true);
    if (!gm.ok) return gm;
    const k = gm.value.contractor;
    const found = await openLooseEnd(tx, k.id, looseEndId);
    if (!found.ok) return found;
    const now = p.now();
    await tx
      .update(looseEnds)
      .set({ resolvedAt: now, resolvedBy: actor.userId, resolution: parsed.value.resolution, updatedAt: now })
      .where(and(eq(looseEnds.id, found.value.id), isNull(looseEnds.resolvedAt)));
    await touchSheet(tx, k.id, now);
    return success({ id: found.value.id, contractorId: k.id, resolvedAt: now });
  });
}
