import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
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
import { can, loadMembership } from '../playgroups/roles.js';
import { mayView } from '../contractors/access.js';
import type { Db } from '../db/connection.js';
import { readableContractIds, readableContracts } from './contract-access.js';

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

/** A notice's words for readers who may not open its Contract (one of a private Playgroup). */
const PRIVATE_NOTICE: Record<string, string> = {
  contract_voided: 'A Contract of a private Playgroup was voided and its rewards taken back.',
  death_voided:
    'Died on a Contract of a private Playgroup, but that Contract was voided and the death with it. GMs, take note of this history.',
};

/**
 * The home as a reader sees it: the Leader's message and the player's note stay between the owner and those who may
 * approve Contractors there (as on `getSheetApproval`); everyone else sees the Playgroup and the approval state only.
 */
async function homeFor(db: Db, actor: Actor, ownerId: string, contractorId: string): Promise<ContractorHome | null> {
  const home = await contractorHome(db, contractorId);
  if (!home || actor?.userId === ownerId) return home;
  const m = actor ? await loadMembership(db, home.playgroup.id, actor.userId) : null;
  return m?.ok && can(m.value, 'manage_contractors') ? home : { ...home, message: '', note: '' };
}

/**
 * What the sheet shows about a Contractor's Playgroup life; visible to whoever may see the sheet (a private one to
 * its owner, its home Playgroup's Contractor managers and the GM of an Active Contract it attends). Contracts of an
 * unlisted Playgroup are left out for readers who may not open them (`readableContracts`); the owner sees them all.
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
  const own = actor?.userId === k.ownerId;
  const readable: SQL | undefined = own ? undefined : readableContracts(p.db, actor);
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
    .where(and(eq(contractAttendances.contractorId, k.id), readable))
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
  const shown = own
    ? null
    : await readableContractIds(p.db, actor, [
        death?.d.contractId ?? null,
        active?.id ?? null,
        ...notices.map((n) => n.contractId),
      ]);
  const named = (id: string | null) => id !== null && (shown === null || shown.has(id));
  return success({
    home: await homeFor(p.db, actor, k.ownerId, k.id),
    death: death
      ? {
          diedAt: death.d.diedAt,
          obituary: death.d.obituary,
          contract:
            death.d.contractId && death.title !== null && named(death.d.contractId)
              ? { id: death.d.contractId, title: death.title }
              : null,
        }
      : null,
    // A notice about a Contract the reader may not open keeps its warning but not the Contract's title or reasons.
    notices: notices.map((n) => {
      const hide = n.contractId !== null && !named(n.contractId);
      return {
        id: n.id,
        code: n.code,
        message: hide ? (PRIVATE_NOTICE[n.code] ?? PRIVATE_NOTICE.contract_voided!) : n.message,
        createdAt: n.createdAt,
        contractId: hide ? null : n.contractId,
      };
    }),
    contracts: attended.slice(0, limit).map((c) => ({
      id: c.id,
      title: c.title,
      state: c.state,
      startsAt: c.startsAt,
      outcome: c.outcome,
      playgroup: { id: c.playgroupId, name: c.pgName },
    })),
    moreContracts: attended.length > limit,
    lockedBy: active && named(active.id) ? active : null,
  });
}
