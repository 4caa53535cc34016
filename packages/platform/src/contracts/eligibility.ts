import {
  FREE_AGENT_CONTRACT_LIMIT,
  STATUSES,
  freeAgentContractsLeft,
  ringerRsvpEligibility,
  rsvpEligibility,
  statusFromVictories,
  type Issue,
  type RsvpIssueCode,
  type DiscoveryReason,
  type StatusId,
} from '@harbinger/rules';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import {
  contractAttendances,
  contractorDeaths,
  contractors,
  contracts,
  giftVetoes,
  gifts,
  looseEnds,
  playgroupContractors,
  playgroups,
} from '../db/schema.js';
import type { StoredApproval } from '../db/schema.js';
import type { Actor } from '../accounts/views.js';
import { refuseIfInactive } from '../contractors/life.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { privatePlaygroup, seesInside } from '../playgroups/listing.js';
import { spoiledAmong } from '../scenarios/discovery.js';
import { onlyWatches, type Membership } from '../playgroups/roles.js';
import type { AttendanceRow, ContractRow } from './contract-view.js';

// One place decides who may take a seat at a Contract: the RSVP itself, the waitlist, the seats rechecked after an
// edit and the menu the page shows all ask `contractorStandings` and `answerIssues`, so the page and the API agree.

/** Contract states a Free Agent's seat counts in: started and not voided, or still ahead (its answer is given). */
const COUNTED_STATES = ['scheduled', 'active', 'finished'] as const;

const statusName = (id: unknown) => STATUSES[id as StatusId]?.name ?? String(id);

/** Why a Contractor may not answer, in plain words about the Contractor (the page and the refusals use them). */
export const RSVP_WORDS: Record<RsvpIssueCode, (issue: Issue) => string> = {
  status_mismatch: (i) =>
    `this Contract is for ${statusName(i.expected)} Contractors, and this one is ${statusName(i.received)}`,
  solo_needs_veteran: () => 'only Veterans take solo Contracts',
  contractor_dead: () => 'this Contractor is dead',
  contractor_retired: () => 'this Contractor is retired',
  contractor_pending: () => 'this Contractor still waits for approval in its home Playgroup',
  changes_requested: () =>
    'a Leader of its home Playgroup asked for changes: edit the sheet and send it back for approval first',
  gift_vetoed: () => 'this Playgroup vetoed one of its Gifts',
  free_agent_limit: () =>
    `it has no home Playgroup and has used its ${FREE_AGENT_CONTRACT_LIMIT} Contracts as a Free Agent: bring it into a Playgroup to play again`,
  already_attending: () => 'you already hold a seat at this Contract',
  contract_full: () => 'every seat is taken',
  visitors_not_allowed: () => 'this Playgroup does not admit Contractors from other Playgroups (nor Free Agents)',
  ringers_not_allowed: () => 'the GM does not take Ringers for this Contract',
  threat_due: () =>
    'the Threat of one of its Loose Ends came due and must be met in a Hustle: a GM of its Playgroup records it resolved first',
  scenario_spoiled: () =>
    'you already know the Scenario this Contract runs, so you cannot play it as a Contractor (a Ringer’s seat is still open to you where the GM takes Ringers)',
};

/** Turns the rules' RSVP issues into one refusal naming every reason. */
export function rsvpRefusal(issues: readonly Issue<RsvpIssueCode>[]): PlatformError {
  const reasons = issues.map((i) => RSVP_WORDS[i.code](i));
  const first = issues[0]!.code;
  const status = first === 'already_attending' || first === 'contract_full' ? 409 : 422;
  return {
    code: first,
    status,
    message: `You cannot answer this invitation: ${reasons.join('; ')}.`,
    issues: issues.map((i, n) => ({ field: i.path.join('.'), message: reasons[n]! })),
  };
}

/**
 * The refusal an outsider gets for answering (or waiting for) a Contract of an unlisted Playgroup, whatever its answer
 * rule: only members play at a private table. Null when the Playgroup is listed or the player is a member.
 */
export function outsiderRefusal(m: Pick<Membership, 'playgroup' | 'member'>): PlatformError | null {
  return seesInside(m) ? null : privatePlaygroup(m.playgroup.name);
}

