import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Utility Effects of uncanny help: bent luck, doubles of yourself and a bonded little creature. */
export const utilityUncannyEffects = {
  luck: {
    name: 'Luck',
    category: 'utility',
    summary: 'Make the dice fall again, for a friend or against a foe.',
    example: "The bookie's pistol clicks on an empty chamber, and Nadia smiles for the first time all night.",
    // Hex weighs on every roll for a while; this touches one roll at a time, and the second result may be worse.
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    roll: rollWith(['charisma', 'perception', 'intellect'], 'occult'),
    parameters: {
      uses: ladder('Uses', 'day', [
        { id: 'day', label: 'once per day' },
        { id: 'hour', label: 'once per hour', requires: 'novice' },
        { id: 'ten-minutes', label: 'once every ten minutes', requires: 'seasoned' },
      ]),
      range: rangeParameter('near'),
    },
    enhancements: {
      charmed: {
        name: 'Charmed',
        text: 'You choose which of the two results the roller keeps.',
        requires: 'novice',
      },
      hunch: {
        name: 'Hunch',
        text: 'Once per Contract the GM warns you, with a bad feeling, just before you walk into danger.',
      },
      'sure-jinx': {
        name: 'Sure Jinx',
        text: 'An unwilling creature gets no roll to resist it.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      fickle: { name: 'Fickle', text: 'Each time you use it, your own next roll loses 1 die.' },
      'not-for-you': { name: 'Not for You', text: 'It never works on your own rolls.' },
      balance: {
        name: 'Luck Must Balance',
        text: 'After each use the GM may, once before the Contract ends, make you roll one of your rolls again and keep the second result.',
      },
      focus: sharedDrawbacks.focus,
    },
    template:
      'You may use it {uses}, right after the dice land on any roll made within {range}: the roller rolls them all ' +
      'again and keeps the second result, better or worse. Against a creature that does not want it, first roll ' +
      '{roll}, resisted by their Intellect + Alertness; it works only on a Contested Outcome of 1 or more. Activated, ' +
      'it must first be woken with the activation, and then it stays ready for one hour.',
  },
  duplicate: {
    name: 'Duplicate',
    category: 'utility',
    summary: 'Split off short-lived doubles of yourself.',
    example: 'Three identical Marcos walk out of the restroom and into three different taxis.',
    // Summon's minion is sturdier and lasts an hour; a double has your skills, so it is fragile and brief.
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      doubles: ladder('Doubles', 'one', [
        { id: 'one', label: 'one double' },
        { id: 'two', label: 'two doubles', requires: 'novice' },
        { id: 'three', label: 'three doubles', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      sturdy: { name: 'Sturdy', text: 'A double shrugs off its first Injury and falls apart only at the second.' },
      switch: {
        name: 'Switch Places',
        text: 'As a Quick Action you can trade places with one of your doubles.',
        requires: 'novice',
      },
      wanderer: {
        name: 'Wanderer',
        text: 'A double may go any distance from you, and you can see and hear what it does.',
        excludes: ['tethered'],
      },
      'shell-game': {
        name: 'Shell Game',
        text:
          'Once you and your doubles have moved out of sight together, telling which one is you takes Perception + ' +
          'Alertness at Difficulty 8.',
      },
    },
    drawbacks: {
      mirror: {
        name: 'Mirror Image',
        text: 'Doubles can only repeat your own movements, a moment behind you.',
      },
      'shared-pain': {
        name: 'Shared Pain',
        text: 'Whenever a double falls apart from an Injury, you take one Mind damage.',
      },
      mute: { name: 'Mute', text: 'Doubles cannot speak or make any sound of their own.' },
      tethered: {
        name: 'Tethered',
        text: 'A double that strays more than 50 feet from you falls apart at once.',
        excludes: ['wanderer'],
      },
    },
    template:
      'You split off {doubles} of yourself, lasting {duration}. A double looks and sounds like you and wears a copy ' +
      'of your clothes, but carries nothing else. It rolls your Attributes and Abilities and acts on your Initiative ' +
      'as you direct it, has none of your Gifts and falls apart at its first Injury. When a double ends you remember ' +
      'what it saw.',
  },
  familiar: {
    name: 'Familiar',
    category: 'utility',
    summary: 'Keep a small, clever creature bonded to you that scouts and fetches.',
    example: 'Professor Abara never opens a door before her one-eyed jackdaw has looked through the window.',
    // Summon brings a fighter for an hour; a familiar is always there but small, and rolls fewer dice.
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      link: ladder('Link', 'hundred', [
        { id: 'hundred', label: '100 feet' },
        { id: 'mile', label: 'a mile', requires: 'novice' },
        { id: 'anywhere', label: 'any distance', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      talking: { name: 'Talking', text: 'It can speak aloud in any language you know.' },
      'clever-paws': {
        name: 'Clever Paws',
        text: 'It can work latches, buttons and small tools about as well as you could with one hand.',
      },
      flier: { name: 'Flier', text: 'It can fly, even if its kind does not.' },
      'second-vessel': {
        name: 'Second Vessel',
        text: 'Your Gifts that reach a target can start from where it is, as if you stood there.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      needy: {
        name: 'Needy',
        text: 'It must be fed and fussed over; after a day of neglect it sulks and will not go.',
      },
      skittish: { name: 'Skittish', text: 'It flees from any fight and hides until things are quiet.' },
      'bound-hurt': { name: 'Bound Hurt', text: 'Whenever it takes an Injury, you take one Mind damage.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'You have a familiar: a creature of the kind named in the description, no bigger than a cat, about as clever ' +
      'as a child and loyal to you alone. While it is within {link} of you, you can talk with it mind to mind and, ' +
      'with your eyes closed, see and hear what it does. It has 2 Body and rolls 4 dice for anything it tries; if it ' +
      'dies, another finds you after your next Downtime.',
  },
} as const satisfies Record<string, EffectConfig>;
