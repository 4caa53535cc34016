import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Utility Effects about objects: armor, locks, snares, shaping matter and making things out of nothing. */
export const utilityGearEffects = {
  'enhanced-armor': {
    name: 'Enhanced Armor',
    category: 'utility',
    summary: 'Exceptional armor that protects better than any ordinary suit of its kind.',
    example: "Tomasz's grandmother knitted his grey cardigan; it has stopped two knives and a nail gun.",
    styles: { functional: 0 },
    defaultStyle: 'functional',
    parameters: {
      // The counterpart of Enhanced Weapon's Bonus. Cheaper per point than the Armor Effect, because the wearer
      // still carries the ordinary armor's weight, looks and dice penalty, and can lose it.
      bonus: ladder('Bonus', 'one', [
        { id: 'one', label: '1 more Armor' },
        { id: 'two', label: '2 more Armor', requires: 'novice' },
        { id: 'three', label: '3 more Armor', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      featherweight: {
        name: 'Featherweight',
        text: 'It weighs next to nothing and gives no dice penalty, whatever the ordinary kind would.',
        requires: 'novice',
      },
      'everyday-look': {
        name: 'Everyday Look',
        text: 'It looks and feels like ordinary clothes of your choosing; only a close search shows it is armor.',
      },
      sealed: {
        name: 'Sealed',
        text: 'Closed up, it keeps out smoke, gas, water and bitter cold, and holds ten minutes of air.',
      },
      'quick-fit': {
        name: 'Quick Fit',
        text: 'Putting it on or taking it off is a Quick Action, and it fits anyone it is handed to.',
        excludes: ['laced'],
      },
    },
    drawbacks: {
      clanking: { name: 'Clanking', text: 'It creaks and rattles: its wearer loses 2 dice on Stealth rolls.' },
      laced: {
        name: 'Laced and Buckled',
        text: 'Putting it on or taking it off takes ten minutes.',
        excludes: ['quick-fit'],
      },
      dents: {
        name: 'Dents Stay',
        text: 'Each Injury of severity 4 or more its wearer takes lowers its Armor by 1 until it is mended in a Downtime.',
      },
      unmistakable: {
        name: 'Unmistakable',
        text: 'It is plainly strange; anyone who sees it remembers it, and who wore it.',
      },
    },
    template:
      'Armor of the kind named in the description that gives {bonus} than the ordinary version at no extra dice ' +
      'penalty; ordinary means cannot destroy it. Like all Armor it does not add to Armor from other sources: the ' +
      'highest counts.',
  },
  lock: {
    name: 'Lock and Unlock',
    aliases: ['Unlock'],
    category: 'utility',
    summary: 'Open any lock or fastening, or shut one so that nothing opens it.',
    example: 'Sister Agathe taps the padlock with her rosary and it drops into the snow.',
    // Sits beside Hack: same touch default and the same Status gates on its two ladders.
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['dexterity', 'intellect', 'perception'], 'thievery'),
    parameters: {
      range: rangeParameter('touch'),
      security: ladder('Security', 'ordinary', [
        { id: 'ordinary', label: 'ordinary locks, latches, bolts and knots' },
        { id: 'secure', label: 'any mechanical or electronic lock, safes and vaults included', requires: 'novice' },
        { id: 'warded', label: 'any lock or seal, even one made or guarded by a Gift', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'no-mark': {
        name: 'No Mark',
        text: 'What it opens shows no sign of tampering and sets off no alarm tied to the lock.',
      },
      'hold-fast': {
        name: 'Hold Fast',
        text: 'Whatever you shut also resists force: breaking it open takes Brawn + Athletics at Difficulty 9.',
        requires: 'novice',
      },
      'every-lock': {
        name: 'Every Lock',
        text: 'One use reaches every lock and fastening in range at once.',
        requires: 'novice',
      },
      shackles: {
        name: 'Shackles',
        text:
          'It also works on cuffs, chains and ropes: you slip out of them, or snap them shut on a creature in range ' +
          'that fails to Dodge your {roll}.',
      },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'open-only': { name: 'Open Only', text: 'It can only open things, never shut them.' },
      fiddly: { name: 'Fiddly', text: 'Each use takes a full minute of handling the lock instead of an Action.' },
      'springs-back': {
        name: 'Springs Back',
        text: 'What you open locks itself again after a minute, and what you shut opens again after an hour.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Roll {roll} on one door, lid, lock or fastening within {range}; it works on {security}. On an Outcome of 1 or ' +
      'more you open it, or shut and lock it so that only its key, brute force or a better Outcome opens it again. ' +
      'Trap, the roll is made when you lay it, and the lock opens or shuts the moment the trigger happens.',
  },
  snare: {
    name: 'Snare',
    aliases: ['Traps'],
    category: 'utility',
    summary: 'Rig a hidden snare that catches whoever steps into it.',
    example: 'The poacher who followed Ruth into the woods spent the night hanging upside down from a birch.',
    // Trap is its only style, so it carries no Trap discount: holding someone for a Round is the whole Effect.
    styles: { trap: 0 },
    defaultStyle: 'trap',
    roll: rollWith(['intellect', 'dexterity'], 'survival'),
    parameters: {
      concealment: ladder('Concealment', 'seven', [
        { id: 'seven', label: 'Perception + Alertness at Difficulty 7' },
        { id: 'eight', label: 'Perception + Alertness at Difficulty 8', requires: 'novice' },
        { id: 'nine', label: 'Perception + Alertness at Difficulty 9', requires: 'seasoned' },
      ]),
      grip: ladder('Grip', 'round', [
        { id: 'round', label: 'caught and unable to move for one Round' },
        { id: 'minute', label: 'held fast for a minute', requires: 'novice' },
        { id: 'freed', label: 'held fast until someone else frees them', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      barbed: {
        name: 'Barbed',
        text: 'It also wounds whoever it catches: damage equal to the Contested Outcome plus Weapon Damage 1.',
      },
      alarm: { name: 'Alarm', text: 'You know the moment it springs, wherever you are, and what it caught.' },
      net: { name: 'Net', text: 'It catches every creature within 10 feet of the trigger.', requires: 'novice' },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      bait: {
        name: 'Needs Bait',
        text: 'It springs only on a creature that touches {detail}, set at its center.',
        detail: { label: 'the bait', required: true },
      },
      'frail-cord': { name: 'Frail Cord', text: 'Any cut or hard blow to the snare itself frees whoever it holds.' },
      'home-ground': {
        name: 'Home Ground',
        text: 'It can be set only in {detail}.',
        detail: { label: 'the kind of place', required: true },
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'You rig a snare; spotting it before stepping in takes {concealment}. Whoever springs it rolls Dexterity + ' +
      'Athletics against your {roll}; on a Contested Outcome of 1 or more they are {grip}, unless they tear loose ' +
      'earlier with Brawn + Athletics at Difficulty 8, which takes an Action.',
  },
  'material-manipulation': {
    name: 'Material Manipulation',
    category: 'utility',
    summary: 'Knead stone, wood or metal with your bare hands as if it were clay.',
    example: 'Bartholomew pushes his thumbs into the cell bars and pulls them apart like taffy.',
    // Unlike Elemental Control it needs touch and cannot attack, so its volume opens a doorway at Novice.
    styles: { activated: 0, passive: 1 },
    defaultStyle: 'activated',
    roll: rollWith(['dexterity', 'intellect'], 'crafts'),
    parameters: {
      material: ladder('Material', 'one', [
        { id: 'one', label: 'one material named in the description, such as oak, granite or iron' },
        {
          id: 'family',
          label: 'every kind of wood, of stone or of metal, whichever the description names',
          requires: 'novice',
        },
        { id: 'any', label: 'any solid that is not alive', requires: 'seasoned' },
      ]),
      volume: ladder('Volume', 'armful', [
        { id: 'armful', label: 'about an armful' },
        { id: 'doorway', label: 'enough to open a doorway through a wall', requires: 'novice' },
        { id: 'wall', label: 'a whole wall', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      seamless: { name: 'Seamless', text: 'What you join or patch shows no seam and is as strong as if made whole.' },
      'quick-hands': { name: 'Quick Hands', text: 'Each reshaping takes a Quick Action rather than an Action.' },
      grasping: {
        name: 'Grasping',
        text:
          'You can close the material around a creature touching it: roll {roll}, resisted by its Dexterity + ' +
          'Athletics; on a Contested Outcome of 1 or more it is stuck until broken or cut free.',
        requires: 'novice',
      },
    },
    drawbacks: {
      'slow-to-set': {
        name: 'Slow to Set',
        text: 'What you shape stays soft for an hour, and a firm push in that time spoils it.',
      },
      'both-hands': { name: 'Both Hands', text: 'You must work with both bare hands; gloves or a full grip stop it.' },
      aching: {
        name: 'Aching Hands',
        text: 'After each use you lose 1 die on everything you do with your hands for an hour.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Your bare hands can knead solid matter like warm clay, and it works on {material}. Each Action reshapes ' +
      '{volume}, and what you leave keeps its new shape and hardness. When the shape must be exact or working, like ' +
      "a key, a hinge or a blade, roll {roll}: an Outcome of 4 or more makes it as good as a craftsman's. Activated, " +
      'it lasts ten minutes.',
  },
  conjure: {
    name: 'Conjure Object',
    category: 'utility',
    summary: 'Pull a simple object out of thin air, for a little while.',
    example: 'Halfway up the cliff, Lupe holds out her hand and a coil of red rope drops into it.',
    // Stash keeps things you own; this makes new ones that fade, so its default lasts ten minutes, not forever.
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      object: ladder('Object', 'simple', [
        { id: 'simple', label: 'something simple you could carry, with no moving parts, like a rope or a crowbar' },
        {
          id: 'tool',
          label: 'something you could carry with a few moving parts, like a lantern or a pulley',
          requires: 'novice',
        },
        {
          id: 'machine',
          label: 'any machine you could carry, if you know how it works inside',
          requires: 'seasoned',
        },
      ]),
      duration: durationParameter('ten-minutes'),
    },
    enhancements: {
      large: {
        name: 'Large',
        text: 'It may instead be as big as a car or a shed, appearing on the ground within 15 feet.',
        requires: 'novice',
      },
      'set-of-three': { name: 'Set of Three', text: 'Each use makes up to three objects at once.' },
      armory: {
        name: 'Armory',
        text: 'A weapon you make deals 1 more Weapon Damage than the ordinary kind.',
        requires: 'novice',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      signature: {
        name: 'Signature Object',
        text: 'It can only ever make {detail}.',
        detail: { label: 'the one object', required: true },
      },
      flimsy: { name: 'Flimsy', text: 'It breaks at the first real strain: a blow, a fall or a heavy load.' },
      ghostly: {
        name: 'Ghostly',
        text: 'It is faintly see-through and cold; anyone handling it knows it is unnatural.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'You call into your hand {object}, shaped as you choose. It lasts {duration} and then fades away; until then it ' +
      'works as well as an ordinary one, but it can never be food, medicine, money or a thing with a Gift of its own.',
  },
} as const satisfies Record<string, EffectConfig>;
