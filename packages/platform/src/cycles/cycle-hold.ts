import { betweenCycleContracts } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { mayView } from '../contractors/access.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { sheetLock } from '../contracts/sheet-lock.js';
import { isId } from '../parse.js';
import { cyclesPlayedBy, readCycles } from './cycle-rows.js';

/** A Cycle a Contractor is in the middle of: it played some of its Contracts and the last is still to come. */
export interface CycleHold {
  cycleId: string;
  length: number;
  /** The Cycle's Contracts played so far (by anyone). */
  played: number;
  /** The title of the Cycle's first Contract, to name it by. */
  firstTitle: string;
}

/**
 * The Cycle each of these Contractors is between the Contracts of (those held only). "Between" means: it attended a
 * finished, non-voided Contract of a Cycle that is not ended and whose finished Contracts are fewer than its length.
 * Playing the last Contract (or anyone playing it), a GM ending the Cycle, or voiding the Contracts it attended frees
 * it.
 */
export async function cycleHolds(tx: Db | Tx, contractorIds: readonly string[]): Promise<Map<string, CycleHold>> {
  const played = await cyclesPlayedBy(tx, contractorIds);
  const holds = new Map<string, CycleHold>();
  if (played.size === 0) return holds;
  const cycles = await readCycles(
    tx,
    [...played.values()].flatMap((m) => [...m.keys()]),
  );
  for (const [contractorId, mine] of played) {
    for (const [cycleId, n] of mine) {
      const found = cycles.get(cycleId);
      if (!found) continue;
      const standing = { length: found.cycle.length, played: found.played, ended: found.cycle.endedAt !== null };
      if (!betweenCycleContracts(standing, n)) continue;
      const first = found.contracts.find((c) => c.position === 1) ?? found.contracts[0];
      holds.set(contractorId, {
        cycleId,
        length: standing.length,
        played: standing.played,
        firstTitle: first?.title ?? 'a Cycle',
      });
      break;
    }
  }
  return holds;
}

/**
 * The Cycle a Contractor is between the Contracts of (see `cycleHolds`), or null.
 * @example const hold = await cycleHold(tx, contractorId); hold?.played // 1
 */
export async function cycleHold(tx: Db | Tx, contractorId: string): Promise<CycleHold | null> {
  return (await cycleHolds(tx, [contractorId])).get(contractorId) ?? null;
}

/** The short line the sheet shows while a Cycle holds the Contractor's Exp. */
export function cycleHoldLine(hold: Pick<CycleHold, 'length' | 'played'>): string {
  return `In a Cycle: ${hold.played} of ${hold.length} Contracts played — spend Exp after the last.`;
}

/** The refusal for spending Exp between the Contracts of a Cycle. */
export function cycleHoldRefusal(hold: CycleHold): PlatformError {
  return {
    code: 'in_cycle',
    status: 409,
    message:
      `${cycleHoldLine(hold)} The Cycle that began with “${hold.firstTitle}” runs its Contracts back to back, with ` +
      'no Downtime between them, so Exp waits until its last Contract is played (or a GM ends the Cycle early).',
  };
}

/**
 * Why the Contractor may not spend Exp now (on an Active Contract, or between the Contracts of a Cycle), or null.
 * @example const locked = await expSpendLock(tx, contractorId); if (locked) return failure(locked);
 */
export async function expSpendLock(tx: Db | Tx, contractorId: string): Promise<PlatformError | null> {
  const active = await sheetLock(tx, contractorId);
  if (active) return active;
  const hold = await cycleHold(tx, contractorId);
  return hold ? cycleHoldRefusal(hold) : null;
}

/** What the sheet shows above Spend Exp while spending is locked. */
export interface SpendLockView {
  code: string;
  /** One short line for the panel. */
  line: string;
  message: string;
  /** Set when a Cycle holds the Exp. */
  cycle: { length: number; played: number; firstTitle: string } | null;
}

/**
 * Whether a Contractor the actor may see can spend Exp now, and why not (null: it can).
 * @example const lock = await getSpendLock(p, actor, id); if (lock.ok && lock.value) lock.value.line
 */
export async function getSpendLock(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<SpendLockView | null>> {
  const notFound = () => failure(refusals.notFound('That Contractor'));
  if (!isId(contractorId)) return notFound();
  const [row] = await p.db
    .select({ id: contractors.id, private: contractors.private, ownerId: contractors.ownerId })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!row || !(await mayView(p.db, actor, row))) return notFound();
  const active = await sheetLock(p.db, row.id);
  if (active) return success({ code: active.code, line: active.message, message: active.message, cycle: null });
  const hold = await cycleHold(p.db, row.id);
  if (!hold) return success(null);
  const refusal = cycleHoldRefusal(hold);
  return success({
    code: refusal.code,
    line: cycleHoldLine(hold),
    message: refusal.message,
    cycle: { length: hold.length, played: hold.played, firstTitle: hold.firstTitle },
  });
}
