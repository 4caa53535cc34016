import { describe, expect, it } from 'vitest';
import { resolveClash } from './index.js';

describe('clashing', () => {
  it('compares Outcomes: the higher lands in full as an undefended attack, the lower misses', () => {
    const r = resolveClash({
      attacker: { outcome: 3, weaponDamage: 2 },
      defender: { outcome: 1, weaponDamage: 1, armor: 1 },
    });
    expect(r.winner).toBe('attacker');
    expect(r.toDefender).toMatchObject({ hit: true, damage: 4 });
    expect(r.toAttacker).toMatchObject({ hit: false, damage: 0 });
  });

  it('the defender can win and strike back', () => {
    const r = resolveClash({
      attacker: { outcome: 1, weaponDamage: 2, armor: 2 },
      defender: { outcome: 4, weaponDamage: 2 },
    });
    expect(r.winner).toBe('defender');
    expect(r.toAttacker.damage).toBe(4);
    expect(r.toDefender.damage).toBe(0);
  });

  it('on a tie both deal full damage', () => {
    const r = resolveClash({ attacker: { outcome: 2, weaponDamage: 2 }, defender: { outcome: 2, weaponDamage: 1 } });
    expect(r.winner).toBe('both');
    expect([r.toDefender.damage, r.toAttacker.damage]).toEqual([4, 3]);
  });

  it('a tie at 0 hurts nobody', () => {
    const r = resolveClash({ attacker: { outcome: 0, weaponDamage: 3 }, defender: { outcome: 0, weaponDamage: 3 } });
    expect([r.toDefender.damage, r.toAttacker.damage]).toEqual([0, 0]);
  });
});
