import { ladder, rangeParameter } from './parameters.js';
import { anyRoll, rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects of service: machines, minions, hidden storage, repairs, elements and fine gear. */
export const utilityEffects = {
  hack: {
    name: 'Hack',
    category: 'utility',
    summary: 'Make machines and networks do what you want.',
    example: "Every screen in the lobby shows Jae's cartoon cat while the doors quietly unlock.",
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'perception'], 'technology'),
    parameters: {
      reach: ladder('Reach', 'touch', [
        { id: 'touch', label: 'a device you touch' },
        { id: 'near', label: 'a device within 50 feet', requires: 'novice' },
        { id: 'network', label: 'any device on a network you are connected to', requires: 'seasoned' },
      ]),
      access: ladder('Access', 'read', [
        { id: 'read', label: 'read everything it stores' },
        { id: 'control', label: 'run any of its ordinary functions', requires: 'novice' },
        { id: 'own', label: 'take full control, safeguards included', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'no-trace': { name: 'No Trace', text: 'Nothing records that you were ever in the system.' },
      backdoor: {
        name: 'Backdoor',
        text: 'You may come back into the same device later without rolling again.',
        requires: 'novice',
      },
      'burn-out': { name: 'Burn Out', text: 'You may wreck the device instead, beyond ordinary repair.' },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'one-kind': {
        name: 'One Kind',
        text: 'It works only on {detail}.',
        detail: { label: 'the kind of device', required: true },
      },
      alarms: { name: 'Alarms', text: 'Every hack sets off whatever alerts the system has.' },
      'jacked-in': { name: 'Jacked In', text: 'While hacking you are helpless to the world around you.' },
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Roll {roll} against {reach}; stronger security raises the Difficulty or contests the roll. On an Outcome of 1 or ' +
      'more you {access}.',
  },
  summon: {
    name: 'Summon',
    aliases: ['Summon Minion'],
    category: 'utility',
    summary: 'Call a servant into being to fight or fetch for you.',
    example: 'Grandmother Yun burns a paper tiger, and a real one pads out of the smoke.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      minion: ladder('Minion', 'weak', [
        { id: 'weak', label: 'Body 3 and attacks at Weapon Damage 1' },
        { id: 'able', label: 'Body 5 and attacks at Weapon Damage 2', requires: 'novice' },
        { id: 'fierce', label: 'Body 7, Armor 1 and attacks at Weapon Damage 3', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      pair: { name: 'Pair', text: 'Each summoning brings two minions.', requires: 'novice' },
      clever: { name: 'Clever', text: 'The minion understands complex orders and can speak.' },
      winged: { name: 'Winged', text: 'The minion can fly.' },
    },
    drawbacks: {
      unruly: {
        name: 'Unruly',
        text: 'Each new order needs Charisma + Animals at Difficulty 6 or the minion ignores it.',
      },
      fragile: { name: 'Fragile', text: 'The minion has 2 less Body.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'A minion as described ({minion}) appears next to you and follows simple spoken orders for up to an hour. It rolls ' +
      '5 dice for anything it does and vanishes when its Body is gone.',
  },
  stash: {
    name: 'Stash',
    category: 'utility',
    summary: 'Keep your things in a pocket of elsewhere.',
    example: 'Ms. Quill reaches into her handbag up to the shoulder and pulls out a fire axe.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      capacity: ladder('Capacity', 'backpack', [
        { id: 'backpack', label: 'what fits in a backpack' },
        { id: 'trunk', label: 'what fits in a car trunk', requires: 'novice' },
        { id: 'room', label: 'what fits in a small room', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      shared: { name: 'Shared', text: 'One ally you name can reach into it too.' },
      'still-time': { name: 'Still Time', text: 'Time does not pass inside: food stays fresh and coffee stays hot.' },
      'living-cargo': {
        name: 'Living Cargo',
        text: 'Willing creatures can shelter inside it for up to an hour.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      doorway: {
        name: 'Doorway',
        text: 'You can reach it only through {detail}.',
        detail: { label: 'the container or door', required: true },
      },
      'full-action': { name: 'Full Action', text: 'Storing or taking out an item takes a full Action.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'You can put away or take out one item as a Quick Action. The stash holds {capacity}, and no one else can find or ' +
      'open it.',
  },
  repair: {
    name: 'Repair',
    category: 'utility',
    summary: 'Make broken things whole again.',
    example: 'Hal spits on the snapped axle, gives it a slap, and the truck rolls on.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'dexterity'], 'crafts'),
    parameters: {
      range: rangeParameter('touch'),
      scale: ladder('Scale', 'handheld', [
        { id: 'handheld', label: 'something you can carry' },
        { id: 'vehicle', label: 'a machine or vehicle', requires: 'novice' },
        { id: 'building', label: 'a structure up to a house', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      reassemble: {
        name: 'Reassemble',
        text: 'It can rebuild things from their pieces, even ones called destroyed.',
        requires: 'seasoned',
      },
      'quick-fix': { name: 'Quick Fix', text: 'It takes a Quick Action.' },
      tuned: { name: 'Tuned', text: 'Whoever next uses the repaired thing gains 1 die on that roll.' },
    },
    drawbacks: {
      patchwork: { name: 'Patchwork', text: 'The repair falls apart after a day.' },
      'parts-needed': { name: 'Parts Needed', text: 'You need spare parts or material for every repair.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} on a broken object within {range}, {scale}. An Outcome of 1 to 3 makes it work again; 4 or more ' +
      'restores it fully.',
  },
  'elemental-control': {
    name: 'Elemental Control',
    aliases: ['Pyrokinesis'],
    category: 'utility',
    summary: 'Shape one element that is already there: fire, water, stone, wind.',
    example: 'Candle flames bow toward Esperanza and leap to her fingertips.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: anyRoll('intellect', 'occult'),
    parameters: {
      range: rangeParameter('medium'),
      volume: ladder('Volume', 'campfire', [
        { id: 'campfire', label: "about a campfire's worth" },
        { id: 'room', label: 'enough to fill a room', requires: 'novice' },
        { id: 'street', label: 'enough to fill a street', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      conjure: {
        name: 'Conjure',
        text: 'You can create the element from nothing instead of using what is there.',
        requires: 'novice',
      },
      'at-home': { name: 'At Home', text: 'Your element never harms you.' },
      'wall-of-it': {
        name: 'Wall of It',
        text: 'You can shape the element into a wall that blocks movement for a minute.',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'one-shape': { name: 'One Shape', text: 'You can only push or pull the element, never shape it.' },
      'wild-element': {
        name: 'Wild Element',
        text: 'On an Outcome of 0 the element lashes out at whoever is closest to it.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Move, shape or put out {volume} of the element named in the description within {range}. Using it to attack takes ' +
      '{roll}, with Weapon Damage 1.',
  },
  'enhanced-weapon': {
    name: 'Enhanced Weapon',
    category: 'utility',
    summary: 'An exceptional weapon that outclasses any ordinary one.',
    example: "The Widow's Needle is a hatpin; it goes through car doors.",
    styles: { functional: 0 },
    defaultStyle: 'functional',
    parameters: {
      bonus: ladder('Bonus', 'one', [
        { id: 'one', label: '1 more Weapon Damage' },
        { id: 'two', label: '2 more Weapon Damage', requires: 'novice' },
        { id: 'three', label: '3 more Weapon Damage', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      returning: {
        name: 'Returning',
        text: "When thrown or dropped it flies back to its wielder's hand by the next Round.",
      },
      'armor-breaker': { name: 'Armor Breaker', text: 'It ignores 2 points of Armor.', requires: 'novice' },
      'bound-to-you': {
        name: 'Bound to You',
        text: 'You can call it to your hand from anywhere within a mile as a Quick Action.',
      },
    },
    drawbacks: {
      cumbersome: { name: 'Cumbersome', text: 'Attacks with it lose 1 die.' },
      bloodthirsty: { name: 'Bloodthirsty', text: 'Once drawn it must draw blood before it can be put away.' },
      recognizable: { name: 'Recognizable', text: 'Anyone who has heard of it knows it, and its owner, on sight.' },
    },
    template:
      'A weapon of the kind named in the description that deals {bonus} than the ordinary version and cannot be ' +
      'broken by ordinary means.',
  },
} as const satisfies Record<string, EffectConfig>;