/** Whether a player may answer at all (the GM's own table, private tables, bans, members-only Contracts, Watchers). */
export function mayAnswer(userId: string, contract: ContractRow, m: Membership): PlatformError | null {
  if (contract.gmId === userId)
    return {
      code: 'gm_cannot_attend',
      status: 422,
      message: 'You are the GM of this Contract; you run it rather than play in it.',
    };
  const outsider = outsiderRefusal(m);
  if (outsider) return outsider;
  if (m.row?.state === 'banned') return { code: 'banned', status: 403, message: 'You are banned from this Playgroup.' };
  if (contract.rsvpRule === 'members' && !m.member)
    return { code: 'not_a_member', status: 403, message: 'Only members of this Playgroup may answer this invitation.' };
  if (contract.rsvpRule === 'members' && onlyWatches(m))
    return {
      code: 'watchers_do_not_play',
      status: 403,
      message: 'Watchers follow along; ask a Leader for a playing role to answer invitations.',
    };
  return null;
}

/** What decides an answer besides the Contract: home, life, vetoed Gifts and, for a Free Agent, its visits. */
export interface ContractorStanding {
  row: typeof contractors.$inferSelect;
  status: StatusId;
  home: { playgroupId: string; name: string; approval: StoredApproval } | null;
  dead: boolean;
  vetoedGifts: { name: string; reason: string }[];
  /** For a Free Agent: its seats at other Contracts that count toward the limit. */
  freeAgentSeats: number;
  /** Why its player already knows the Scenario the Contract runs; empty when unspoiled (or no Scenario). */
  spoiled: DiscoveryReason[];
  /** Loose Ends whose Threat came due and waits for a Hustle a GM has not recorded resolved (by name). */
  threatsDue: string[];
}

