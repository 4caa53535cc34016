import { describe, expect, it } from 'vitest';
import { WEAPON_IDS, findWeapon, firearms, meleeWeapons, rangedWeapons, specialWeapons, weapons } from './index.js';

describe('firearms table', () => {
  it('lists handgun, shotgun, rifle and heavy sniper with their Difficulty, damage, range and reload', () => {
    const row = (id: keyof typeof firearms) => {
      const w = firearms[id];
      return [w.difficulty, w.damage, w.rangeFeet, w.reloadAfter];
    };
    expect(row('handgun')).toEqual([6, 2, 50, 6]);
    expect(row('shotgun')).toEqual([6, 3, 75, { min: 1, max: 3 }]);
    expect(row('rifle')).toEqual([6, 3, 300, 10]);
    expect(row('heavy-sniper')).toEqual([6, 3, 1000, 5]);
    expect(firearms['heavy-sniper'].armorPiercing).toBe(2);
    expect(firearms.rifle.meleeRangeDifficulty).toBe(1);
    expect(firearms['heavy-sniper'].meleeRangeDifficulty).toBe(3);
  });

  it('always rolls Dexterity + Firearms', () => {
    for (const gun of Object.values(firearms)) {
      expect(gun.attributes).toEqual(['dexterity']);
      expect(gun.abilities).toEqual(['firearms']);
    }
  });
});

describe('melee table', () => {
  it('matches the guide: bare hands −1, knife 1, rapier 2, sword 2, greatsword 3 (two hands), club 1', () => {
    const damage = Object.fromEntries(Object.entries(meleeWeapons).map(([id, w]) => [id, w.damage]));
    expect(damage).toMatchObject({ unarmed: -1, knife: 1, rapier: 2, sword: 2, greatsword: 3, club: 1 });
    expect(meleeWeapons.greatsword.twoHanded).toBe(true);
  });

  it('gives the knife its choice of Brawn or Dexterity, with Melee or Brawl', () => {
    expect(meleeWeapons.knife.attributes).toEqual(['brawn', 'dexterity']);
    expect(meleeWeapons.knife.abilities).toEqual(['melee', 'brawl']);
    expect(meleeWeapons.rapier.attributes).toEqual(['dexterity']);
  });

  it('makes the garrote a Difficulty 8 choke without the bare-hands penalty', () => {
    expect(meleeWeapons.garrote).toMatchObject({ difficulty: 8, damage: 0 });
  });
});

describe('thrown and projectile table', () => {
  it('matches the guide row by row', () => {
    const row = (id: keyof typeof rangedWeapons) => {
      const w = rangedWeapons[id];
      return [w.attributes[0], w.abilities[0], w.damage, w.rangeFeet];
    };
    expect(row('throwing-knife')).toEqual(['dexterity', 'athletics', 0, 50]);
    expect(row('throwing-axe')).toEqual(['brawn', 'athletics', 1, 50]);
    expect(row('bow')).toEqual(['dexterity', 'athletics', 0, 150]);
    expect(row('crossbow')).toEqual(['dexterity', 'firearms', 1, 150]);
    expect(row('sling')).toEqual(['dexterity', 'athletics', 1, 150]);
    expect(row('slingshot')).toEqual(['dexterity', 'athletics', 0, 150]);
    expect(rangedWeapons.bow.minimumBrawn).toBe(3);
    expect(rangedWeapons.sling.damageNeedsCalledShot).toBe(true);
    expect(rangedWeapons['improvised-thrown']).toMatchObject({
      difficultyRange: { min: 7, max: 9 },
      damageRange: { min: 0, max: 1 },
    });
  });
});

describe('special weapons', () => {
  it('stun guns and pepper spray have their rolls and a system summary', () => {
    expect(specialWeapons['stun-gun']).toMatchObject({ difficulty: 7, abilities: ['brawl'] });
    expect(specialWeapons.taser).toMatchObject({ difficulty: 8, abilities: ['firearms'], maxRangeFeet: 35 });
    expect(specialWeapons['pepper-spray']).toMatchObject({
      difficulty: 8,
      abilities: ['brawl', 'firearms', 'athletics'],
    });
    for (const weapon of Object.values(specialWeapons)) expect(weapon.system.length).toBeGreaterThan(40);
  });
});

describe('the combined lookup', () => {
  it('holds every row of the four tables with no id lost to a collision', () => {
    const total = [firearms, meleeWeapons, rangedWeapons, specialWeapons].reduce(
      (n, t) => n + Object.keys(t).length,
      0,
    );
    expect(WEAPON_IDS).toHaveLength(total);
    expect(findWeapon('handgun')).toBe(weapons.handgun);
    expect(findWeapon('toString')).toBeUndefined();
    expect(findWeapon('bazooka')).toBeUndefined();
  });
});
