import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveRoll } from '../dice/pool.js';
import { INITIATIVE_ATTRIBUTES, initiativeRollOptions, orderInitiative, type InitiativeEntry } from './index.js';

describe('the Initiative roll', () => {
  it('is Dexterity + Perception at Difficulty 6, with the Penalty and no exertion', () => {
    const options = initiativeRollOptions({ dexterity: 3, perception: 2, penalty: 1 });
    expect(options).toMatchObject({ pool: 5, difficulty: 6, penalty: 1, exert: false });
    expect(resolveRoll(options).dice).toBe(4);
  });

  it('names its two Attributes: Dexterity and Perception', () => {
    expect(INITIATIVE_ATTRIBUTES).toEqual(['dexterity', 'perception']);
  });

  it('keeps the floor of 2 dice for a heavy Penalty', () => {
    expect(resolveRoll(initiativeRollOptions({ dexterity: 1, perception: 2, penalty: 4 })).dice).toBe(2);
  });
});

describe('the turn order', () => {
  it('goes from highest Outcome to lowest; a negative Outcome only means going late', () => {
    const order = orderInitiative([
      { id: 'lo', outcome: -1, pool: 6 },
      { id: 'hi', outcome: 4, pool: 3 },
      { id: 'mid', outcome: 2, pool: 5 },
    ]);
    expect(order.map((slot) => slot.id)).toEqual(['hi', 'mid', 'lo']);
    expect(order.map((slot) => slot.position)).toEqual([1, 2, 3]);
  });

  it('breaks a tie by the larger pool', () => {
    const order = orderInitiative([
      { id: 'small', outcome: 2, pool: 4 },
      { id: 'big', outcome: 2, pool: 6 },
    ]);
    expect(order.map((slot) => slot.id)).toEqual(['big', 'small']);
    expect(order.every((slot) => slot.tiedWith.length === 0)).toBe(true);
  });

  it('leaves a full tie to the GM: entry order kept and each marked tied with the others', () => {
    const order = orderInitiative([
      { id: 'x', outcome: 3, pool: 5 },
      { id: 'y', outcome: 1, pool: 5 },
      { id: 'z', outcome: 3, pool: 5 },
      { id: 'w', outcome: 3, pool: 5 },
    ]);
    expect(order.map((slot) => slot.id)).toEqual(['x', 'z', 'w', 'y']);
    expect(order[0]!.tiedWith).toEqual(['z', 'w']);
    expect(order[1]!.tiedWith).toEqual(['x', 'w']);
    expect(order[3]!.tiedWith).toEqual([]);
  });

  it('puts ambushed combatants last whatever they rolled', () => {
    const order = orderInitiative([
      { id: 'ambushed', outcome: 6, pool: 8, ambushed: true },
      { id: 'guard', outcome: 0, pool: 3 },
    ]);
    expect(order.map((slot) => slot.id)).toEqual(['guard', 'ambushed']);
  });

  it('rejects a duplicate id (a programmer mistake)', () => {
    expect(() =>
      orderInitiative([
        { id: 'a', outcome: 1, pool: 2 },
        { id: 'a', outcome: 2, pool: 2 },
      ]),
    ).toThrow(RangeError);
  });

  const entries = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      outcome: fc.integer({ min: -3, max: 8 }),
      pool: fc.integer({ min: 0, max: 10 }),
    }),
    { selector: (entry) => entry.id, maxLength: 12 },
  );

  it('property: the order is a permutation of the entries, sorted by Outcome then pool', () => {
    fc.assert(
      fc.property(entries, (list: InitiativeEntry[]) => {
        const order = orderInitiative(list);
        expect(order.map((slot) => slot.id).sort()).toEqual(list.map((entry) => entry.id).sort());
        for (let i = 1; i < order.length; i++) {
          const [a, b] = [order[i - 1]!, order[i]!];
          expect(a.outcome > b.outcome || (a.outcome === b.outcome && a.pool >= b.pool)).toBe(true);
          const tied = a.outcome === b.outcome && a.pool === b.pool;
          expect(a.tiedWith.includes(b.id)).toBe(tied);
          if (tied) expect(list.findIndex((e) => e.id === a.id)).toBeLessThan(list.findIndex((e) => e.id === b.id));
        }
      }),
    );
  });
});
