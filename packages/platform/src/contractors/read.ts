import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { statusFromVictories } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractorDeaths, contractors, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { z } from 'zod';
import { parseInput } from '../parse.js';
import { readVisibleSheet } from './sheet-read.js';
import type { ContractorSummary, ContractorView, LedgerEntryView } from './views.js';

/**
 * A Contractor's sheet with every derived number; a private one is not_found for anyone but its owner.
 * @example const sheet = await getContractor(p, actor, id); if (sheet.ok) sheet.value.derived.penalty
 */
export async function getContractor(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ContractorView>> {
  // No transaction: one query reads the stamp (or the whole sheet) and the per-Platform cache supplies the rest.
  const found = await readVisibleSheet(p, actor, id);
  return found.ok ? success(found.value.sheet.view(found.value.viewer)) : found;
}

/** Which Contractors to list: one player's (public ones, plus private ones to their owner), or by default one's own. */
export const listContractorsSchema = z.strictObject({ ownerHandle: z.string().trim().max(30).optional() });

/** Lists Contractors, most recently changed first. */
export async function listContractors(
  p: Platform,
  actor: Actor,
  input: unknown = {},
): Promise<Outcome<ContractorSummary[]>> {
  const parsed = parseInput(listContractorsSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { ownerHandle } = parsed.value;
  if (ownerHandle === undefined && !actor) return failure(refusals.unauthenticated());
  // Plain reads outside any transaction: one would lock nothing and cost a BEGIN and a COMMIT on every call.
  let ownerId = actor?.userId;
  if (ownerHandle !== undefined) {
    const named = eq(users.handleKey, ownerHandle.toLowerCase());
    const [owner] = await p.db.select({ id: users.id }).from(users).where(named).limit(1);
    if (!owner) return failure(refusals.notFound('That player'));
    ownerId = owner.id;
  }
  const owned = eq(contractors.ownerId, ownerId!);
  const visible = actor?.userId === ownerId ? owned : and(owned, eq(contractors.private, false));
  const rows = await p.db
    .select({ c: contractors, handle: users.handle, diedAt: contractorDeaths.diedAt })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .leftJoin(
      contractorDeaths,
      and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt)),
    )
    .where(visible)
    .orderBy(sql`${contractors.retiredAt} IS NOT NULL`, desc(contractors.updatedAt), desc(contractors.id));
  return success(
    rows.map(({ c, handle, diedAt }) => ({
      id: c.id,
      owner: { handle },
      name: c.name,
      archetype: c.archetype,
      paradigm: c.paradigm,
      ambition: c.ambition,
      private: c.private,
      victories: c.victories,
      status: statusFromVictories(c.victories),
      version: c.version,
      updatedAt: c.updatedAt,
      dead: diedAt !== null,
      diedAt,
      retiredAt: c.retiredAt,
    })),
  );
}

/** A Contractor's ledger, oldest first, each entry with words saying what it was for. */
export async function getLedger(p: Platform, actor: Actor, id: unknown): Promise<Outcome<LedgerEntryView[]>> {
  const found = await readVisibleSheet(p, actor, id);
  return found.ok ? success(found.value.sheet.ledger()) : found;
}
