import type { AttributeId } from '../character/traits.js';
import type { RollOptions } from '../dice/pool.js';
import { assertOutcome, assertWhole } from '../movement/whole-number.js';

/** The two Attributes an Initiative roll adds together (the only roll that pairs two Attributes). */
export const INITIATIVE_ATTRIBUTES = ['dexterity', 'perception'] as const satisfies readonly AttributeId[];

/** The Difficulty of every Initiative roll. */
export const INITIATIVE_DIFFICULTY = 6;

/**
 * The Initiative roll: Dexterity + Perception at Difficulty 6; the Penalty counts and exertion is never allowed.
 * @example rollDice(initiativeRollOptions({ dexterity: 3, perception: 2, penalty: 1 }), rng)
 */
export function initiativeRollOptions(options: {
  dexterity: number;
  perception: number;
  penalty: number;
  /** Other dice penalties that apply to every roll the character makes (rare for Initiative). */
  dicePenalties?: readonly number[];
}): RollOptions {
  assertWhole('dexterity', options.dexterity);
  assertWhole('perception', options.perception);
  assertWhole('penalty', options.penalty);
  return {
    pool: options.dexterity + options.perception,
    difficulty: INITIATIVE_DIFFICULTY,
    penalty: options.penalty,
    dicePenalties: options.dicePenalties ?? [],
    exert: false,
  };
}

/** One combatant's Initiative roll, as it goes into the order. */
export interface InitiativeEntry {
  id: string;
  outcome: number;
  /** The Initiative pool (Dexterity + Perception), the first tie-breaker. */
  pool: number;
  /** Ambushed or caught flat-footed: automatically last, whatever the roll. */
  ambushed?: boolean;
}

/** A place in the turn order. */
export interface InitiativeSlot extends InitiativeEntry {
  /** 1-based place in the order. */
  position: number;
  /** Other ids with the same Outcome, pool and ambush state: the GM breaks this tie (listed in entry order). */
  tiedWith: string[];
}

/**
 * Orders combatants by Outcome (highest first), then by pool size; ambushed combatants go after everyone else.
 * Entries still equal keep the order they were given in and are marked `tiedWith` each other for the GM.
 * @example orderInitiative([{ id: 'a', outcome: 2, pool: 5 }, { id: 'b', outcome: 2, pool: 6 }]) // b, then a
 */
export function orderInitiative(entries: readonly InitiativeEntry[]): InitiativeSlot[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    assertOutcome('outcome', entry.outcome);
    assertWhole('pool', entry.pool);
    if (ids.has(entry.id)) throw new RangeError(`duplicate initiative id ${entry.id}`);
    ids.add(entry.id);
  }
  const key = (e: InitiativeEntry) => `${e.ambushed ? 1 : 0}|${e.outcome}|${e.pool}`;
  // Array.prototype.sort is stable, so equal entries keep the order they came in.
  const sorted = [...entries].sort(
    (a, b) => Number(a.ambushed ?? false) - Number(b.ambushed ?? false) || b.outcome - a.outcome || b.pool - a.pool,
  );
  return sorted.map((entry, index) => ({
    ...entry,
    position: index + 1,
    tiedWith: sorted.filter((other) => other !== entry && key(other) === key(entry)).map((other) => other.id),
  }));
}
