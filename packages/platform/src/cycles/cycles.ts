import { cycleJoinIssue, cycleRunning } from '@harbinger/rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractCycles } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId } from '../parse.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';
import { readCycles, type CycleContracts } from './cycle-rows.js';

/** A Contract's place in its Cycle, as its page and invitation show it. */
export interface ContractCycleView {
  id: string;
  length: number;
  /** This Contract's place (1 first); null once it was canceled or voided. */
  position: number | null;
  /** The Cycle's Contracts played so far. */
  played: number;
  /** Ended early by a GM or Leader. */
  ended: boolean;
  /** The Cycle's Contracts in order (canceled and voided ones have no position). */
  contracts: { id: string; title: string; state: string; position: number | null }[];
}

/** An open Cycle the schedule form offers to continue. */
export interface OpenCycleView {
  id: string;
  length: number;
  /** Its Contracts scheduled, running or played so far. */
  counted: number;
  firstTitle: string;
}

/** What scheduling asks of Cycles: start one of `length` Contracts, or continue `cycleId`. */
export type CycleChoice = { length: number } | { cycleId: string };

const counted = (c: CycleContracts) => c.contracts.filter((k) => k.position !== null).length;

function toView(found: CycleContracts, contractId: string): ContractCycleView {
  return {
    id: found.cycle.id,
    length: found.cycle.length,
    position: found.contracts.find((c) => c.id === contractId)?.position ?? null,
    played: found.played,
    ended: found.cycle.endedAt !== null,
    contracts: found.contracts.map(({ id, title, state, position }) => ({ id, title, state, position })),
  };
}

/** The Cycle a Contract belongs to, seen from that Contract, or null. */
export async function contractCycleView(
  tx: Db | Tx,
  contract: { id: string; cycleId: string | null },
): Promise<ContractCycleView | null> {
  if (!contract.cycleId) return null;
  const found = (await readCycles(tx, [contract.cycleId])).get(contract.cycleId);
  return found ? toView(found, contract.id) : null;
}

const cycleRefusal = (code: string, message: string): PlatformError => ({
  code,
  status: 422,
  field: 'cycle',
  message,
});

/**
 * Inside scheduling: creates the Cycle a new Contract starts, or checks the Cycle it continues still has room.
 * Answers the Cycle's id.
 */
export async function cycleForNewContract(
  tx: Tx,
  options: { playgroupId: string; choice: CycleChoice; actorId: string; now: Date },
): Promise<Outcome<string>> {
  const { choice } = options;
  if ('length' in choice) {
    const [row] = await tx
      .insert(contractCycles)
      .values({
        playgroupId: options.playgroupId,
        length: choice.length,
        createdBy: options.actorId,
        createdAt: options.now,
      })
      .returning({ id: contractCycles.id });
    return success(row!.id);
  }
  const [cycle] = await tx
    .select()
    .from(contractCycles)
    .where(and(eq(contractCycles.id, choice.cycleId), eq(contractCycles.playgroupId, options.playgroupId)))
    .for('update');
  if (!cycle) return failure(cycleRefusal('cycle_not_found', 'That Cycle does not exist in this Playgroup.'));
  const found = (await readCycles(tx, [cycle.id])).get(cycle.id)!;
  const issue = cycleJoinIssue({ length: cycle.length, ended: cycle.endedAt !== null }, counted(found));
  if (issue === 'cycle_ended')
    return failure(cycleRefusal(issue, 'That Cycle was ended early: start a new one, or schedule this on its own.'));
  if (issue === 'cycle_full')
    return failure(
      cycleRefusal(
        issue,
        `That Cycle already has all ${cycle.length} of its Contracts. Start a new Cycle, or cancel one of its Contracts first.`,
      ),
    );
  return success(cycle.id);
}

/**
 * The Playgroup's Cycles that can take another Contract (not ended, not full, some Contract of it still counting),
 * newest first, for members who may schedule there.
 * @example const open = await listOpenCycles(p, actor, playgroupId); open.value[0]?.counted // 1
 */
export async function listOpenCycles(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
): Promise<Outcome<OpenCycleView[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadMembership(p.db, playgroupId, actor.userId);
  if (!loaded.ok) return loaded;
  if (!can(loaded.value, 'run_contracts')) return failure(lacks(loaded.value, 'run_contracts'));
  const rows = await p.db
    .select({ id: contractCycles.id })
    .from(contractCycles)
    .where(and(eq(contractCycles.playgroupId, loaded.value.playgroup.id), isNull(contractCycles.endedAt)))
    .orderBy(desc(contractCycles.createdAt))
    .limit(50);
  const cycles = await readCycles(
    p.db,
    rows.map((r) => r.id),
  );
  return success(
    rows.flatMap(({ id }) => {
      const found = cycles.get(id)!;
      const n = counted(found);
      // Full, or left with nothing but canceled Contracts: nothing to continue.
      if (n >= found.cycle.length || n === 0) return [];
      const first = found.contracts.find((c) => c.position === 1);
      return [{ id, length: found.cycle.length, counted: n, firstTitle: first!.title }];
    }),
  );
}

/**
 * Ends a Cycle before its last Contract (its creator, or someone who manages the Playgroup's Contracts): its players
 * may spend Exp again and no Contract can join it. Contracts already scheduled in it stay, as ordinary Contracts.
 * @example await endCycle(p, actor, cycleId)
 */
export async function endCycle(p: Platform, actor: Actor, cycleId: unknown): Promise<Outcome<{ id: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(cycleId)) return failure(refusals.notFound('That Cycle'));
  return transact(p.db, async (tx) => {
    const [cycle] = await tx.select().from(contractCycles).where(eq(contractCycles.id, cycleId)).for('update');
    if (!cycle) return failure(refusals.notFound('That Cycle'));
    const loaded = await loadMembership(tx, cycle.playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    if (cycle.createdBy !== actor.userId && !can(loaded.value, 'manage_contracts'))
      return failure(lacks(loaded.value, 'manage_contracts'));
    const found = (await readCycles(tx, [cycle.id])).get(cycle.id)!;
    const standing = { length: cycle.length, played: found.played, ended: cycle.endedAt !== null };
    if (!cycleRunning(standing))
      return failure({
        code: 'cycle_over',
        status: 409,
        message: cycle.endedAt
          ? 'This Cycle was already ended.'
          : 'This Cycle is already over: its last Contract was played.',
      });
    const now = p.now();
    await tx.update(contractCycles).set({ endedAt: now, endedBy: actor.userId }).where(eq(contractCycles.id, cycle.id));
    return success({ id: cycle.id });
  });
}
