import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firearms, resolveAttack } from './index.js';

describe('damage from an attack', () => {
  it('is Contested Outcome + weapon damage − Armor', () => {
    const hit = resolveAttack({ attackOutcome: 3, defenseOutcome: 1, weaponDamage: 2, armor: 1 });
    expect(hit).toEqual({ contestedOutcome: 2, hit: true, damage: 3, severity: 3, calledShotHit: null, notes: [] });
  });

  it('an undefended target counts as a defence Outcome of 0', () => {
    expect(resolveAttack({ attackOutcome: 2, weaponDamage: 3 }).damage).toBe(5);
  });

  it('deals nothing at all when the Contested Outcome is 0, however big the weapon', () => {
    const miss = resolveAttack({ attackOutcome: 2, defenseOutcome: 2, weaponDamage: 3 });
    expect(miss).toMatchObject({ contestedOutcome: 0, hit: false, damage: 0, severity: null, notes: ['missed'] });
  });

  it('a hit that Armor swallows whole leaves no Injury', () => {
    const stopped = resolveAttack({ attackOutcome: 1, weaponDamage: 1, armor: 3 });
    expect(stopped).toMatchObject({ hit: true, damage: 0, severity: null, notes: ['armor_stopped_all'] });
  });

  it('bare hands (−1) with Contested Outcome 1 do no damage', () => {
    expect(resolveAttack({ attackOutcome: 1, weaponDamage: -1 }).damage).toBe(0);
  });

  it('uses only the largest of several weapon-damage bonuses', () => {
    const r = resolveAttack({ attackOutcome: 2, weaponDamage: 2, damageBonuses: [1, 2] });
    expect(r.damage).toBe(6);
    expect(r.notes).toContain('largest_bonus_only');
  });

  it('a heavy sniper rifle pierces 2 Armor', () => {
    const sniper = firearms['heavy-sniper'];
    const r = resolveAttack({
      attackOutcome: 2,
      weaponDamage: sniper.damage,
      armor: 3,
      armorPiercing: sniper.armorPiercing,
    });
    expect(r.damage).toBe(4);
    expect(r.notes).toContain('armor_pierced');
    expect(resolveAttack({ attackOutcome: 2, weaponDamage: 3, armor: 1, armorPiercing: 2 }).damage).toBe(5);
  });

  it('the seed 002 example, in our terms: a 3 with +3 weapon damage against 1 Armor is a severity-5 Injury', () => {
    expect(resolveAttack({ attackOutcome: 3, weaponDamage: 3, armor: 1 }).severity).toBe(5);
  });
});

describe('attacking mobs', () => {
  it('halves damage (rounded up) from an attack on a single member', () => {
    const r = resolveAttack({ attackOutcome: 3, weaponDamage: 2, mob: 'single-member' });
    expect(r.damage).toBe(3);
    expect(r.notes).toContain('single_member_halved');
  });

  it('adds 3 damage for an attack that reaches the whole mob', () => {
    expect(resolveAttack({ attackOutcome: 1, weaponDamage: 1, armor: 1, mob: 'whole-mob' }).damage).toBe(4);
  });

  it('ignores a defence roll: mobs cannot Dodge or Defend', () => {
    const r = resolveAttack({ attackOutcome: 2, defenseOutcome: 3, weaponDamage: 1, mob: 'whole-mob' });
    expect(r.contestedOutcome).toBe(2);
    expect(r.notes).toContain('mob_cannot_defend');
  });
});

describe('attack properties', () => {
  const input = fc.record({
    attackOutcome: fc.integer({ min: -5, max: 15 }),
    defenseOutcome: fc.integer({ min: -5, max: 15 }),
    weaponDamage: fc.integer({ min: -1, max: 5 }),
    armor: fc.integer({ min: 0, max: 10 }),
    damageBonuses: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
    armorPiercing: fc.integer({ min: 0, max: 3 }),
    twoTargets: fc.boolean(),
    calledShot: fc.constantFrom(undefined, 'limb' as const, 'small' as const),
    extremity: fc.boolean(),
    mob: fc.constantFrom(undefined, 'single-member' as const, 'whole-mob' as const),
  });

  it('damage is never negative, and never dealt without a positive Contested Outcome', () => {
    fc.assert(
      fc.property(input, (attack) => {
        const r = resolveAttack(attack);
        expect(r.damage).toBeGreaterThanOrEqual(0);
        if (r.contestedOutcome === 0) expect(r.damage).toBe(0);
        expect(r.severity === null).toBe(r.damage === 0);
      }),
    );
  });

  it('more Armor never means more damage', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 5 }), (attack, extra) => {
        expect(resolveAttack({ ...attack, armor: attack.armor + extra }).damage).toBeLessThanOrEqual(
          resolveAttack(attack).damage,
        );
      }),
    );
  });

  it('a better attack roll never means less damage', () => {
    fc.assert(
      fc.property(input, (attack) => {
        expect(
          resolveAttack({ ...attack, attackOutcome: attack.attackOutcome + 1, calledShot: undefined }).damage,
        ).toBeGreaterThanOrEqual(resolveAttack({ ...attack, calledShot: undefined }).damage);
      }),
    );
  });
});
