import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_IDS,
  PRIMARY_ABILITY_IDS,
  abilityRating,
  findAttribute,
  findPrimaryAbility,
  newContractorTraits,
} from './traits.js';

describe('trait ids', () => {
  it('has five Attributes and nineteen Primary Abilities', () => {
    expect(ATTRIBUTE_IDS).toEqual(['brawn', 'dexterity', 'perception', 'charisma', 'intellect']);
    expect(PRIMARY_ABILITY_IDS).toHaveLength(19);
  });

  it('a new Contractor has every Attribute at 1 and no Abilities', () => {
    const traits = newContractorTraits();
    expect(Object.values(traits.attributes)).toEqual([1, 1, 1, 1, 1]);
    expect(abilityRating(traits, 'stealth')).toBe(0);
    expect(abilityRating({ ...traits, abilities: { stealth: 3 } }, 'stealth')).toBe(3);
  });

  it('finds Attributes by name or short form, any case', () => {
    expect(findAttribute('Dex')).toBe('dexterity');
    expect(findAttribute('INTELLECT')).toBe('intellect');
    expect(findAttribute('luck')).toBeUndefined();
  });

  it('finds Primary Abilities by name or an unambiguous prefix of 3+ letters', () => {
    expect(findPrimaryAbility('Firearms')).toBe('firearms');
    expect(findPrimaryAbility('inv')).toBe('investigation');
    expect(findPrimaryAbility('in')).toBeUndefined();
    expect(findPrimaryAbility('cu')).toBeUndefined();
    expect(findPrimaryAbility('cul')).toBe('culture');
    expect(findPrimaryAbility('s')).toBeUndefined();
    expect(findPrimaryAbility('st')).toBeUndefined();
    expect(findPrimaryAbility('per')).toBe('performance');
  });
});
