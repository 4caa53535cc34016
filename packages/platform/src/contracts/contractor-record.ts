import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contractorDeaths, contractorNotices, contractors, contracts, playgroups } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { contractorHome, type ContractorHome } from '../playgroups/contractor-approval.js';
import { sheetAccess } from '../playgroups/sheet-access.js';

/** A Contractor's life in the Playgroups: home and approval, death, lasting notices, and the Contracts it attended. */
export interface ContractorRecord {
  home: ContractorHome | null;
  /** Set while the Contractor is dead (its death not voided). */
  death: { diedAt: Date; obituary: string; contract: { id: string; title: string } | null } | null;
  /** Notes that stay on the sheet: a voided Contract, a voided death (a warning for future GMs). */
  notices: { code: string; message: string; createdAt: Date; contractId: string | null }[];
  /** Attended Contracts, newest first. */
  contracts: { id: string; title: string; state: string; startsAt: Date; outcome: string | null; playgroup: { id: string; name: string } }[];
  /** The Active Contract that locks the sheet for Exp spending, if any. */
  lockedBy: { id: string; title: string } | null;
}

/**
 * What the sheet shows about a Contractor's Playgroup life; visible to whoever may see the sheet (a private one to
 * its owner, its home Playgroup's Contractor managers and the GM of an Active Contract it attends).
 * @example const record = await getContractorRecord(p, actor, id); record.value.notices // [{ code: 'death_voided', … }]
 */
export async function getContractorRecord(p: Platform, actor: Actor, contractorId: unknown): Promise<Outcome<ContractorRecord>> {
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  const [k] = await p.db.select({ id: contractors.id, private: contractors.private, ownerId: contractors.ownerId }).from(contractors).where(eq(contractors.id, contractorId));
  if (!k) return failure(refusals.notFound('That Contractor'));
  if (k.private && actor?.userId !== k.ownerId && !(actor && (await sheetAccess(p.db, actor.userId, k.id)))) return failure(refusals.notFound('That Contractor'));
  const [death] = await p.db
    .select({ d: contractorDeaths, title: contracts.title })
    .from(contractorDeaths)
    .leftJoin(contracts, eq(contracts.id, contractorDeaths.contractId))
    .where(and(eq(contractorDeaths.contractorId, k.id), isNull(contractorDeaths.voidedAt)));
  const notices = await p.db.select().from(contractorNotices).where(eq(contractorNotices.contractorId, k.id)).orderBy(asc(contractorNotices.createdAt), asc(contractorNotices.id));
  const attended = await p.db
    .select({ c: contracts, outcome: contractAttendances.outcome, pgName: playgroups.name })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(eq(contractAttendances.contractorId, k.id))
    .orderBy(desc(contracts.startsAt), desc(contracts.id))
    .limit(200);
  const active = attended.find((a) => a.c.state === 'active');
  return success({
    home: await contractorHome(p.db, k.id),
    death: death ? { diedAt: death.d.diedAt, obituary: death.d.obituary, contract: death.d.contractId && death.title !== null ? { id: death.d.contractId, title: death.title } : null } : null,
    notices: notices.map((n) => ({ code: n.code, message: n.message, createdAt: n.createdAt, contractId: n.contractId })),
    contracts: attended.map(({ c, outcome, pgName }) => ({ id: c.id, title: c.title, state: c.state, startsAt: c.startsAt, outcome, playgroup: { id: c.playgroupId, name: pgName } })),
    lockedBy: active ? { id: active.c.id, title: active.c.title } : null,
  });
}
