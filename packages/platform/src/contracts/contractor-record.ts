import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import {
  contractAttendances,
  contractorDeaths,
  contractorNotices,
  contractors,
  contracts,
  playgroups,
} from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { contractorHome, type ContractorHome } from '../playgroups/contractor-approval.js';
import { mayView } from '../contractors/access.js';

/** A Contractor's life in the Playgroups: home and approval, death, lasting notices, and the Contracts it attended. */
export interface ContractorRecord {
  home: ContractorHome | null;
  /** Set while the Contractor is dead (its death not voided). */
  death: { diedAt: Date; obituary: string; contract: { id: string; title: string } | null } | null;
  /** Notes that stay on the sheet: a voided Contract, a voided death (a warning for future GMs). */
  notices: { id: string; code: string; message: string; createdAt: Date; contractId: string | null }[];
  /** Attended Contracts, the latest seat first (only the latest `contracts` of them, see ContractorRecordOptions). */
  contracts: {
    id: string;
    title: string;
    state: string;
    startsAt: Date;
    outcome: string | null;
    playgroup: { id: string; name: string };
  }[];
  /** There are older seats than the ones listed. */
  moreContracts: boolean;
  /** The Active Contract that locks the sheet for Exp spending, if any. */
  lockedBy: { id: string; title: string } | null;
}

/** Options of `getContractorRecord`. */
export interface ContractorRecordOptions {
  /** How many of the latest attended Contracts to list (default 200); a veteran may have attended thousands. */
  contracts?: number;
}

/**
 * What the sheet shows about a Contractor's Playgroup life; visible to whoever may see the sheet (a private one to
 * its owner, its home Playgroup's Contractor managers and the GM of an Active Contract it attends).
 * @example
 * const record = await getContractorRecord(p, actor, id); record.value.notices // [{ code: 'death_voided', … }]
 */
export async function getContractorRecord(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  options: ContractorRecordOptions = {},
): Promise<Outcome<ContractorRecord>> {
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  const [k] = await p.db
    .select({ id: contractors.id, private: contractors.private, ownerId: contractors.ownerId })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!k) return failure(refusals.notFound('That Contractor'));
  if (!(await mayView(p.db, actor, k))) return failure(refusals.notFound('That Contractor'));
  const [death] = await p.db
    .select({ d: contractorDeaths, title: contracts.title })
    .from(contractorDeaths)
    .leftJoin(contracts, eq(contracts.id, contractorDeaths.contractId))
    .where(and(eq(contractorDeaths.contractorId, k.id), isNull(contractorDeaths.voidedAt)));
  const notices = await p.db
    .select()
    .from(contractorNotices)
    .where(eq(contractorNotices.contractorId, k.id))
    .orderBy(asc(contractorNotices.createdAt), asc(contractorNotices.id));
  // Seats newest first and the Active Contracts each come from an index (migration 0007), so a veteran with thousands
  // of seats costs what a newcomer does.
  const limit = Math.max(0, Math.min(options.contracts ?? 200, 1000));
  const attended = await p.db
    .select({
      id: contracts.id,
      title: contracts.title,
      state: contracts.state,
      startsAt: contracts.startsAt,
      playgroupId: contracts.playgroupId,
      outcome: contractAttendances.outcome,
      pgName: playgroups.name,
    })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(eq(contractAttendances.contractorId, k.id))
    .orderBy(desc(contractAttendances.createdAt), desc(contractAttendances.id))
    .limit(limit + 1);
  const [active] = await p.db
    .select({ id: contracts.id, title: contracts.title })
    .from(contracts)
    .innerJoin(
      contractAttendances,
      and(eq(contractAttendances.contractId, contracts.id), eq(contractAttendances.contractorId, k.id)),
    )
    .where(eq(contracts.state, 'active'))
    .orderBy(desc(contracts.startsAt), desc(contracts.id))
    .limit(1);
  return success({
    home: await contractorHome(p.db, k.id),
    death: death
      ? {
          diedAt: death.d.diedAt,
          obituary: death.d.obituary,
          contract: death.d.contractId && death.title !== null ? { id: death.d.contractId, title: death.title } : null,
        }
      : null,
    notices: notices.map((n) => ({
      id: n.id,
      code: n.code,
      message: n.message,
      createdAt: n.createdAt,
      contractId: n.contractId,
    })),
    contracts: attended.slice(0, limit).map((c) => ({
      id: c.id,
      title: c.title,
      state: c.state,
      startsAt: c.startsAt,
      outcome: c.outcome,
      playgroup: { id: c.playgroupId, name: c.pgName },
    })),
    moreContracts: attended.length > limit,
    lockedBy: active ?? null,
  });
}
