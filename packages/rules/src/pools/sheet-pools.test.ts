import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newContractorTraits, type TraitRatings } from '../character/traits.js';
import { isCombatMove, sheetPools, weaponPool } from './sheet-pools.js';

const traits = (over: Partial<TraitRatings> = {}): TraitRatings => ({ ...newContractorTraits(), ...over });
const pool = (key: string, sheet: TraitRatings = traits(), weapons: string[] = []) =>
  sheetPools({ traits: sheet, weapons }).find((p) => p.key === key);

describe('sheetPools (seed 000: Initiative, Dodge, All-out Sprints)', () => {
  it('Initiative is its own pool at Difficulty 6 and may never be exerted', () => {
    const initiative = pool('initiative');
    expect(initiative).toMatchObject({ kind: 'initiative', attributes: [], difficulty: 6, exertAllowed: false });
  });

  it('Dodge rolls Dexterity + Athletics at Difficulty 6', () => {
    const sheet = traits({ abilities: { athletics: 3 } });
    expect(pool('dodge', sheet)).toMatchObject({ attributes: ['dexterity'], difficulty: 6, exertAllowed: true });
    expect(pool('dodge', sheet)?.ability).toEqual({ word: 'athletics', name: 'Athletics', rating: 3 });
  });

  it('an all-out Sprint rolls Brawn + Athletics at Difficulty 6', () => {
    const sprint = pool('sprint');
    expect(sprint).toMatchObject({ attributes: ['brawn'], difficulty: 6, ability: { word: 'athletics', rating: 0 } });
  });

  it('Body and Mind roll their own rating at Difficulty 6 and may be exerted', () => {
    expect(pool('body')).toMatchObject({ attributes: [], difficulty: 6, exertAllowed: true });
    expect(pool('mind')).toMatchObject({ attributes: [], difficulty: 6, exertAllowed: true });
  });

  it('an Ability roll starts with its usual Attribute', () => {
    expect(pool('investigation')?.attributes[0]).toBe('perception');
    expect(pool('investigation')?.attributes).toHaveLength(5);
  });

  it('lists a Secondary Ability only when the notation can name it', () => {
    const sheet = traits({ secondaryAbilities: { 'Lock Picking': 2, '3D Printing': 1, Ath: 1 } });
    const keys = sheetPools({ traits: sheet, weapons: [] }).map((p) => p.key);
    expect(keys).toContain('secondary:Lock Picking');
    const lockPicking = pool('secondary:Lock Picking', sheet)?.ability;
    expect(lockPicking).toEqual({ word: 'lockpicking', name: 'Lock Picking', rating: 2 });
    expect(keys).not.toContain('secondary:3D Printing');
    expect(keys).not.toContain('secondary:Ath');
  });
});

describe('weaponPool', () => {
  it('takes the best Ability the weapon allows and its Attributes strongest first', () => {
    const sheet = traits({
      attributes: { brawn: 1, dexterity: 4, perception: 2, charisma: 2, intellect: 3 },
      abilities: { brawl: 1, melee: 3 },
    });
    const knife = weaponPool('knife', sheet)!;
    expect(knife.attributes).toEqual(['dexterity', 'brawn']);
    expect(knife.ability?.word).toBe('melee');
  });

  it('keeps the table order on ties and skips unknown weapons', () => {
    expect(weaponPool('knife', traits())?.attributes).toEqual(['brawn', 'dexterity']);
    expect(weaponPool('not-a-weapon', traits())).toBeUndefined();
    expect(sheetPools({ traits: traits(), weapons: ['not-a-weapon'] }).some((p) => p.kind === 'weapon')).toBe(false);
  });

  it('always leads with an Attribute at least as strong as the rest', () => {
    const rating = fc.integer({ min: 1, max: 5 });
    fc.assert(
      fc.property(rating, rating, (brawn, dexterity) => {
        const sheet = traits({ attributes: { brawn, dexterity, perception: 1, charisma: 1, intellect: 1 } });
        const [first] = weaponPool('knife', sheet)!.attributes;
        expect(sheet.attributes[first!]).toBe(Math.max(brawn, dexterity));
      }),
    );
  });
});

describe('isCombatMove', () => {
  it('is true for attacks, Dodge and Sprint only', () => {
    expect(['weapon', 'dodge', 'sprint'].every((k) => isCombatMove(k as 'weapon'))).toBe(true);
    expect(isCombatMove('initiative')).toBe(false);
    expect(isCombatMove('ability')).toBe(false);
  });
});

describe('scars and the sprint pool', () => {
  it('a Missing Leg marks Sprint forbidden, naming the scar; other pools stay rollable', () => {
    const traits = newContractorTraits();
    const pools = sheetPools({
      traits,
      weapons: [],
      scars: { sprintAllowed: false, because: { noDashOrSprint: 'Missing Leg' } },
    });
    expect(pools.find((p) => p.kind === 'sprint')?.forbidden).toEqual({
      code: 'sprint_forbidden',
      scar: 'Missing Leg',
    });
    expect(pools.filter((p) => p.forbidden !== undefined)).toHaveLength(1);
    expect(sheetPools({ traits, weapons: [] }).find((p) => p.kind === 'sprint')?.forbidden).toBeUndefined();
  });
});
