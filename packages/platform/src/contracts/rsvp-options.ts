import type { RsvpIssueCode, StatusId } from '@harbinger/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractWaitlist, contractors, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { can } from '../playgroups/roles.js';
import { spoiledAmong } from '../scenarios/discovery.js';
import { contractReadRefusal } from './contract-access.js';
import { attendancesOf, loadContract, type LoadedContract } from './contract-view.js';
import {
  RSVP_WORDS,
  contractorIssues,
  contractorStandings,
  freeAgentLeft,
  mayAnswer,
  ringerIssues,
} from './eligibility.js';

/** One reason an answer is refused, as a code and in words. */
export interface RsvpReason {
  code: RsvpIssueCode | string;
  message: string;
}

/** One of the viewer's Contractors, and whether it may answer this Contract. */
export interface RsvpContractorOption {
  id: string;
  name: string;
  status: StatusId;
  /** It may answer (or, when every seat is taken, join the line). */
  eligible: boolean;
  /** Why it may not; empty when eligible. */
  reasons: RsvpReason[];
  /** Its home Playgroup (null: a Free Agent). */
  home: { id: string; name: string } | null;
  /** It would play as a visitor (another home, or none). */
  visiting: boolean;
  /** A Free Agent: the Contracts it may still attend before it needs a home; null for a Contractor with a home. */
  freeAgentLeft: number | null;
}

/** One place in a Contract's line (the GM and managers see the whole line). */
export interface WaitlistEntryView {
  place: number;
  player: { handle: string };
  ringer: boolean;
  /** The Contractor it waits with; null for a Ringer, and for a private Contractor the viewer may not see. */
  contractorName: string | null;
  /** It waits with a private Contractor whose name the viewer may not see. */
  hidden: boolean;
}

/** What the viewer may answer to a Contract's invitation (`GET /api/v1/contracts/{id}/rsvp-options`). */
export interface RsvpOptions {
  /** Why the viewer may not answer at all (not scheduled, their own table, a ban, members only), or null. */
  blocked: RsvpReason | null;
  /** The viewer holds a seat. */
  seated: boolean;
  /** Every seat is taken: answers go into the line. */
  full: boolean;
  /** The viewer's Contractors, those that may answer first. */
  contractors: RsvpContractorOption[];
  /**
   * The viewer already knows the Scenario this Contract runs, so none of their Contractors may play it; a Ringer's
   * seat (`ringer`) stays open to them when the GM takes Ringers.
   */
  spoiled: boolean;
  /** Playing a Ringer instead. */
  ringer: { eligible: boolean; reasons: RsvpReason[] };
  waitlist: {
    length: number;
    /** The viewer's place in line (1 = next), or null. */
    place: number | null;
    /** What the viewer waits with. */
    answer: { contractorId: string | null; ringer: boolean } | null;
    /** The whole line, for the GM and those who manage the Playgroup's Contracts; empty for others. */
    entries: WaitlistEntryView[];
  };
}

const words = (issues: { code: RsvpIssueCode }[]) =>
  issues.map((i) => ({ code: i.code, message: RSVP_WORDS[i.code](i as never) }));

