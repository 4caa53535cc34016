import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Information Effects that reach far: into the next moments, to a distant place, or after a marked quarry. */
export const farInformationEffects = {
  precognition: {
    name: 'Precognition',
    category: 'information',
    summary: 'Glimpse what is about to happen if nobody changes course.',
    example: 'Lena blinks and sees the chandelier fall, three seconds before it does.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['perception', 'intellect'], 'occult'),
    parameters: {
      // Investigate Area looks a day back at Newbie; the future is worth more than the past, so a Newbie sees a minute.
      horizon: ladder('Horizon', 'minute', [
        { id: 'minute', label: 'the next minute' },
        { id: 'hour', label: 'the next hour', requires: 'novice' },
        { id: 'day', label: 'the next day', requires: 'seasoned' },
        { id: 'week', label: 'the next week', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'head-start': {
        name: 'Head Start',
        text: 'If a fight breaks out in the time you glimpsed, you and anyone you warned act first in its first Round.',
        requires: 'novice',
      },
      'fork-in-the-road': {
        name: 'Fork in the Road',
        text: 'You may also name two courses of action and learn the likeliest result of each.',
      },
      'anothers-future': {
        name: "Another's Future",
        text: 'You may glimpse the future around a creature you touch instead of your own.',
      },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      riddles: {
        name: 'Riddles',
        text: 'The GM answers in symbols and dream images, never in plain words.',
      },
      'vision-fit': {
        name: 'Vision Fit',
        text: 'You are helpless for a Round while the vision holds you, eyes rolled back and muttering.',
      },
      unheeded: {
        name: 'Unheeded',
        text: 'Nobody believes a warning drawn from it until they have seen one of your visions come true.',
      },
      draining: sharedDrawbacks.draining,
    },
    template:
      'Roll {roll} and glimpse {horizon}: for each point of Outcome the GM tells you one thing that will happen then ' +
      'if nobody changes course. What you see is likely, not fixed; acting on it can change it.',
  },
  clairvoyance: {
    name: 'Clairvoyance',
    category: 'information',
    summary: 'See and hear a distant place as if you stood in it.',
    example: 'Eyes shut on the train, Ravi watches the men waiting in his flat across town.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['perception', 'intellect'], 'occult'),
    parameters: {
      // Telepathy reaches a mile at Novice too; looking is no stronger than talking.
      distance: ladder('Distance', 'close', [
        { id: 'close', label: 'within 300 feet' },
        { id: 'mile', label: 'up to a mile away', requires: 'novice' },
        { id: 'world', label: 'anywhere in the same world', requires: 'seasoned' },
        { id: 'beyond', label: 'anywhere at all', requires: 'veteran' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'roving-eye': { name: 'Roving Eye', text: 'You can move the spot you watch from at a walking pace.' },
      'follow-a-face': {
        name: 'Follow a Face',
        text: 'Instead of a place you may watch a creature you know well, wherever it goes in range.',
        requires: 'novice',
      },
      'both-places': {
        name: 'Both Places',
        text: 'You stay aware of your own surroundings while you watch and can act there at the same time.',
      },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      'sight-only': { name: 'Sight Only', text: 'You see the place but hear nothing from it.' },
      'through-glass': {
        name: 'Through Glass',
        text: 'You can watch only through a window, a mirror or still water at the place.',
      },
      'felt-presence': {
        name: 'Felt Presence',
        text: 'Everyone at the place feels watched, and animals there stare at the spot you watch from.',
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Pick a place {distance}. For {duration} you see and hear what happens there from one spot of your choosing. ' +
      'Watching a place you have never been to needs a picture or a description of it and takes {roll}; on an ' +
      'Outcome of 0 you see nothing.',
  },
  mark: {
    name: 'Mark',
    category: 'information',
    summary: 'Put an unseen mark on someone or something and always know where it is.',
    example:
      'Quill brushes past the courier, and for a week he can feel the man moving across the map like a splinter.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['dexterity', 'perception', 'intellect'], 'thievery'),
    parameters: {
      // Detection finds every thing of a kind within 50 feet; a mark follows one thing across the world, so it
      // needs a touch and a contested roll to place.
      range: rangeParameter('touch'),
      hold: ladder('Hold', 'day', [
        { id: 'hour', label: 'one hour' },
        { id: 'day', label: 'one day' },
        { id: 'week', label: 'one week', requires: 'novice' },
        { id: 'lasting', label: 'until you lift it or a Gift breaks it', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'spread-marks': {
        name: 'Spread Marks',
        text: 'One roll can mark up to three targets in range; each creature resists on its own.',
        requires: 'novice',
      },
      'sense-through': {
        name: 'Sense Through',
        text: 'Once a Round you may see and hear what is around the mark as if you stood beside it.',
        requires: 'novice',
      },
      'reach-through': {
        name: 'Reach Through',
        text: 'Your Gifts that need a target you can perceive may choose the marked creature, however far it is.',
        requires: 'seasoned',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'visible-mark': {
        name: 'Visible Mark',
        text: 'The mark shows plainly on skin or surface: {detail}.',
        detail: { label: 'what the mark looks like', required: true },
      },
      'two-way-bond': {
        name: 'Two-Way Bond',
        text: 'The marked creature also knows the direction and distance to you while the mark holds.',
      },
      washable: { name: 'Washable', text: 'Running water or a good scrub removes the mark.' },
      draining: sharedDrawbacks.draining,
    },
    template:
      'Roll {roll} against a creature or object within {range}; a creature resists with its Dexterity + Alertness, an ' +
      'object does not resist. On a Contested Outcome of 1 or more the mark holds for {hold}: you always know the ' +
      'direction and rough distance to it, wherever it goes in the same world. ' +
      'Trap, the mark lands on whoever sets it off.',
  },
} as const satisfies Record<string, EffectConfig>;
