import { describe, expect, it } from 'vitest';
import { calledShotHits, resolveAttack } from './index.js';

describe('called shots', () => {
  it('need Contested Outcome 4 for a limb-sized spot and 6 for a hand- or head-sized one', () => {
    expect([3, 4].map((c) => calledShotHits(c, 'limb'))).toEqual([false, true]);
    expect([5, 6].map((c) => calledShotHits(c, 'small'))).toEqual([false, true]);
  });

  it('a shot that falls short still hits, elsewhere, for half damage rounded up', () => {
    const r = resolveAttack({ attackOutcome: 5, weaponDamage: 2, calledShot: 'small' });
    expect(r).toMatchObject({ calledShotHit: false, damage: 4, notes: ['called_shot_elsewhere'] });
  });

  it('a successful shot at an extremity caps the Injury at severity 5', () => {
    const r = resolveAttack({ attackOutcome: 6, weaponDamage: 3, calledShot: 'limb', extremity: true });
    expect(r).toMatchObject({ calledShotHit: true, damage: 5, severity: 5 });
    expect(r.notes).toEqual(['called_shot_hit', 'extremity_capped']);
    expect(resolveAttack({ attackOutcome: 6, weaponDamage: 3, calledShot: 'small' }).damage).toBe(9);
  });

  it('a sling only hurts with a successful Called Shot', () => {
    expect(resolveAttack({ attackOutcome: 3, weaponDamage: 1, damageNeedsCalledShot: true }).damage).toBe(0);
    expect(
      resolveAttack({ attackOutcome: 4, weaponDamage: 1, damageNeedsCalledShot: true, calledShot: 'limb' }).damage,
    ).toBe(5);
  });

  it('a missed Called Shot reports whether the spot was struck', () => {
    expect(resolveAttack({ attackOutcome: 0, weaponDamage: 1, calledShot: 'limb' }).calledShotHit).toBe(false);
  });
});
