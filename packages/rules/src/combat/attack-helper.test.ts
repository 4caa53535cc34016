import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackRollDifficulty, planAttack, type AttackTargetOptions } from './attack-helper.js';
import { WEAPON_IDS, findWeapon } from './weapons.js';

const first = (input: Parameters<typeof planAttack>[0]) => {
  const plan = planAttack(input);
  if (!plan.ok) throw new Error(`refused: ${plan.issues.map((i) => i.code).join(', ')}`);
  return plan.value;
};

describe('the GM attack helper (seed 000 Attacking, Damage, Weapons, Armor)', () => {
  it('a handgun Outcome 3 against a Dodge of 1 and layered clothing: 2 + 2 − 1 = Severity 3', () => {
    const plan = first({ weaponId: 'handgun', attackOutcome: 3, targets: [{ defenseOutcome: 1, armor: 'layered' }] });
    const hit = plan.hits[0]!;
    expect(hit.input).toMatchObject({ attackOutcome: 3, defenseOutcome: 1, weaponDamage: 2, armor: 1 });
    expect(hit.resolution).toMatchObject({ contestedOutcome: 2, damage: 3, severity: 3 });
    expect(hit.reasons).toEqual([
      { code: 'contested', attack: 3, defense: 1, contested: 2 },
      { code: 'weapon_damage', damage: 2 },
      { code: 'armor', armor: 1, piercing: 0 },
    ]);
  });

  it('a target that does not react defends with 0; ties favour the defender', () => {
    expect(first({ weaponId: 'sword', attackOutcome: 2, targets: [{}] }).hits[0]!.resolution.damage).toBe(4);
    const tie = first({ weaponId: 'shotgun', attackOutcome: 2, targets: [{ defenseOutcome: 2 }] }).hits[0]!;
    expect(tie.resolution).toMatchObject({ hit: false, damage: 0, severity: null });
    expect(tie.reasons.map((r) => r.code)).toEqual(['contested', 'missed']);
  });

  it('bare hands hit for Outcome − 1', () => {
    expect(first({ weaponId: 'unarmed', attackOutcome: 3, targets: [{}] }).hits[0]!.resolution.severity).toBe(2);
  });

  it('takes armor as a number too, and the heavy sniper rifle pierces 2 of it', () => {
    const sniper = first({ weaponId: 'heavy-sniper', attackOutcome: 2, targets: [{ armor: 3 }] }).hits[0]!;
    expect(sniper.input.armorPiercing).toBe(2);
    expect(sniper.resolution.damage).toBe(4);
    expect(sniper.reasons).toContainEqual({ code: 'armor', armor: 3, piercing: 2 });
  });

  it('full plate stops a knife that barely connects', () => {
    const hit = first({ weaponId: 'knife', attackOutcome: 1, targets: [{ armor: 'full-plate' }] }).hits[0]!;
    expect(hit.resolution).toMatchObject({ hit: true, damage: 0, severity: null });
    expect(hit.reasons).toContainEqual({ code: 'armor_stopped_all' });
  });

  it('two targets: one roll at +2 Difficulty, the Outcome split with the odd point to the GM’s pick, weapon damage halved up', () => {
    expect(attackRollDifficulty('handgun', { twoTargets: true })).toBe(8);
    expect(attackRollDifficulty('rifle', { modifier: -1 })).toBe(5);
    expect(attackRollDifficulty('laser')).toBeUndefined();
    const plan = first({ weaponId: 'shotgun', attackOutcome: 5, targets: [{}, { defenseOutcome: 1 }], remainderTo: 1 });
    expect(plan.twoTargets).toBe(true);
    // Shares 2 and 3; the shotgun's 3 halves to 2.
    expect(plan.hits.map((h) => h.input.attackOutcome)).toEqual([2, 3]);
    expect(plan.hits.map((h) => h.resolution.damage)).toEqual([4, 4]);
    expect(plan.hits[0]!.reasons[0]).toEqual({ code: 'split_outcome', share: 2, remainder: 1 });
    expect(plan.hits[0]!.reasons).toContainEqual({ code: 'two_targets_halved' });
  });

  it('a Called Shot at a hand needs 6; short of it the hit lands elsewhere at half damage', () => {
    const small = { calledShot: { size: 'small' as const } };
    const missed = first({ weaponId: 'handgun', attackOutcome: 5, targets: [small] }).hits[0]!;
    expect(missed.resolution).toMatchObject({ calledShotHit: false, damage: 4 });
    expect(missed.reasons).toContainEqual({ code: 'called_shot_elsewhere' });
    const limb = { calledShot: { size: 'limb' as const, extremity: true } };
    const capped = first({ weaponId: 'rifle', attackOutcome: 6, targets: [limb] }).hits[0]!;
    expect(capped.resolution).toMatchObject({ calledShotHit: true, damage: 5 });
    expect(capped.reasons).toContainEqual({ code: 'extremity_capped' });
  });

  it('a sling only hurts on a successful Called Shot', () => {
    const plain = first({ weaponId: 'sling', attackOutcome: 4, targets: [{}] }).hits[0]!;
    expect(plain.resolution.damage).toBe(0);
    expect(plain.reasons).toContainEqual({ code: 'needs_called_shot' });
    const aimed = first({ weaponId: 'sling', attackOutcome: 4, targets: [{ calledShot: { size: 'limb' } }] });
    expect(aimed.hits[0]!.resolution.damage).toBe(5);
  });

  it('mobs: a mob of 7 adds +5 to its best roll; a mob target cannot defend, halves for one member, +3 for all', () => {
    const mob = first({ weaponId: 'club', attackOutcome: 1, mobAttackers: 7, targets: [{ defenseOutcome: 2 }] });
    expect(mob.attackOutcome).toBe(6);
    expect(mob.hits[0]!.reasons[0]).toEqual({ code: 'mob_attack_bonus', bonus: 5 });
    expect(mob.hits[0]!.resolution.damage).toBe(5);
    const one = first({ weaponId: 'sword', attackOutcome: 3, targets: [{ mob: 'single-member', defenseOutcome: 4 }] });
    expect(one.hits[0]!.resolution.damage).toBe(3);
    expect(one.hits[0]!.reasons[0]).toEqual({ code: 'contested', attack: 3, defense: 0, contested: 3 });
    const all = first({ weaponId: 'knife', attackOutcome: 1, targets: [{ mob: 'whole-mob', armor: 1 }] });
    expect(all.hits[0]!.resolution.damage).toBe(4);
  });

  it('stun guns and pepper spray hit without an Injury', () => {
    const stun = first({ weaponId: 'stun-gun', attackOutcome: 4, targets: [{}] }).hits[0]!;
    expect(stun.resolution).toMatchObject({ hit: true, damage: 0, severity: null });
    expect(stun.reasons.at(-1)).toEqual({ code: 'no_damage_weapon' });
  });

  it('improvised throws take the GM’s damage within 0–1, nothing else', () => {
    expect(
      first({ weaponId: 'improvised-thrown', attackOutcome: 2, weaponDamage: 1, targets: [{}] }).hits[0]!.resolution
        .damage,
    ).toBe(3);
    const out = planAttack({ weaponId: 'improvised-thrown', attackOutcome: 2, weaponDamage: 2, targets: [{}] });
    expect(out.ok ? null : out.issues[0]).toMatchObject({ code: 'weapon_damage_out_of_range', min: 0, max: 1 });
    const fixed = planAttack({ weaponId: 'knife', attackOutcome: 2, weaponDamage: 3, targets: [{}] });
    expect(fixed.ok).toBe(false);
  });

  it('refuses an unknown weapon or armor and a third target', () => {
    const bad = planAttack({
      weaponId: 'phaser',
      attackOutcome: 1,
      targets: [{ armor: 'kevlar' as never }, { armor: -1 }, {}],
    });
    expect(bad.ok ? [] : bad.issues.map((i) => i.code)).toEqual([
      'unknown_weapon',
      'too_many_targets',
      'unknown_armor',
      'unknown_armor',
    ]);
  });
});

