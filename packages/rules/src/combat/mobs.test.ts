import { describe, expect, it } from 'vitest';
import { mobAttackBonus, mobStats } from './index.js';

const member = (body: number, mind: number, armor: number, speedFeet: number) => ({ body, mind, armor, speedFeet });

describe('mob stats', () => {
  it('take the best Body and Mind, and move at the slowest member’s speed', () => {
    const mob = mobStats([member(6, 4, 2, 20), member(5, 5, 0, 15), member(7, 3, 0, 25)]);
    expect(mob).toEqual({ ok: true, value: { body: 7, mind: 5, armor: 0, speedFeet: 15, members: 3 } });
  });

  it('use Armor that at least half the members share', () => {
    const half = mobStats([member(6, 4, 3, 20), member(6, 4, 3, 20), member(6, 4, 0, 20), member(6, 4, 0, 20)]);
    expect(half.ok && half.value.armor).toBe(3);
    const minority = mobStats([member(6, 4, 3, 20), member(6, 4, 0, 20), member(6, 4, 0, 20)]);
    expect(minority.ok && minority.value.armor).toBe(0);
    const mixed = mobStats([member(6, 4, 3, 20), member(6, 4, 2, 20), member(6, 4, 0, 20), member(6, 4, 0, 20)]);
    expect(mixed.ok && mixed.value.armor).toBe(2);
  });

  it('refuses an empty mob', () => {
    const empty = mobStats([]);
    expect(empty.ok === false && empty.issues[0]?.code).toBe('empty_mob');
  });
});

describe('mob attacks', () => {
  it('add one Outcome per attacking member, at most +5', () => {
    expect([0, 1, 3, 5, 6, 20].map(mobAttackBonus)).toEqual([0, 1, 3, 5, 5, 5]);
  });
});
