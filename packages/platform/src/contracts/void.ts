import { canVoid, voidContract, type LedgerEntry, type LedgerKind } from '@harbinger/rules';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import {
  contractVoidVotes,
  contractorDeaths,
  contractorNotices,
  contractors,
  contracts,
  ledgerEntries,
} from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { can } from '../playgroups/roles.js';
import {
  attendancesOf,
  buildContractView,
  loadContract,
  voters,
  type ContractRow,
  type LoadedContract,
} from './contract-view.js';
import { restoreCutoffs } from '../moves/cutoff.js';
import { reverseHandoutGrants } from '../scenarios/handouts.js';
import { healedContractors, restoreHealing } from './heal-undo.js';
import { wrongState } from './schedule.js';
import { voidContractSchema } from './schemas.js';
import type { VoidResult } from './views.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Undoes everything a finished Contract caused; answers what changed. */
async function undo(tx: Tx, actor: NonNullable<Actor>, c: ContractRow, reason: string, now: Date) {
  const seats = await attendancesOf(tx, c.id);
  const holders = [
    ...seats.flatMap((s) => [s.contractorId, s.ringerBonusContractorId]),
    c.gmImprovementContractorId,
    c.gmBonusContractorId,
  ].filter((x): x is string => typeof x === 'string');
  const players = [...new Set([c.gmId, ...seats.map((s) => s.userId)])];
  // Lock the Contractors first (id order, like finishing), with those whose Injuries it healed (an Injury edit locks
  // its Contractor too), then read their whole ledgers and the players' Coins.
  const lockIds = [...new Set([...holders, ...(await healedContractors(tx, c.id))])].sort();
  const locked =
    lockIds.length === 0
      ? []
      : await tx
          .select()
          .from(contractors)
          .where(inArray(contractors.id, lockIds))
          .orderBy(contractors.id)
          .for('update');
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(
      or(
        holders.length === 0 ? undefined : inArray(ledgerEntries.contractorId, holders),
        and(isNull(ledgerEntries.contractorId), inArray(ledgerEntries.userId, players)),
      ),
    );
  const entries: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    contractorId: r.contractorId,
    userId: r.userId,
    resource: r.resource,
    amount: r.amount,
    kind: r.kind as LedgerKind,
    cause: r.cause,
    voided: r.voidedAt !== null,
  }));
  const victories = Object.fromEntries(locked.map((k) => [k.id, k.victories]));
  const undone = voidContract({ entries, contractId: c.id, victories });
  if (undone.entryIds.length > 0)
    await tx.update(ledgerEntries).set({ voidedAt: now }).where(inArray(ledgerEntries.id, undone.entryIds));
  const voidedIds = new Set(undone.entryIds);
  const lost = new Map<string, number>();
  for (const e of entries)
    if (voidedIds.has(e.id) && e.kind === 'contract_victory' && e.resource === 'exp' && e.contractorId)
      lost.set(e.contractorId, (lost.get(e.contractorId) ?? 0) + 1);
  for (const [contractorId, n] of lost)
    await tx
      .update(contractors)
      .set({ victories: sql`${contractors.victories} - ${n}` })
      .where(eq(contractors.id, contractorId));
  const revived = await tx
    .update(contractorDeaths)
    .set({ voidedAt: now, updatedAt: now })
    .where(and(eq(contractorDeaths.contractId, c.id), isNull(contractorDeaths.voidedAt)))
    .returning();
  const why = reason ? ` Reason: ${reason}` : '';
  const notices = [
    ...undone.contractorIds.map((contractorId) => {
      const short = undone.overdrawn
        .filter((o) => o.contractorId === contractorId)
        .map((o) => `${o.available} ${o.resource.replaceAll('_', ' ')}`);
      const overdraft =
        short.length > 0 ? ` Its rewards were already spent, so it now stands at ${short.join(', ')}.` : '';
      return {
        contractorId,
        contractId: c.id,
        code: 'contract_voided',
        message: `The Contract “${c.title}” (${day(c.startsAt)}) was voided on ${day(now)}; its rewards were taken back.${overdraft}${why}`,
        createdAt: now,
      };
    }),
    ...revived.map((d) => ({
      contractorId: d.contractorId,
      contractId: c.id,
      code: 'death_voided',
      message: `Died on “${c.title}” (${day(d.diedAt)}), but that Contract was voided on ${day(now)} and the death with it. GMs, take note of this history.`,
      createdAt: now,
    })),
  ];
  if (notices.length > 0) await tx.insert(contractorNotices).values(notices);
  // The Scenario's handouts go back; its discoveries stay (nobody un-learns a Scenario).
  await reverseHandoutGrants(tx, c.id, now);
  // The Loose Ends it counted down get those Contracts back.
  const restored = await restoreCutoffs(tx, c.id, now);
  // The healing it did comes back, unless the Injury changed since (heal-undo.ts).
  const healing = await restoreHealing(tx, { contract: c, now });
  const touched = [
    ...new Set([
      ...undone.contractorIds,
      ...revived.map((d) => d.contractorId),
      ...restored,
      ...[...healing.restored, ...healing.kept].map((h) => h.contractorId),
    ]),
  ];
  if (touched.length > 0)
    await tx
      .update(contractors)
      .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(inArray(contractors.id, touched));
  await tx
    .update(contracts)
    .set({
      state: 'voided',
      voidedAt: now,
      voidedBy: actor.userId,
      voidReason: reason,
      gmRewardsPending: false,
      version: c.version + 1,
      updatedAt: now,
    })
    .where(eq(contracts.id, c.id));
  await notify(
    tx,
    players.map((userId) => ({
      userId,
      kind: 'contract_voided' as const,
      message: `“${c.title}” was voided; its rewards were taken back.${why}`,
      link: `/contracts/${c.id}`,
    })),
    now,
  );
  return {
    entriesVoided: undone.entryIds.length,
    statusChanges: undone.statusChanges,
    revived: revived.map((d) => d.contractorId),
    overdrawn: undone.overdrawn,
    healingRestored: healing.restored,
    healingKept: healing.kept,
  };
}

