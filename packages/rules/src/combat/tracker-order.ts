import { orderInitiative } from './initiative.js';
import type { Combatant, CombatState } from './tracker-state.js';

/** One place in the turn order of a fight. */
export interface TurnSlot {
  id: string;
  /** 1-based place in the order. */
  position: number;
  /** Others this one is tied with (same Outcome, pool and ambush) that the GM has not ordered yet. */
  tiedWith: string[];
}

/**
 * The turn order of everyone still fighting. Non-mobs come first: those with an Initiative by Outcome then pool,
 * then those the GM did not roll for (in the order they joined), then the ambushed; mobs follow in the same way,
 * after everyone else. Ties the GM broke follow the GM's order; the others stay flagged in `tiedWith`.
 * @example combatOrder(state).map((slot) => slot.id)
 */
export function combatOrder(state: Pick<CombatState, 'combatants' | 'tieBreaks'>): TurnSlot[] {
  const fighting = state.combatants.filter((c) => c.out === null);
  const ids = [
    ...band(
      fighting.filter((c) => c.kind !== 'mob'),
      state.tieBreaks,
    ),
    ...band(
      fighting.filter((c) => c.kind === 'mob'),
      state.tieBreaks,
    ),
  ];
  return ids.map((slot, index) => ({ ...slot, position: index + 1 }));
}

/** One band (the non-mobs, or the mobs) in order. */
function band(combatants: Combatant[], tieBreaks: readonly string[][]): Omit<TurnSlot, 'position'>[] {
  const rolled = (ambushed: boolean) =>
    ordered(
      combatants.filter((c) => c.ambushed === ambushed && c.initiative !== null),
      tieBreaks,
    );
  const unrolled = (ambushed: boolean) =>
    combatants.filter((c) => c.ambushed === ambushed && c.initiative === null).map((c) => ({ id: c.id, tiedWith: [] }));
  return [...rolled(false), ...unrolled(false), ...rolled(true), ...unrolled(true)];
}

/** Combatants with an Initiative, by the rules' order, with the GM's tie breaks applied. */
function ordered(combatants: Combatant[], tieBreaks: readonly string[][]): Omit<TurnSlot, 'position'>[] {
  const slots = orderInitiative(
    combatants.map((c) => ({ id: c.id, outcome: c.initiative!.outcome, pool: c.initiative!.pool })),
  );
  const out: Omit<TurnSlot, 'position'>[] = [];
  for (let i = 0; i < slots.length;) {
    const group = [slots[i]!.id, ...slots[i]!.tiedWith];
    const broken = tieBreaks.find((order) => sameMembers(order, group));
    // orderInitiative keeps tied entries next to each other, so the whole group is the next group.length slots.
    const members = broken ?? group;
    for (const id of members) out.push({ id, tiedWith: broken ? [] : group.filter((other) => other !== id) });
    i += group.length;
  }
  return out;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
