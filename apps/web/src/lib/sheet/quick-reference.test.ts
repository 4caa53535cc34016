import { describe, expect, it } from 'vitest';
import { findPool } from './pools.js';
import { poolRow, quickReference } from './quick-reference.js';
import { sheetFixture } from './test-fixture.js';

describe('quickReference', () => {
  it('unhurt: Initiative = Dex + Per, Dodge = Dex + Athletics, Sprint = Brawn + Athletics', () => {
    const facts = sheetFixture({ weapons: ['handgun'] });
    const quick = quickReference(facts);
    expect(quick.initiative.dice).toBe(facts.derived.initiativePool);
    expect(quick.initiative.dice).toBe(5);
    expect(quick.dodge).toMatchObject({ dice: 5, difficulty: 6, testid: 'dodge' });
    expect(quick.sprint).toMatchObject({ dice: 5, difficulty: 6 });
    expect(quick.dodge.explain).toBe('Dodge: Dexterity 3 + Athletics 2 = 5 dice at Difficulty 6');
    expect(quick.weapons).toHaveLength(1);
    expect(quick.weapons[0]).toMatchObject({
      weaponId: 'handgun',
      dice: 5,
      difficulty: 6,
      damage: '+2',
      rangeFeet: 50,
    });
    expect(quick.armor).toBeNull();
  });

  it('applies the Penalty and armor to every pool (Injury of Severity 4: Penalty 2)', () => {
    const facts = sheetFixture({
      weapons: ['handgun', 'unarmed', 'heavy-sniper'],
      armor: 'full-plate',
      severities: [4],
    });
    expect(facts.derived.penalty).toBe(2);
    const quick = quickReference(facts);
    expect(quick.initiative.dice).toBe(3); // armor does not touch Initiative
    expect(quick.dodge.dice).toBe(2); // 5 − 2 − 2 = 1, held at the floor of 2
    expect(quick.dodge.explain).toContain('penalties stop at 2 dice');
    const [gun, fists, sniper] = quick.weapons;
    expect(gun?.dice).toBe(2);
    expect(fists).toMatchObject({ damage: '−1', difficulty: 7 }); // no rank in Brawl: +1 Difficulty
    expect(sniper?.damageExplain).toContain('ignores 2 points of Armor');
    expect(sniper?.notes).toContain('+3 Difficulty without its tripod');
    expect(quick.armor).toMatchObject({ id: 'full-plate', armor: 4, dicePenalty: 2 });
  });

  it('shows a damage span for a weapon whose damage the GM picks', () => {
    const quick = quickReference(sheetFixture({ weapons: ['improvised-thrown'] }));
    expect(quick.weapons[0]?.damage).toMatch(/ to /);
  });

  it('poolRow explains an Ability at 0 as the Attribute alone', () => {
    const facts = sheetFixture();
    const row = poolRow(findPool(facts, 'stealth')!, facts)!;
    expect(row).toMatchObject({ dice: 3, difficulty: 7 });
    expect(row.explain).toBe(
      'Dexterity + Stealth: Dexterity 3 = 3 dice at Difficulty 7 (+1 Difficulty with no rank in the Ability)',
    );
  });
});