async function votesFor(tx: Tx, loaded: LoadedContract) {
  const eligible = voters(await attendancesOf(tx, loaded.contract.id));
  const cast = await tx.select().from(contractVoidVotes).where(eq(contractVoidVotes.contractId, loaded.contract.id));
  const counted = cast.filter((v) => eligible.includes(v.userId));
  return {
    for: counted.filter((v) => v.inFavour).length,
    against: counted.filter((v) => !v.inFavour).length,
    eligible: eligible.length,
    voters: eligible,
  };
}

/**
 * Voids a finished Contract. Someone who may manage the Playgroup's Contracts (Leaders and Judges by default) voids it
 * at once; a player who
 * took part casts a vote instead, and the Contract is voided when every such player agrees (or a simple majority,
 * for a Contract split over sessions). Voiding marks every ledger entry it caused as voided, takes back victories
 * (and so Status), brings back those who died on it, gives back the healing it did, and leaves a notice on each
 * sheet.
 * @example await voidContractRecord(p, leader, id, { reason: 'The scenario broke the setting.' })
 */
export async function voidContractRecord(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<VoidResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(voidContractSchema, input ?? {});
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.state !== 'finished') return failure(wrongState(c.state, 'finished', 'voided'));
    const manager = can(loaded.value.membership, 'manage_contracts');
    let votes = await votesFor(tx, loaded.value);
    if (!manager) {
      if (!votes.voters.includes(actor.userId)) {
        return failure({
          code: 'not_a_player',
          status: 403,
          message: 'Leaders and Judges can void this Contract; players who took part can vote to void it.',
        });
      }
      const now = p.now();
      await tx
        .insert(contractVoidVotes)
        .values({ contractId: c.id, userId: actor.userId, inFavour: true, createdAt: now })
        .onConflictDoUpdate({
          target: [contractVoidVotes.contractId, contractVoidVotes.userId],
          set: { inFavour: true, createdAt: now },
        });
      votes = await votesFor(tx, loaded.value);
    }
    const decided = canVoid({
      actorManagesContracts: manager,
      votes: { for: votes.for, against: votes.against, eligible: votes.eligible },
      splitOverSessions: c.splitOverSessions,
    });
    const tally = { for: votes.for, eligible: votes.eligible };
    if (!decided.ok) {
      return success({
        voided: false,
        authority: null,
        contract: await buildContractView(tx, actor, loaded.value),
        votes: tally,
        entriesVoided: 0,
        statusChanges: [],
        revived: [],
        overdrawn: [],
        healingRestored: [],
        healingKept: [],
      });
    }
    const done = await undo(tx, actor, c, parsed.value.reason, p.now());
    const view = await loadContract(tx, c.id, actor);
    if (!view.ok) return view;
    return success({
      voided: true,
      authority: decided.value,
      contract: await buildContractView(tx, actor, view.value),
      votes: tally,
      ...done,
    });
  });
}
