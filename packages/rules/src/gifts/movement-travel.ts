import { durationParameter, ladder } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Movement Effects that cover distance: through the air, or through a doorway you open between two places. */
export const travelEffects = {
  flight: {
    name: 'Flight',
    category: 'movement',
    summary: 'Leave the ground and fly, from a low skim to the open sky.',
    example: 'Amara kicks off the fire escape and rides the updraft over the rooftops.',
    // Passive flight is always there, so it costs one more, as Super Speed's does.
    styles: { activated: 0, passive: 1 },
    defaultStyle: 'activated',
    roll: rollWith(['dexterity', 'perception'], 'athletics'),
    parameters: {
      // Special Movement makes true flight a Seasoned Enhancement; here the open sky carries the same gate, and
      // what a Newbie gets is a skim over ground and water.
      ceiling: ladder('Ceiling', 'low', [
        { id: 'low', label: 'no higher than 10 feet above the ground or water below you' },
        { id: 'rooftops', label: 'up to 100 feet above the ground', requires: 'novice' },
        { id: 'open-sky', label: 'as high as you can breathe', requires: 'seasoned' },
      ]),
      speed: ladder('Speed', 'free', [
        { id: 'free', label: 'your free movement rate' },
        { id: 'double', label: 'twice your free movement rate', requires: 'novice' },
        { id: 'five', label: 'five times your free movement rate', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      passenger: { name: 'Passenger', text: 'You can carry one person while you fly.', requires: 'novice' },
      'stoop-dive': {
        name: 'Stoop Dive',
        text: 'An attack made at the end of a dive of 20 feet or more adds Weapon Damage 1.',
      },
      'storm-rider': { name: 'Storm Rider', text: 'Wind, rain and storms never throw you off course.' },
      hover: { name: 'Hover', text: 'You can hang still in the air and use both hands freely while you do.' },
    },
    drawbacks: {
      'wide-wings': {
        name: 'Wide Wings',
        text: 'You need room to fly: you cannot fly through a gap narrower than 10 feet.',
      },
      'running-start': { name: 'Running Start', text: 'You must run 20 feet before you leave the ground.' },
      'light-load': { name: 'Light Load', text: 'You cannot fly carrying more than 20 pounds.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'You can fly at {speed}, {ceiling}. Tight turns, landing in a storm or weaving through a crowd in the air take ' +
      '{roll}; on a failure you lose height or crash. Activated, it lasts ten minutes.',
  },
  portal: {
    name: 'Portal',
    category: 'movement',
    summary: 'Open a doorway between two places that anyone can walk through.',
    example: 'Chalk lines on the warehouse wall glow blue, and Father Ilie waves the team through to the cathedral.',
    styles: { activated: 0, trap: -1 },
    defaultStyle: 'activated',
    roll: rollWith(['intellect', 'perception'], 'occult'),
    parameters: {
      // Teleport reaches 100 feet at Novice; a portal gets that far at Newbie because crossing it takes movement,
      // both ends can be seen, and foes can use it as easily as friends.
      distance: ladder('Distance', 'hundred', [
        { id: 'hundred', label: 'up to 100 feet away' },
        { id: 'mile', label: 'up to a mile away', requires: 'novice' },
        { id: 'hundred-miles', label: 'up to 100 miles away', requires: 'seasoned' },
        { id: 'anywhere', label: 'anywhere in the same world', requires: 'veteran' },
      ]),
      duration: durationParameter('round'),
    },
    enhancements: {
      gatekeeper: {
        name: 'Gatekeeper',
        text: 'You decide who may pass; anyone else meets a solid surface.',
        requires: 'novice',
      },
      'wide-gate': {
        name: 'Wide Gate',
        text: 'The doorway is as wide as a garage door: a car, or ten people in one Round, can pass.',
      },
      peephole: {
        name: 'Peephole',
        text: 'Before it opens you see the far side for a moment and may choose not to open it.',
      },
    },
    drawbacks: {
      'frames-only': {
        name: 'Frames Only',
        text: 'Both ends must sit in a door, gate, arch or window frame.',
      },
      'single-file': { name: 'Single File', text: 'Only one creature can pass through in each Round.' },
      'slams-shut': {
        name: 'Slams Shut',
        text: 'Any attack that hits the doorway closes it at once.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Open a doorway the size of a person, linked to a spot {distance}. For {duration} anyone may step through it, ' +
      'either way, as part of their movement. Opening onto a spot you cannot see and have never stood in needs a ' +
      "photo or a map of it and takes {roll}; on an Outcome of 0 the far end opens somewhere nearby of the GM's " +
      'choosing. ' +
      'Activated, it opens beside you. Trap, it opens under whoever sets it off, and they fall through.',
  },
} as const satisfies Record<string, EffectConfig>;
