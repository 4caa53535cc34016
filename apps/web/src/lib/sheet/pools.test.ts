import { describe, expect, it } from 'vitest';
import { findPool, parseRollChoice, resolvePool, rollExpression, settleChoice, sheetPools } from './pools.js';
import { sheetFixture } from './test-fixture.js';

describe('sheetPools', () => {
  const facts = sheetFixture({ weapons: ['handgun', 'knife', 'not-a-weapon'] });
  const pools = sheetPools(facts);

  it('offers every Attribute, every Primary Ability, Secondary Abilities, Body, Mind, Initiative, Dodge, Sprint and carried weapons', () => {
    const keys = pools.map((p) => p.key);
    expect(keys.slice(0, 5)).toEqual(['brawn', 'dexterity', 'perception', 'charisma', 'intellect']);
    expect(keys).toContain('athletics');
    expect(keys).toContain('thievery');
    expect(keys).toContain('secondary:Lock Picking');
    expect(keys).toEqual(
      expect.arrayContaining(['body', 'mind', 'initiative', 'dodge', 'sprint', 'weapon:handgun', 'weapon:knife']),
    );
    expect(keys).not.toContain('weapon:not-a-weapon');
    expect(pools.length).toBe(5 + 19 + 1 + 5 + 2);
  });

  it('gives stable test ids', () => {
    expect(pools.find((p) => p.key === 'secondary:Lock Picking')?.testid).toBe('secondary-lockpicking');
    expect(pools.find((p) => p.key === 'weapon:handgun')?.testid).toBe('weapon-handgun');
  });

  it('puts an Ability’s usual Attribute first, and a weapon’s best Attribute and Ability', () => {
    expect(findPool(facts, 'investigation')?.attributes[0]).toBe('perception');
    const knife = findPool(facts, 'weapon:knife')!;
    // Brawn 3 and Dexterity 3 tie; Melee 0 and Brawl 0 tie: the table's order stands.
    expect(knife.attributes).toEqual(['brawn', 'dexterity']);
    expect(
      findPool(
        sheetFixture({
          traits: { attributes: { brawn: 1, dexterity: 4, perception: 2, charisma: 2, intellect: 3 } },
          weapons: ['knife'],
        }),
        'weapon:knife',
      )?.attributes[0],
    ).toBe('dexterity');
  });

  it('leaves out a Secondary Ability the notation cannot name', () => {
    const odd = sheetFixture({ traits: { secondaryAbilities: { '3D Printing': 1, Ath: 1 } } });
    const keys = sheetPools(odd).map((p) => p.key);
    expect(keys).not.toContain('secondary:3D Printing');
    expect(keys).not.toContain('secondary:Ath'); // "ath" already names Athletics
  });

  it('refuses initiative exertion', () => {
    expect(findPool(facts, 'initiative')?.exertAllowed).toBe(false);
    expect(findPool(facts, 'nope')).toBeUndefined();
    expect(findPool(facts, null)).toBeUndefined();
  });
});

describe('rollExpression', () => {
  const facts = sheetFixture({ weapons: ['handgun'], armor: 'full-plate' });

  it('writes notation the rules read back to the same pool, armor included on physical rolls', () => {
    const dodge = findPool(facts, 'dodge')!;
    expect(rollExpression(dodge, {}, facts)).toEqual({ expression: 'dex+athletics@6 -2', label: 'Dodge' });
    const gun = findPool(facts, 'weapon:handgun')!;
    expect(rollExpression(gun, { difficulty: 8, exert: true, bonus: 1 }, facts)).toEqual({
      expression: 'dex+firearms@8 +1 -2 ex',
      label: 'Handgun',
    });
    const intellect = findPool(facts, 'intellect')!;
    expect(rollExpression(intellect, { penalty: 1 }, facts)).toEqual({
      expression: 'int@6 -1',
      label: 'Intellect alone',
    });
  });

  it('uses the chosen Attribute for an Ability, and only an allowed one', () => {
    const athletics = findPool(facts, 'athletics')!;
    expect(rollExpression(athletics, { attribute: 'brawn' }, facts).expression).toBe('bra+athletics@6 -2');
    expect(rollExpression(athletics, { attribute: 'charisma' }, facts)).toEqual({
      expression: 'cha+athletics@6',
      label: 'Charisma + Athletics',
    });
    const dodge = findPool(facts, 'dodge')!;
    expect(settleChoice(dodge, { attribute: 'charisma' }).attribute).toBe('dexterity');
  });

  it('writes Body, Mind and Initiative by their words, never exerting Initiative', () => {
    expect(rollExpression(findPool(facts, 'body')!, { exert: true }, facts).expression).toBe('body@6 ex');
    expect(rollExpression(findPool(facts, 'mind')!, {}, facts).expression).toBe('mind@6');
    expect(rollExpression(findPool(facts, 'initiative')!, { exert: true }, facts).expression).toBe('init@6');
  });

  it('names a Secondary Ability so the rules find it on the sheet', () => {
    const lock = findPool(facts, 'secondary:Lock Picking')!;
    const { expression } = rollExpression(lock, { attribute: 'dexterity' }, facts);
    expect(expression).toBe('dex+lockpicking@6 -2');
    const resolved = resolvePool(expression, facts);
    expect(resolved.ok && resolved.value.options).toMatchObject({
      pool: 5,
      secondaryAbility: 'applies',
      dicePenalties: [2],
    });
  });

  it('resolves every default pool on a sheet with the sheet’s Penalty', () => {
    const hurt = sheetFixture({ weapons: ['handgun', 'knife'], severities: [4] });
    for (const spec of sheetPools(hurt)) {
      const resolved = resolvePool(rollExpression(spec, {}, hurt).expression, hurt);
      expect(resolved.ok, spec.key).toBe(true);
      if (resolved.ok) expect(resolved.value.options.penalty).toBe(hurt.derived.penalty);
    }
  });
});

describe('parseRollChoice', () => {
  it('reads the panel fields and drops what is out of range', () => {
    const form = new FormData();
    form.set('attribute', 'brawn');
    form.set('difficulty', '8');
    form.set('exert', 'on');
    form.set('bonus', '2');
    form.set('penalty', '1');
    expect(parseRollChoice(form)).toEqual({ attribute: 'brawn', difficulty: 8, exert: true, bonus: 2, penalty: 1 });
    const query = new URLSearchParams('attribute=luck&difficulty=99&bonus=-3&penalty=x&exert=false');
    expect(parseRollChoice(query)).toEqual({ exert: false, bonus: 0, penalty: 0 });
    expect(parseRollChoice(new URLSearchParams('difficulty=2.5'))).toEqual({ exert: false, bonus: 0, penalty: 0 });
  });
});