describe('attack helper properties', () => {
  const target: fc.Arbitrary<AttackTargetOptions> = fc.record(
    {
      defenseOutcome: fc.integer({ min: -3, max: 8 }),
      armor: fc.oneof(fc.constantFrom('layered', 'reinforced', 'flak', 'bomb-suit', 'full-plate', null), fc.nat(6)),
      mob: fc.constantFrom('single-member', 'whole-mob'),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<AttackTargetOptions>;
  const attack = fc.record({
    weaponId: fc.constantFrom(...WEAPON_IDS),
    attackOutcome: fc.integer({ min: -3, max: 12 }),
    targets: fc.array(target, { minLength: 1, maxLength: 2 }),
  });

  it('every target gets a result, with no damage unless the attack got through', () => {
    fc.assert(
      fc.property(attack, (input) => {
        const plan = planAttack(input);
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        expect(plan.value.hits).toHaveLength(input.targets.length);
        for (const hit of plan.value.hits) {
          expect(hit.resolution.damage).toBeGreaterThanOrEqual(0);
          if (hit.resolution.contestedOutcome === 0) expect(hit.resolution.severity).toBeNull();
          expect(hit.reasons.some((r) => r.code === 'contested')).toBe(true);
        }
      }),
    );
  });

  it('splitting between two targets never gives either more than the single attack would', () => {
    fc.assert(
      fc.property(attack, target, (input, other) => {
        // Halving bare hands' −1 rounds up to 0, so the property is about weapons that add damage.
        fc.pre(findWeapon(input.weaponId)!.damage >= 0);
        const single = planAttack({ ...input, targets: [input.targets[0]!] });
        const split = planAttack({ ...input, targets: [input.targets[0]!, other] });
        if (!single.ok || !split.ok) return;
        expect(split.value.hits[0]!.resolution.damage).toBeLessThanOrEqual(single.value.hits[0]!.resolution.damage);
      }),
    );
  });
});