/** The standings of some Contractors (by id, or every one a player owns) for a Contract, in a few batched reads. */
export async function contractorStandings(
  db: Db | Tx,
  options: { contract: ContractRow; ownerId?: string; contractorIds?: readonly string[] },
): Promise<ContractorStanding[]> {
  const { contract } = options;
  const which = options.contractorIds
    ? options.contractorIds.length === 0
      ? undefined
      : inArray(contractors.id, [...options.contractorIds])
    : options.ownerId
      ? eq(contractors.ownerId, options.ownerId)
      : undefined;
  if (!which) return [];
  const rows = await db.select().from(contractors).where(which).orderBy(contractors.name, contractors.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const owners = [...new Set(rows.map((r) => r.ownerId))];
  const [homes, deaths, vetoes, seats, spoiled, due] = await Promise.all([
    db
      .select({
        contractorId: playgroupContractors.contractorId,
        playgroupId: playgroupContractors.playgroupId,
        approval: playgroupContractors.approval,
        name: playgroups.name,
      })
      .from(playgroupContractors)
      .innerJoin(playgroups, eq(playgroups.id, playgroupContractors.playgroupId))
      .where(inArray(playgroupContractors.contractorId, ids)),
    db
      .select({ contractorId: contractorDeaths.contractorId })
      .from(contractorDeaths)
      .where(and(inArray(contractorDeaths.contractorId, ids), isNull(contractorDeaths.voidedAt))),
    db
      .select({ contractorId: gifts.contractorId, name: gifts.name, reason: giftVetoes.reason })
      .from(giftVetoes)
      .innerJoin(gifts, eq(gifts.id, giftVetoes.giftId))
      .where(
        and(
          inArray(gifts.contractorId, ids),
          eq(giftVetoes.playgroupId, contract.playgroupId),
          isNull(giftVetoes.endedAt),
        ),
      ),
    db
      .select({ contractorId: contractAttendances.contractorId, n: count() })
      .from(contractAttendances)
      .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
      .where(
        and(
          inArray(contractAttendances.contractorId, ids),
          inArray(contracts.state, COUNTED_STATES),
          ne(contracts.id, contract.id),
        ),
      )
      .groupBy(contractAttendances.contractorId),
    contract.scenarioId ? spoiledAmong(db, contract.scenarioId, owners) : new Map<string, DiscoveryReason[]>(),
    db
      .select({ contractorId: looseEnds.contractorId, name: looseEnds.name })
      .from(looseEnds)
      .where(
        and(
          inArray(looseEnds.contractorId, ids),
          eq(looseEnds.cutoff, 0),
          eq(looseEnds.needsHustle, true),
          isNull(looseEnds.resolvedAt),
        ),
      ),
  ]);
  return rows.map((row) => {
    const home = homes.find((h) => h.contractorId === row.id);
    return {
      row,
      status: statusFromVictories(row.victories),
      home: home ? { playgroupId: home.playgroupId, name: home.name, approval: home.approval } : null,
      dead: deaths.some((d) => d.contractorId === row.id),
      vetoedGifts: vetoes.filter((v) => v.contractorId === row.id).map((v) => ({ name: v.name, reason: v.reason })),
      freeAgentSeats: Number(seats.find((s) => s.contractorId === row.id)?.n ?? 0),
      spoiled: spoiled.get(row.ownerId) ?? [],
      threatsDue: due.filter((d) => d.contractorId === row.id).map((d) => d.name),
    };
  });
}

/** The Contract-side facts an answer is checked against. */
export interface AnswerContext {
  contract: ContractRow;
  visitorsAllowed: boolean;
  userId: string;
  seats: readonly AttendanceRow[];
  /** Check everything but a full table (for the waitlist, and the menu, which offers the line instead). */
  ignoreFull?: boolean;
}

/** Why a Contractor may not answer this Contract now: the rules' issues, empty when it may. */
export function contractorIssues(s: ContractorStanding, ctx: AnswerContext): Issue<RsvpIssueCode>[] {
  const { contract: c } = ctx;
  const check = rsvpEligibility({
    contractorStatus: s.status,
    requiredStatus: c.requiredStatus as StatusId | 'any',
    dead: s.dead,
    retired: s.row.retiredAt !== null,
    pending: s.home !== null && s.home.approval === 'pending',
    changesRequested: s.home?.approval === 'changes_requested',
    vetoedGift: s.vetoedGifts.length > 0,
    alreadyAttending: ctx.seats.some((seat) => seat.userId === ctx.userId),
    full: !ctx.ignoreFull && ctx.seats.length >= c.capacity,
    visiting: s.home !== null && s.home.playgroupId !== c.playgroupId,
    visitorsAllowed: ctx.visitorsAllowed,
    spoiled: s.spoiled.length > 0,
    threatDue: s.threatsDue.length > 0,
    ...(s.home === null ? { freeAgent: { attended: s.freeAgentSeats } } : {}),
  });
  return check.ok ? [] : check.issues;
}

/** Why the player may not take a Ringer's seat now, empty when they may. */
export function ringerIssues(ctx: AnswerContext): Issue<RsvpIssueCode>[] {
  const check = ringerRsvpEligibility({
    ringersAllowed: ctx.contract.ringersAllowed,
    alreadyAttending: ctx.seats.some((seat) => seat.userId === ctx.userId),
    full: !ctx.ignoreFull && ctx.seats.length >= ctx.contract.capacity,
  });
  return check.ok ? [] : check.issues;
}

/** The Contracts a Free Agent may still attend before it needs a home (null for a Contractor with a home). */
export function freeAgentLeft(s: ContractorStanding): number | null {
  return s.home === null ? freeAgentContractsLeft(s.freeAgentSeats) : null;
}

/** The actor's own Contractor, alive and not retired, or the refusal naming `field`. */
export async function ownLivingContractor(
  tx: Db | Tx,
  actor: NonNullable<Actor>,
  contractorId: string,
  field: string,
): Promise<Outcome<typeof contractors.$inferSelect>> {
  const [k] = await tx.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!k || (k.private && k.ownerId !== actor.userId))
    return failure({ ...refusals.notFound('That Contractor'), field });
  if (k.ownerId !== actor.userId)
    return failure({
      code: 'not_your_contractor',
      status: 403,
      field,
      message: `${k.name} belongs to another player.`,
    });
  const active = await refuseIfInactive(tx, k, field);
  if (!active.ok) return active;
  return success(k);
}
