import { describe, expect, it } from 'vitest';
import { attackDifficultyModifier, attackModifiers } from './index.js';

describe('attack Difficulty modifiers table', () => {
  it('holds the guide’s examples', () => {
    const shift = (id: keyof typeof attackModifiers) => attackModifiers[id].difficulty;
    expect([shift('target-behind-cover'), shift('target-immobilized'), shift('target-running')]).toEqual([2, -2, 1]);
    expect(
      [
        'target-child-sized',
        'target-cat-sized',
        'target-mouse-sized',
        'target-horse-sized',
        'target-truck-sized',
        'target-house-sized',
      ].map((id) => shift(id as keyof typeof attackModifiers)),
    ).toEqual([1, 2, 3, -1, -2, -3]);
    expect([shift('attacker-behind-cover'), shift('firing-blind'), shift('storm')]).toEqual([1, 4, 1]);
    expect([
      shift('underwater-stab-or-unarmed'),
      shift('underwater-slashing'),
      shift('underwater-bludgeoning'),
    ]).toEqual([1, 2, 3]);
  });

  it('adds chosen modifiers together', () => {
    expect(
      attackDifficultyModifier({ modifiers: ['target-behind-cover', 'target-running', 'target-horse-sized'] }),
    ).toEqual({ ok: true, value: 2 });
  });

  it('lets the GM pick darkness between +1 and +2, and eases fog to +1 at melee range', () => {
    expect(attackDifficultyModifier({ modifiers: [{ id: 'dark', difficulty: 2 }] })).toEqual({ ok: true, value: 2 });
    expect(attackDifficultyModifier({ modifiers: ['dark'] })).toEqual({ ok: true, value: 1 });
    const tooDark = attackDifficultyModifier({ modifiers: [{ id: 'dark', difficulty: 3 }] });
    expect(tooDark.ok === false && tooDark.issues[0]).toMatchObject({ code: 'modifier_out_of_range', min: 1, max: 2 });
    expect(attackDifficultyModifier({ modifiers: ['fog-or-pitch-dark'] })).toEqual({ ok: true, value: 3 });
    expect(attackDifficultyModifier({ modifiers: ['fog-or-pitch-dark'], melee: true })).toEqual({ ok: true, value: 1 });
  });

  it('says a gun or a thrown weapon does not work underwater', () => {
    const r = attackDifficultyModifier({ modifiers: ['storm', 'underwater-firearm'] });
    expect(r.ok === false && r.issues[0]).toMatchObject({ code: 'attack_impossible', path: ['modifiers', 1] });
    expect(attackDifficultyModifier({ modifiers: ['underwater-thrown'] }).ok).toBe(false);
  });
});
