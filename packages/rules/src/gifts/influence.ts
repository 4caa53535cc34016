import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith, socialRoll } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that bend other creatures; the social ones roll Charisma, as the rules demand. */
export const influenceEffects = {
  'emotion-control': {
    name: 'Emotion Control',
    category: 'influence',
    summary: 'Stir up or smother one feeling in someone.',
    example: 'When Lucien smiles at the bouncer, a warm, brotherly trust floods over the man.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: socialRoll('influence'),
    parameters: { range: rangeParameter('near'), duration: durationParameter('minute') },
    enhancements: {
      crowd: {
        name: 'Crowd',
        text: 'One roll reaches everyone within 20 feet of the target; each resists on their own.',
        requires: 'seasoned',
      },
      'ride-the-wave': {
        name: 'Ride the Wave',
        text: 'Your other Charisma rolls on the target that lean on that feeling gain 2 dice.',
      },
      subtle: sharedEnhancements.subtle,
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'one-note': {
        name: 'One Note',
        text: 'It can only raise {detail}.',
        detail: { label: 'the single emotion', required: true },
      },
      aftertaste: { name: 'Aftertaste', text: 'Once it ends the target knows their feelings were tampered with.' },
      telltale: sharedDrawbacks.telltale,
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Name an emotion and roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. On a ' +
      'Contested Outcome of 1 or more they feel it strongly for {duration}; it colors their choices but does not make them.',
  },
  fascinate: {
    name: 'Fascinate',
    category: 'influence',
    summary: "Hold someone's attention so completely they forget everything else.",
    example: "Mirela's card tricks leave the whole guardroom staring at her hands.",
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: socialRoll('performance'),
    parameters: { range: rangeParameter('near'), duration: durationParameter('minute') },
    enhancements: {
      audience: {
        name: 'Audience',
        text: 'It holds as many creatures in range as your Outcome; each resists on their own.',
        requires: 'novice',
      },
      'blank-spot': { name: 'Blank Spot', text: 'Afterwards they remember nothing of the time they were held.' },
      'walking-show': { name: 'Walking Show', text: 'You may move at a walk without breaking the hold.' },
    },
    drawbacks: {
      'keep-performing': {
        name: 'Keep Performing',
        text: 'You must keep up the show and can take no other Action while it lasts.',
      },
      'eye-contact': { name: 'Eye Contact', text: 'It works only on a target who can see your eyes.' },
      'thin-spell': { name: 'Thin Spell', text: 'Any loud noise or sudden light breaks the hold.' },
      draining: sharedDrawbacks.draining,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. On a Contested Outcome of 1 ' +
      'or more they can only watch you for {duration}; harm or a plain threat to them breaks it.',
  },
  suggestion: {
    name: 'Suggestion',
    category: 'influence',
    summary: 'Plant an idea that the target takes for their own.',
    example: '"You look tired, you should go home," Sister Agathe says, and the detective does.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: socialRoll('influence'),
    parameters: {
      range: rangeParameter('near'),
      scope: ladder('Scope', 'moment', [
        { id: 'moment', label: 'a simple act of a moment' },
        { id: 'hour', label: 'a task of up to an hour', requires: 'novice' },
        { id: 'day', label: 'a standing instruction for a day', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      unspoken: {
        name: 'Unspoken',
        text: 'You do not need to speak; the idea arrives in their head.',
        requires: 'novice',
      },
      'no-memory': { name: 'No Memory', text: 'They never realize the idea was not theirs.' },
      'deep-root': { name: 'Deep Root', text: 'They resist at 1 higher Difficulty.' },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'common-tongue': { name: 'Common Tongue', text: 'They must understand the language you speak it in.' },
      'strangers-only': { name: 'Strangers Only', text: 'It fails on anyone who knows your name.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
      draining: sharedDrawbacks.draining,
    },
    template:
      'Speak a suggestion to a creature within {range} and roll {roll}, resisted by their Intellect + Alertness. On a ' +
      'Contested Outcome of 1 or more they carry out {scope}, unless it would plainly harm them or those they love.',
  },
  'beast-command': {
    name: 'Beast Command',
    aliases: ['Animal Control'],
    category: 'influence',
    summary: 'Make an ordinary animal obey you.',
    example: 'Old Ferris whistles twice and every stray dog on the block falls in behind him.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: socialRoll('animals'),
    parameters: {
      range: rangeParameter('near'),
      size: ladder('Size', 'small', [
        { id: 'small', label: 'no bigger than a dog' },
        { id: 'human', label: 'up to human size', requires: 'novice' },
        { id: 'large', label: 'up to horse or bear size', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'borrowed-eyes': { name: 'Borrowed Eyes', text: 'You can see and hear through the animal while it obeys.' },
      pack: { name: 'Pack', text: 'It reaches as many animals in range as your Outcome.', requires: 'novice' },
      'lasting-bond': { name: 'Lasting Bond', text: 'One animal you command may stay loyal to you for good.' },
    },
    drawbacks: {
      'one-kind': {
        name: 'One Kind',
        text: 'It works only on {detail}.',
        detail: { label: 'the kind of animal', required: true },
      },
      'fed-first': { name: 'Fed First', text: 'The animal must be given food before it will listen.' },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Roll {roll} against an ordinary animal within {range}, {size}, resisted by its Intellect + Alertness. On a ' +
      'Contested Outcome of 1 or more it follows your spoken commands for a day, as far as its body allows.',
  },
  possession: {
    name: 'Possession',
    category: 'influence',
    summary: "Leave your body behind and steer someone else's.",
    example: "When the dybbuk in Ezra's pendant wakes, he walks the mayor's body out of City Hall.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    costDelta: 1,
    roll: rollWith(['charisma', 'intellect'], 'occult'),
    parameters: {
      range: rangeParameter('touch'),
      duration: ladder('Duration', 'minute', [
        { id: 'minute', label: 'one minute' },
        { id: 'ten-minutes', label: 'ten minutes', requires: 'novice' },
        { id: 'hour', label: 'one hour', requires: 'seasoned' },
        { id: 'day', label: 'one day', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'memory-access': {
        name: 'Memory Access',
        text: "While inside, you can search the host's memories as if they were yours.",
        requires: 'seasoned',
      },
      'silent-rider': { name: 'Silent Rider', text: 'The host remembers nothing of the time you held them.' },
      leap: {
        name: 'Leap',
        text: 'From a host you may jump straight into another creature in range with a fresh roll.',
        requires: 'professional',
      },
    },
    drawbacks: {
      tether: { name: 'Tether', text: 'If the host goes more than 100 feet from your body, you snap back.' },
      'shared-pain': { name: 'Shared Pain', text: 'Whenever the host is injured you take one Mind damage.' },
      'willing-host': { name: 'Willing Host', text: 'It only works on a creature that lets you in.' },
      backlash: sharedDrawbacks.backlash,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. On a Contested Outcome of ' +
      '1 or more your mind takes their body for {duration}: you use their Brawn, Dexterity and Body with your own mind, ' +
      'while your body lies helpless. Injuries stay with the host; Mind damage is yours.',
  },
  inspire: {
    name: 'Inspire',
    category: 'influence',
    summary: 'Fire up your allies with words or a song so they do better together.',
    example: 'Captain Adebayo shouts one line over the gunfire and the whole squad stops shaking.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: socialRoll('performance'),
    // Hex takes up to 3 dice from one foe; this gives 1 die to several allies, and bonuses never stack.
    parameters: {
      range: rangeParameter('near'),
      bonus: ladder('Bonus', 'one', [
        { id: 'one', label: '1 die' },
        { id: 'two', label: '2 dice', requires: 'novice' },
        { id: 'three', label: '3 dice', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      rally: { name: 'Rally', text: 'Each ally it reaches also recovers 1 Mind damage.', requires: 'novice' },
      'steel-nerves': {
        name: 'Steel Nerves',
        text: 'While it lasts they ignore the Mind part of their Penalty.',
        requires: 'seasoned',
      },
      'lead-by-example': {
        name: 'Lead by Example',
        text: 'You gain the bonus too, without taking up one of the places.',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'one-cause': {
        name: 'One Cause',
        text: 'The bonus counts only on rolls that serve {detail}.',
        detail: { label: 'the cause they must be fighting for', required: true },
      },
      demanding: {
        name: 'Demanding',
        text: 'An ally who botches a roll while it lasts takes one Mind damage from the shame.',
      },
      hoarse: { name: 'Hoarse', text: 'Afterwards you cannot raise your voice above a whisper for ten minutes.' },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Roll {roll} and choose allies within {range} who can hear or see you, as many as your Outcome. Each gains ' +
      '{bonus} on every roll for {duration}, and any fear a Gift forced on them lifts.',
  },
  'animal-possession': {
    name: 'Animal Possession',
    category: 'influence',
    summary: 'Slip your mind into an animal and live through its senses and body for a while.',
    example: 'While her body sleeps in the van, Priya circles the compound as a crow, counting guards.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma', 'perception'], 'animals'),
    // Cheaper than Possession (no extra cost): an animal's body can spy and scratch, but it cannot talk or open safes.
    parameters: {
      range: rangeParameter('near'),
      size: ladder('Size', 'small', [
        { id: 'small', label: 'no bigger than a dog' },
        { id: 'human', label: 'up to human size', requires: 'novice' },
        { id: 'large', label: 'up to horse or bear size', requires: 'seasoned' },
      ]),
      duration: ladder('Duration', 'ten-minutes', [
        { id: 'minute', label: 'one minute' },
        { id: 'ten-minutes', label: 'ten minutes' },
        { id: 'hour', label: 'one hour', requires: 'novice' },
        { id: 'day', label: 'one day', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'waking-bell': {
        name: 'Waking Bell',
        text: 'You feel any touch on your own body while you ride, and may return to it at once as a Reaction.',
        requires: 'novice',
      },
      'beast-tongue': {
        name: 'Beast Tongue',
        text: 'While you ride it you can speak through its mouth in a rough, strange voice.',
      },
      'flock-hopper': {
        name: 'Flock Hopper',
        text: 'From one animal you may hop into another it can see with a fresh roll, without going home first.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'short-leash': {
        name: 'Short Leash',
        text: 'If the animal goes more than 300 feet from your body, you snap back at once.',
      },
      totem: {
        name: 'Totem',
        text: 'It works only on {detail}.',
        detail: { label: 'the one kind of animal', required: true },
      },
      'lingering-instinct': {
        name: 'Lingering Instinct',
        text: 'For an hour after you return you startle at every noise and lose 1 die on Intellect rolls.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Roll {roll} against an ordinary animal within {range}, {size}, resisted by its Intellect + Alertness. On a ' +
      'Contested Outcome of 1 or more your mind rides it for {duration}: you sense what it senses and move it as your ' +
      'own body, with its Brawn, Dexterity and Body, while yours lies senseless. You may let go at any time; if the ' +
      'animal dies with you inside, you wake with 3 Mind damage.',
  },
} as const satisfies Record<string, EffectConfig>;
