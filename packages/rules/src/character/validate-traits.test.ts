import { describe, expect, it } from 'vitest';
import { newContractorTraits, type TraitRatings } from './traits.js';
import { validateTraits } from './validate-traits.js';

const withAbility = (ability: Partial<TraitRatings['abilities']>): TraitRatings => ({
  ...newContractorTraits(),
  abilities: ability,
});
const codes = (r: ReturnType<typeof validateTraits>) => (r.ok ? [] : r.issues.map((i) => [i.code, i.path.join('.')]));

describe('validateTraits', () => {
  it('accepts a brand-new Contractor', () => {
    const traits = newContractorTraits();
    const result = validateTraits(traits, { status: 'newbie' });
    expect(result).toEqual({ ok: true, value: traits });
  });

  it('names each Attribute outside 1–5 by its path', () => {
    const traits = newContractorTraits();
    traits.attributes.brawn = 6;
    traits.attributes.charisma = 0;
    const result = validateTraits(traits, { status: 'veteran' });
    expect(codes(result)).toEqual([
      ['attribute_out_of_range', 'attributes.brawn'],
      ['attribute_out_of_range', 'attributes.charisma'],
    ]);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ min: 1, max: 5, received: '6' });
  });

  it('treats a missing or fractional Attribute as out of range', () => {
    const traits = newContractorTraits();
    (traits.attributes as Record<string, number | undefined>).intellect = undefined;
    traits.attributes.dexterity = 2.5;
    expect(codes(validateTraits(traits, { status: 'newbie' }))).toEqual([
      ['attribute_out_of_range', 'attributes.dexterity'],
      ['attribute_out_of_range', 'attributes.intellect'],
    ]);
  });

  it('keeps Abilities in 0–6', () => {
    expect(codes(validateTraits(withAbility({ stealth: 7, drive: -1 }), { status: 'veteran' }))).toEqual([
      ['ability_out_of_range', 'abilities.stealth'],
      ['ability_out_of_range', 'abilities.drive'],
    ]);
  });

  it('seed 000: a 6th rank needs Seasoned status or above', () => {
    expect(codes(validateTraits(withAbility({ melee: 6 }), { status: 'novice' }))).toEqual([
      ['sixth_rank_requires_seasoned', 'abilities.melee'],
    ]);
    expect(validateTraits(withAbility({ melee: 6 }), { status: 'seasoned' }).ok).toBe(true);
    expect(validateTraits(withAbility({ melee: 6 }), { status: 'veteran' }).ok).toBe(true);
    const secondary = { ...newContractorTraits(), secondaryAbilities: { Skating: 6 } };
    expect(codes(validateTraits(secondary, { status: 'newbie' }))).toEqual([
      ['sixth_rank_requires_seasoned', 'secondaryAbilities.Skating'],
    ]);
  });

  it('rejects unknown Primary Abilities and odd Secondary names', () => {
    const traits = { ...withAbility({}), abilities: { juggling: 2 } } as unknown as TraitRatings;
    expect(codes(validateTraits(traits, { status: 'newbie' }))).toEqual([['unknown_ability', 'abilities.juggling']]);
    const secondary = { ...newContractorTraits(), secondaryAbilities: { ' ': 1, stealth: 2 } };
    expect(codes(validateTraits(secondary, { status: 'newbie' }))).toEqual([
      ['secondary_ability_name_empty', 'secondaryAbilities. '],
      ['secondary_ability_is_primary', 'secondaryAbilities.stealth'],
    ]);
  });

  it('checks the Exp budget when one is given', () => {
    const traits = newContractorTraits();
    traits.attributes.brawn = 5; // 50 Exp
    expect(validateTraits(traits, { status: 'newbie', availableExp: 50 }).ok).toBe(true);
    const over = validateTraits(traits, { status: 'newbie', availableExp: 49 });
    expect(codes(over)).toEqual([['not_enough_exp', 'exp']]);
    if (!over.ok) expect(over.issues[0]).toMatchObject({ received: '50', max: 49 });
  });
});
