import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCombatAction, combatOrder, type CombatAction, type CombatState, type CombatantInput } from '../index.js';

// Random fights: a few combatants of every kind, then a random stream of actions (many refused, which is the point):
// whatever is accepted, the invariants hold after every step.

const IDS = ['a', 'b', 'c', 'd', 'e'] as const;
const id = fc.constantFrom(...IDS);

const combatant: fc.Arbitrary<CombatantInput> = fc
  .record({
    id,
    kind: fc.constantFrom('contractor' as const, 'npc' as const, 'mob' as const),
    ambushed: fc.boolean(),
  })
  .map(({ id: cid, kind, ambushed }) => ({
    id: cid,
    name: cid.toUpperCase(),
    kind,
    ambushed,
    ...(kind === 'contractor' ? { contractorId: `k-${cid}` } : {}),
  }));

const action: fc.Arbitrary<CombatAction> = fc.oneof(
  combatant.map((c) => ({ type: 'add' as const, combatant: c })),
  fc
    .record({ combatantId: id, outcome: fc.integer({ min: -3, max: 8 }), pool: fc.integer({ min: 3, max: 8 }) })
    .map(({ combatantId, outcome, pool }) => ({
      type: 'set_initiative' as const,
      combatantId,
      initiative: { outcome, pool, entered: false },
    })),
  fc.constant({ type: 'next_turn' as const }),
  fc.constant({ type: 'next_round' as const }),
  id.map((combatantId) => ({ type: 'exert' as const, combatantId })),
  id.map((combatantId) => ({ type: 'hold' as const, combatantId, trigger: 'when it moves' })),
  id.map((combatantId) => ({ type: 'act_from_hold' as const, combatantId })),
  fc
    .record({ combatantId: id, reaction: fc.constantFrom('dodge' as const, 'defend' as const, 'clash' as const) })
    .map((r) => ({ type: 'react' as const, ...r })),
  fc
    .record({ combatantId: id, reaction: fc.constantFrom('dodge' as const, 'defend' as const, 'clash' as const) })
    .map((r) => ({ type: 'desperate_defense' as const, ...r })),
  id.map((combatantId) => ({ type: 'remove' as const, combatantId, reason: 'defeated' as const })),
  fc.array(id, { minLength: 2, maxLength: 3 }).map((order) => ({ type: 'break_tie' as const, order })),
);

/** Runs the actions, calling `check(before, after, action)` after every accepted one. */
function play(
  start: CombatantInput[],
  actions: CombatAction[],
  check: (before: CombatState, after: CombatState, action: CombatAction) => void,
): void {
  const begun = applyCombatAction(null, { type: 'start', combatants: start });
  if (!begun.ok) return;
  let state = begun.value!;
  for (const next of actions) {
    const result = applyCombatAction(state, next);
    if (!result.ok) continue;
    check(state, result.value!, next);
    state = result.value!;
  }
}

const fights = fc.record({
  start: fc.uniqueArray(combatant, { selector: (c) => c.id, maxLength: 4 }),
  actions: fc.array(action, { maxLength: 60 }),
});

describe('combat tracker invariants', () => {
  it('always puts every mob after everyone else', () => {
    fc.assert(
      fc.property(fights, ({ start, actions }) =>
        play(start, actions, (_, after) => {
          const kinds = combatOrder(after).map((slot) => after.combatants.find((c) => c.id === slot.id)!.kind);
          const firstMob = kinds.indexOf('mob');
          if (firstMob >= 0) expect(kinds.slice(firstMob).every((kind) => kind === 'mob')).toBe(true);
        }),
      ),
    );
  });

  it('lets each combatant exert at most once per Round', () => {
    fc.assert(
      fc.property(fights, ({ start, actions }) =>
        play(start, actions, (before, after, done) => {
          if (done.type !== 'exert' && done.type !== 'desperate_defense') return;
          expect(before.combatants.find((c) => c.id === done.combatantId)!.exertedThisRound).toBe(false);
          expect(after.round).toBe(before.round);
        }),
      ),
    );
  });

  it('never counts Rounds backwards, and moves them one at a time', () => {
    fc.assert(
      fc.property(fights, ({ start, actions }) =>
        play(start, actions, (before, after, done) => {
          expect(after.round).toBe(before.round + (done.type === 'next_round' ? 1 : 0));
        }),
      ),
    );
  });

  it('gives the turn only to someone still fighting, and lists each fighter once in the order', () => {
    fc.assert(
      fc.property(fights, ({ start, actions }) =>
        play(start, actions, (_, after) => {
          const order = combatOrder(after).map((slot) => slot.id);
          expect(new Set(order).size).toBe(order.length);
          expect(order.length).toBe(after.combatants.filter((c) => c.out === null).length);
          if (after.turn !== null) expect(order).toContain(after.turn);
        }),
      ),
    );
  });

  it('never holds an Action that is already spent, and makes at most two Reactions a Round', () => {
    fc.assert(
      fc.property(fights, ({ start, actions }) =>
        play(start, actions, (_, after) => {
          for (const c of after.combatants) {
            expect(c.holding !== null && c.actionSpent).toBe(false);
            expect(c.reactionsThisRound).toBeLessThanOrEqual(2);
          }
        }),
      ),
    );
  });
});
