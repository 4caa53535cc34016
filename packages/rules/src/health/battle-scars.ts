import type { ScarClassId } from './scars.js';

/** A ready-made Battle Scar: its class, a short effect in our own words, and numbers other rules can read. */
export interface BattleScarConfig {
  name: string;
  scarClass: ScarClassId;
  effect: string;
  /** The Penalty never drops below this. */
  penaltyFloor?: number;
  /** Movement speed is multiplied by this. */
  movementMultiplier?: number;
  /** Dashing and sprinting are impossible. */
  noDashOrSprint?: boolean;
}

/** The stock Battle Scars a GM can pick from; custom scars are allowed too. */
export const STOCK_BATTLE_SCARS = {
  chronic_pain: {
    name: 'Chronic Pain',
    scarClass: 'minor',
    effect: 'The Penalty is never lower than 1.',
    penaltyFloor: 1,
  },
  disfigured: {
    name: 'Disfigured',
    scarClass: 'minor',
    effect: 'Social rolls are at +1 Difficulty, and the Beautiful Asset does nothing while the scar remains.',
  },
  missing_fingers: {
    name: 'Missing Fingers',
    scarClass: 'minor',
    effect: 'One die fewer on rolls that use the damaged hand.',
  },
  tinnitus: {
    name: 'Tinnitus',
    scarClass: 'minor',
    effect: 'Two dice fewer when hearing matters; speech is lost in loud places.',
  },
  wheezing: {
    name: 'Wheezing',
    scarClass: 'minor',
    effect:
      'The voice never rises past a whisper; after physical effort the breathing is noisy, two dice fewer on Stealth.',
  },
  enervated: {
    name: 'Enervated',
    scarClass: 'major',
    effect:
      'Every tiring physical effort adds a Penalty of 1 for fifteen minutes, stacking with everything, itself included.',
  },
  limp: { name: 'Limp', scarClass: 'major', effect: 'Moves at half speed.', movementMultiplier: 0.5 },
  lost_hand: {
    name: 'Lost Hand',
    scarClass: 'major',
    effect: 'Tasks needing that hand simply fail; tasks needing two hands lose 1 to 3 dice.',
  },
  missing_foot: { name: 'Missing Foot', scarClass: 'major', effect: 'Moves at half speed.', movementMultiplier: 0.5 },
  mute: { name: 'Mute', scarClass: 'major', effect: 'No speech and no screaming.' },
  one_eye: {
    name: 'One Eye',
    scarClass: 'major',
    effect: 'Sight-based Perception at +2 Difficulty; anything needing depth perception at +1.',
  },
  soft_spot: {
    name: 'Soft Spot',
    scarClass: 'major',
    effect:
      'An old wound is fragile: aimed blows there deal 2 more damage, and any hit that could land there does on a failed d10 at Difficulty 6.',
  },
  vertigo: { name: 'Vertigo', scarClass: 'major', effect: 'Three dice fewer on anything needing balance or grace.' },
  deaf: {
    name: 'Deaf',
    scarClass: 'severe',
    effect: 'Rolls that need hearing fail; rolls mixing several senses lose 3 dice.',
  },
  missing_arm: {
    name: 'Missing Arm',
    scarClass: 'severe',
    effect: 'Two-handed tasks lose 2 to 4 dice; Athletics is at +1 Difficulty.',
  },
  missing_leg: {
    name: 'Missing Leg',
    scarClass: 'severe',
    effect: 'A quarter of normal speed with a crutch or prosthesis; no dashing or sprinting.',
    movementMultiplier: 0.25,
    noDashOrSprint: true,
  },
  blindness: {
    name: 'Blindness',
    scarClass: 'extreme',
    effect: 'Rolls needing sight fail; those sight would merely help are 1 to 3 Difficulty harder.',
  },
  no_hands: {
    name: 'No Hands',
    scarClass: 'extreme',
    effect: 'Fine manual work fails; tasks hands would help are 1 to 3 Difficulty harder.',
  },
  paraplegia: {
    name: 'Paraplegia',
    scarClass: 'extreme',
    effect: 'Getting around takes a wheelchair or another bulky mobility aid.',
  },
} as const satisfies Record<string, BattleScarConfig>;
export type StockBattleScarId = keyof typeof STOCK_BATTLE_SCARS;

/** The stock scars of one class, for a picker. */
export function stockScarsOfClass(scarClass: ScarClassId): StockBattleScarId[] {
  return (Object.keys(STOCK_BATTLE_SCARS) as StockBattleScarId[]).filter(
    (id) => STOCK_BATTLE_SCARS[id].scarClass === scarClass,
  );
}
