import { describe, expect, it } from 'vitest';
import { passengerProtection } from './index.js';

describe('passengers under fire', () => {
  it('a civilian car gives 3 Armor against outside ranged attacks, not added to worn Armor', () => {
    expect(passengerProtection({ vehicle: 'civilian', threat: 'ranged', wornArmor: 1, moving: true }).armor).toBe(3);
    expect(passengerProtection({ vehicle: 'civilian', threat: 'ranged', wornArmor: 4, moving: true }).armor).toBe(4);
    expect(passengerProtection({ vehicle: 'civilian', threat: 'explosive', wornArmor: 1, moving: false }).armor).toBe(
      1,
    );
  });

  it('an armored vehicle gives 10 against blasts and needs an opening and a Called Shot for guns', () => {
    expect(passengerProtection({ vehicle: 'armored', threat: 'explosive', wornArmor: 2, moving: false }).armor).toBe(
      10,
    );
    expect(
      passengerProtection({ vehicle: 'armored', threat: 'ranged', wornArmor: 0, moving: false })
        .needsOpeningAndCalledShot,
    ).toBe(true);
  });

  it('no melee into or out of a moving vehicle', () => {
    expect(
      passengerProtection({ vehicle: 'civilian', threat: 'melee', wornArmor: 0, moving: true }).meleePossible,
    ).toBe(false);
    expect(
      passengerProtection({ vehicle: 'civilian', threat: 'melee', wornArmor: 0, moving: false }).meleePossible,
    ).toBe(true);
  });
});
