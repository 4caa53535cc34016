import { blastDamageAt, type BlastDamage, type BlastProfile } from './blast.js';

/** A bomb from the guide's explosives table. */
export interface ExplosiveConfig extends BlastProfile {
  name: string;
  weightPounds: number;
  /** How it goes off. */
  trigger: 'timed' | 'fuse' | 'detonator' | 'fuse-or-detonator';
  /** Rounds from arming to the blast, for timed ones. */
  delayRounds?: number;
  /** How far it is usually thrown, for throwable ones. */
  throwRangeFeet?: number;
  notes?: readonly string[];
}

/** Explosives: flat damage inside the radius (dice for a grenade), then dice that fall off band by band. */
export const explosives = {
  'frag-grenade': {
    name: 'Fragmentation grenade',
    weightPounds: 2,
    trigger: 'timed',
    delayRounds: 2,
    radiusFeet: 5,
    dice: 15,
    diceDecay: 1,
    maxFeet: 50,
    throwRangeFeet: 100,
  },
  dynamite: {
    name: 'Stick of dynamite',
    weightPounds: 0.5,
    trigger: 'fuse',
    radiusFeet: 5,
    flatDamage: 10,
    dice: 10,
    diceDecay: 5,
    throwRangeFeet: 50,
    notes: ['unstable_if_stored_badly'],
  },
  c4: {
    name: 'Brick of C-4 (M112 block)',
    weightPounds: 1.25,
    trigger: 'detonator',
    radiusFeet: 5,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
  },
  'satchel-ww2': {
    name: 'Satchel charge, WWII (M37 kit)',
    weightPounds: 10,
    trigger: 'detonator',
    radiusFeet: 15,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
  },
  'satchel-modern': {
    name: 'Satchel charge, modern (M183 assembly)',
    weightPounds: 20,
    trigger: 'detonator',
    radiusFeet: 20,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
  },
  'ied-small': {
    name: 'Small IED (letter bomb)',
    weightPounds: 10,
    trigger: 'fuse-or-detonator',
    radiusFeet: 5,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
    notes: ['volatile'],
  },
  'ied-medium': {
    name: 'Medium IED (package or container)',
    weightPounds: 100,
    trigger: 'fuse-or-detonator',
    radiusFeet: 20,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
    notes: ['volatile'],
  },
  'ied-large': {
    name: 'Large IED (car bomb)',
    weightPounds: 1000,
    trigger: 'fuse-or-detonator',
    radiusFeet: 65,
    flatDamage: 15,
    dice: 15,
    diceDecay: 5,
    notes: ['volatile'],
  },
} as const satisfies Record<string, ExplosiveConfig>;
export type ExplosiveId = keyof typeof explosives;

/**
 * The damage an explosive from the table does at a distance from it.
 * @example explosiveDamageAt('frag-grenade', 12) // → { kind: 'dice', dice: 13 }
 */
export function explosiveDamageAt(explosiveId: ExplosiveId, distanceFeet: number): BlastDamage {
  return blastDamageAt(explosives[explosiveId], distanceFeet);
}

/**
 * Cooking off a grenade: the throw (Perception + Athletics) after holding it 1 round, or 2 rounds (it bursts on
 * landing).
 */
export const cookOffThrows = {
  'one-round': { attributes: ['perception'], ability: 'athletics', difficulty: 7 },
  'two-rounds': { attributes: ['perception'], ability: 'athletics', difficulty: 9 },
} as const;
