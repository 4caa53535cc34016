import { combatOrder, type CombatState, type CombatantExit, type CombatantKind } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { tableStates } from '../db/schema.js';

/** One combatant as every seat at the table sees it. */
export interface CombatantView {
  id: string;
  name: string;
  kind: CombatantKind;
  contractorId: string | null;
  initiative: { outcome: number; pool: number; entered: boolean } | null;
  /** 1-based place in the turn order; null once out of the fight. */
  position: number | null;
  /** Others tied with this one that the GM has not ordered yet. */
  tiedWith: string[];
  ambushed: boolean;
  isTurn: boolean;
  actionSpent: boolean;
  reactionsThisRound: number;
  exertedThisRound: boolean;
  holding: { trigger: string; since: number } | null;
  /** Dice the next Action loses after a Desperate Defense. */
  desperatePenaltyNextAction: number;
  /** Dice this Round's Action lost to an earlier Desperate Defense. */
  penaltyThisAction: number;
  out: CombatantExit | null;
}

/** The combat tracker as the table shows it. */
export interface CombatView {
  /** 0 while Initiative is being rolled; then the Round being played. */
  round: number;
  phase: 'initiative' | 'rounds';
  /** The combatant whose turn it is; null before Round 1 and once everyone had their turn this Round. */
  turn: string | null;
  /** Everyone still fighting in turn order, then those out of the fight. */
  combatants: CombatantView[];
  /** Ties still waiting for the GM, each a list of ids. */
  ties: string[][];
  /** The table state's version after this change (newer views have higher numbers). */
  version: number;
}

/** The stored fight, or null (no fight); anything unreadable counts as none. */
export function storedCombat(stored: unknown): CombatState | null {
  if (stored === null || typeof stored !== 'object') return null;
  const state = stored as Partial<CombatState>;
  if (typeof state.round !== 'number' || !Array.isArray(state.combatants)) return null;
  return {
    round: state.round,
    combatants: state.combatants,
    turn: state.turn ?? null,
    tieBreaks: state.tieBreaks ?? [],
  };
}

/**
 * The combat view of a table state row (its `combat` jsonb and `version`); null when no fight is on.
 * @example combatView(await lockTableState(tx, contractId, now))
 */
export function combatView(stored: { combat: unknown; version: number } | null | undefined): CombatView | null {
  const state = storedCombat(stored?.combat ?? null);
  if (!state) return null;
  const slots = combatOrder(state);
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ordered = [
    ...slots.map((slot) => ({ c: byId.get(slot.id)!, slot })),
    ...state.combatants.filter((c) => c.out !== null).map((c) => ({ c, slot: null })),
  ];
  const ties: string[][] = [];
  for (const slot of slots)
    if (slot.tiedWith.length > 0 && !ties.some((tie) => tie.includes(slot.id))) ties.push([slot.id, ...slot.tiedWith]);
  return {
    round: state.round,
    phase: state.round === 0 ? 'initiative' : 'rounds',
    turn: state.turn,
    combatants: ordered.map(({ c, slot }) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      contractorId: c.contractorId ?? null,
      initiative: c.initiative,
      position: slot?.position ?? null,
      tiedWith: slot?.tiedWith ?? [],
      ambushed: c.ambushed,
      isTurn: state.turn === c.id,
      actionSpent: c.actionSpent,
      reactionsThisRound: c.reactionsThisRound,
      exertedThisRound: c.exertedThisRound,
      holding: c.holding,
      desperatePenaltyNextAction: c.desperatePenaltyNextAction,
      penaltyThisAction: c.penaltyThisAction,
      out: c.out,
    })),
    ties,
    version: stored?.version ?? 0,
  };
}

/**
 * The current fight at a Contract's table, or null. No permission check: callers have already seated the reader
 * (the fight is public to everyone at the table).
 */
export async function readCombat(db: Db | Tx, contractId: string): Promise<CombatView | null> {
  const [row] = await db
    .select({ combat: tableStates.combat, version: tableStates.version })
    .from(tableStates)
    .where(eq(tableStates.contractId, contractId));
  return combatView(row);
}
