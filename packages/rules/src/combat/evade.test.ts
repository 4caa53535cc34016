import { describe, expect, it } from 'vitest';
import { spreadEvasion } from './index.js';

describe('evading', () => {
  it('seed example: an Evade of 3 against two attacks of 2 stops the first, not the second', () => {
    const r = spreadEvasion({
      evadeOutcome: 3,
      attacks: [
        { id: 'first', outcome: 2 },
        { id: 'second', outcome: 2 },
      ],
    });
    expect(r.ok && r.value.map((a) => [a.id, a.spent, a.contestedOutcome, a.hit])).toEqual([
      ['first', 2, 0, false],
      ['second', 1, 1, true],
    ]);
  });

  it('lets the player choose how to spend it', () => {
    const r = spreadEvasion({
      evadeOutcome: 3,
      attacks: [
        { id: 'a', outcome: 2 },
        { id: 'b', outcome: 3 },
      ],
      allocation: { b: 3 },
    });
    expect(r.ok && r.value.map((a) => a.hit)).toEqual([true, false]);
  });

  it('refuses to spend more than was rolled, or on an attack that is not there', () => {
    const over = spreadEvasion({
      evadeOutcome: 2,
      attacks: [
        { id: 'a', outcome: 2 },
        { id: 'b', outcome: 2 },
      ],
      allocation: { a: 2, b: 1 },
    });
    expect(over.ok === false && over.issues[0]).toMatchObject({ code: 'evasion_overspent', max: 2 });
    const unknown = spreadEvasion({ evadeOutcome: 2, attacks: [{ id: 'a', outcome: 2 }], allocation: { z: 1 } });
    expect(unknown.ok === false && unknown.issues[0]?.code).toBe('unknown_attack');
    const negative = spreadEvasion({ evadeOutcome: 2, attacks: [{ id: 'a', outcome: 2 }], allocation: { a: -1 } });
    expect(negative.ok === false && negative.issues[0]?.code).toBe('invalid_allocation');
  });

  it('a botched Evade stops nothing', () => {
    const r = spreadEvasion({ evadeOutcome: -1, attacks: [{ id: 'a', outcome: 1 }] });
    expect(r.ok && r.value[0]).toMatchObject({ spent: 0, hit: true });
  });
});
