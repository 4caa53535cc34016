import { assertWhole } from '../movement/whole-number.js';

/** Armor a civilian car gives its passengers against ranged attacks from outside (materials and poor line of sight). */
export const CIVILIAN_CAR_ARMOR = 3;
/** Armor an armored vehicle gives its passengers against explosions outside it. */
export const ARMORED_VEHICLE_BLAST_ARMOR = 10;

/** What protects a passenger from an attack coming from outside. */
export interface PassengerProtection {
  armor: number;
  /** Firearms need an opening in the armor and a successful Called Shot to reach the passenger at all. */
  needsOpeningAndCalledShot: boolean;
  /** Melee attacks into (or out of) a moving vehicle are not generally possible. */
  meleePossible: boolean;
}

/**
 * A passenger's protection against an outside attack. The vehicle's Armor does not add to worn Armor: the higher
 * counts.
 * @example passengerProtection({ vehicle: 'civilian', threat: 'ranged', wornArmor: 1, moving: true }).armor === 3
 */
export function passengerProtection(options: {
  vehicle: 'civilian' | 'armored';
  threat: 'ranged' | 'explosive' | 'melee';
  wornArmor: number;
  moving: boolean;
}): PassengerProtection {
  const { vehicle, threat, wornArmor } = options;
  assertWhole('wornArmor', wornArmor);
  let vehicleArmor = 0;
  if (vehicle === 'civilian' && threat === 'ranged') vehicleArmor = CIVILIAN_CAR_ARMOR;
  if (vehicle === 'armored' && threat === 'explosive') vehicleArmor = ARMORED_VEHICLE_BLAST_ARMOR;
  return {
    armor: Math.max(wornArmor, vehicleArmor),
    needsOpeningAndCalledShot: vehicle === 'armored' && threat === 'ranged',
    meleePossible: !(threat === 'melee' && options.moving),
  };
}