/** Builds the viewer's answer menu for a loaded Contract (inside the caller's transaction, or on the pool). */
export async function buildRsvpOptions(
  db: Db | Tx,
  actor: NonNullable<Actor>,
  loaded: LoadedContract,
): Promise<RsvpOptions> {
  const { contract: c, membership: m, canRun } = loaded;
  const [seats, line, standings, spoiled] = await Promise.all([
    attendancesOf(db, c.id),
    db
      .select({ w: contractWaitlist, handle: users.handle })
      .from(contractWaitlist)
      .innerJoin(users, eq(users.id, contractWaitlist.userId))
      .where(eq(contractWaitlist.contractId, c.id))
      .orderBy(asc(contractWaitlist.createdAt), asc(contractWaitlist.id)),
    contractorStandings(db, { contract: c, ownerId: actor.userId }),
    c.scenarioId ? spoiledAmong(db, c.scenarioId, [actor.userId]) : new Map<string, unknown>(),
  ]);
  const ctx = {
    contract: c,
    visitorsAllowed: m.playgroup.visitorsAllowed,
    userId: actor.userId,
    seats,
    ignoreFull: true,
  };
  const refused =
    c.state !== 'scheduled'
      ? { code: 'contract_not_scheduled', message: 'Only a scheduled Contract takes answers.' }
      : mayAnswer(actor.userId, c, m);
  const options = standings.map((s): RsvpContractorOption => {
    const issues = contractorIssues(s, ctx);
    const reasons = words(issues).map((r) =>
      r.code === 'gift_vetoed'
        ? {
            ...r,
            message: `this Playgroup vetoed ${s.vetoedGifts.map((g) => `“${g.name}” (${g.reason})`).join('; ')}: rework it and ask a Leader to lift the veto`,
          }
        : r.code === 'threat_due'
          ? {
              ...r,
              message: `the Threat of its Loose End ${s.threatsDue.map((n) => `“${n}”`).join(', ')} came due and must be met in a Hustle: until a GM of its Playgroup records it resolved, it cannot answer invitations`,
            }
          : r,
    );
    return {
      id: s.row.id,
      name: s.row.name,
      status: s.status,
      eligible: reasons.length === 0,
      reasons,
      home: s.home ? { id: s.home.playgroupId, name: s.home.name } : null,
      visiting: s.home === null || s.home.playgroupId !== c.playgroupId,
      freeAgentLeft: freeAgentLeft(s),
    };
  });
  // Those that may come first; the others keep their order (by name) below.
  options.sort((a, b) => Number(b.eligible) - Number(a.eligible));
  const mine = line.findIndex((r) => r.w.userId === actor.userId);
  // A place in line is not a seat: a private Contractor's name shows only to those who see private sheets here (those
  // who manage the Playgroup's Contractors) and to its own player, not to the GM as an attendee's would.
  const seesPrivate = can(m, 'manage_contractors');
  const names =
    canRun && line.some((r) => r.w.contractorId)
      ? await db
          .select({ id: contractors.id, name: contractors.name, private: contractors.private })
          .from(contractors)
          .where(
            inArray(
              contractors.id,
              line.flatMap((r) => (r.w.contractorId ? [r.w.contractorId] : [])),
            ),
          )
      : [];
  return {
    blocked: refused ? { code: refused.code, message: refused.message } : null,
    seated: seats.some((s) => s.userId === actor.userId),
    full: seats.length >= c.capacity,
    contractors: options,
    spoiled: spoiled.has(actor.userId),
    ringer: { eligible: ringerIssues(ctx).length === 0, reasons: words(ringerIssues(ctx)) },
    waitlist: {
      length: line.length,
      place: mine < 0 ? null : mine + 1,
      answer: mine < 0 ? null : { contractorId: line[mine]!.w.contractorId, ringer: line[mine]!.w.ringer },
      entries: canRun
        ? line.map((r, n) => {
            const k = names.find((x) => x.id === r.w.contractorId);
            const hidden = k !== undefined && k.private && r.w.userId !== actor.userId && !seesPrivate;
            return {
              place: n + 1,
              player: { handle: r.handle },
              ringer: r.w.ringer,
              contractorName: hidden ? null : (k?.name ?? null),
              hidden,
            };
          })
        : [],
    },
  };
}

/**
 * The signed-in viewer's answer menu for a Contract: which of their Contractors may come and why the others may
 * not, whether a Ringer's seat is open, and their place in the line when the table is full. The page and the API
 * read this one function, so both say the same.
 * @example const { contractors } = (await getRsvpOptions(p, actor, contractId)).value
 */
export async function getRsvpOptions(p: Platform, actor: Actor, id: unknown): Promise<Outcome<RsvpOptions>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadContract(p.db, id, actor);
  if (!loaded.ok) return loaded;
  // The same refusal as the Contract's page: an outsider of a private Playgroup learns nothing of its Contracts.
  const refused = await contractReadRefusal(p.db, actor, loaded.value);
  return refused ? failure(refused) : success(await buildRsvpOptions(p.db, actor, loaded.value));
}
