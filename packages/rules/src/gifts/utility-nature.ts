import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { anyRoll } from './rolls.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Utility Effects over the world around you: light and darkness, the weather, and growing things. */
export const utilityNatureEffects = {
  'light-and-shadow': {
    name: 'Light and Shadow',
    category: 'utility',
    summary: 'Flood a place with daylight or with a darkness no lamp can pierce.',
    example: 'The power is out across the block, yet the alley where Kofi stands glows like noon.',
    // Obscure hides one creature; this changes a whole area for everyone in it, friend and foe alike.
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: anyRoll('perception', 'occult'),
    parameters: {
      range: rangeParameter('medium'),
      area: ladder('Area', 'small', [
        { id: 'small', label: 'a circle 15 feet across' },
        { id: 'street', label: 'a circle 50 feet across', requires: 'novice' },
        { id: 'block', label: 'a circle 150 feet across', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'own-eyes': {
        name: 'Own Eyes',
        text: 'You and the allies you choose see through your darkness as if it were dusk.',
      },
      sunlight: {
        name: 'True Sunlight',
        text: 'The light is real sunlight, with all that means for creatures that dread it.',
      },
      anchored: {
        name: 'Anchored',
        text: 'You may center it on a creature or object in range, and it moves with them.',
        requires: 'novice',
      },
      hush: {
        name: 'Hush',
        text: 'Your darkness also swallows sound: nothing inside it can be heard from outside.',
        requires: 'novice',
      },
    },
    drawbacks: {
      'one-side': {
        name: 'One Side',
        text: 'It makes only {detail}, never the other.',
        detail: { label: 'light or darkness', required: true },
      },
      flickering: { name: 'Flickering', text: 'It goes out the moment you take any damage.' },
      'night-only': { name: 'Night Only', text: 'It works only between sunset and sunrise.' },
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'For {duration}, fill {area} centered on a point within {range} with light as bright as day, or with darkness that ' +
      'no ordinary light pierces and no ordinary eye sees through. You can instead flash the light into the eyes of ' +
      'one creature in range: roll {roll}, resisted by their Dexterity + Alertness, and for a minute they lose dice ' +
      'equal to the Contested Outcome, at most 3, on anything that needs sight. Trap, it centers on the spot where ' +
      'you lay it.',
  },
  weather: {
    name: 'Weather Calling',
    category: 'utility',
    summary: 'Call rain, fog, wind or snow, or clear the sky.',
    example: 'Old Ines hums to the clouds over the harbor, and by noon the fog is too thick to sail.',
    // Wider than Elemental Control's street at Seasoned, but slow to come and unable to aim harm at anyone.
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: anyRoll('perception', 'survival'),
    parameters: {
      area: ladder('Area', 'block', [
        { id: 'block', label: 'a city block' },
        { id: 'district', label: 'a whole neighborhood', requires: 'novice' },
        { id: 'town', label: 'a whole town', requires: 'seasoned' },
      ]),
      onset: ladder('Onset', 'ten-minutes', [
        { id: 'hour', label: 'an hour' },
        { id: 'ten-minutes', label: 'ten minutes' },
        { id: 'minute', label: 'one minute', requires: 'novice' },
        { id: 'round', label: 'one Round', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      lightning: {
        name: 'Lightning',
        text:
          'Once the weather is stormy you can call one bolt a Round onto a creature you see in it, as an Action: ' +
          '{roll} against their Dodge, with Weapon Damage 3.',
        requires: 'seasoned',
      },
      'eye-of-the-storm': {
        name: 'Eye of the Storm',
        text: 'The weather you call never touches you or anyone within 10 feet of you.',
      },
      steering: {
        name: 'Steering',
        text: 'While it lasts you can move it or turn it into another weather with an Action.',
      },
      lingering: { name: 'Lingering', text: 'It stays for a day rather than an hour.', requires: 'novice' },
    },
    drawbacks: {
      'in-season': {
        name: 'In Season',
        text: 'It can bring only weather that could really happen in that place and season.',
      },
      'unruly-sky': {
        name: 'Unruly Sky',
        text: 'On an Outcome of 0 or less some other weather arrives instead, of the GM’s choosing.',
      },
      'open-sky': { name: 'Open Sky', text: 'You must stand under the open sky to call it.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} and name the weather you want: rain, fog, wind, snow or a clear sky. On an Outcome of 1 or more it ' +
      'gathers over {area} around you within {onset}, stays for an hour and then passes as weather does. On 4 or ' +
      'more it can be as fierce as natural weather gets: rain that floods the roads, fog no one sees 15 feet into, or ' +
      'gusts that knock down anyone who fails Brawn + Athletics at Difficulty 7.',
  },
  'plant-control': {
    name: 'Plant Control',
    category: 'utility',
    summary: 'Make plants grow in moments and move as you will.',
    example: 'Ivy pours down the embassy wall and lifts Priya to the third-floor window.',
    // Its attack matches Elemental Control's (Weapon Damage 1); holding a creature is an Enhancement, not the core.
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: anyRoll('intellect', 'survival'),
    parameters: {
      range: rangeParameter('near'),
      growth: ladder('Growth', 'season', [
        { id: 'season', label: "a season's growth" },
        { id: 'years', label: 'years of growth, enough to raise a tree from a seed', requires: 'novice' },
        { id: 'thicket', label: 'a thicket as wide as a street from a handful of seeds', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'grasping-vines': {
        name: 'Grasping Vines',
        text:
          'Instead of striking, the plants may seize the creature: on a Contested Outcome of 1 or more it cannot ' +
          'move until it tears free with Brawn + Athletics at Difficulty 7, as an Action.',
        requires: 'novice',
      },
      'green-whispers': {
        name: 'Green Whispers',
        text: 'Plants in range tell you, slowly, what has passed by them in the last day.',
      },
      fruitful: {
        name: 'Fruitful',
        text: 'The plants can bear food or common herbs; one use feeds a person for a day.',
      },
      'barren-ground': {
        name: 'Barren Ground',
        text: 'Plants can spring up even from stone, concrete or a bare floor.',
        requires: 'novice',
      },
    },
    drawbacks: {
      'one-species': {
        name: 'One Species',
        text: 'It works only on {detail}.',
        detail: { label: 'the kind of plant', required: true },
      },
      wilting: { name: 'Wilting', text: 'Everything you grew or moved withers to dust an hour later.' },
      'sun-fed': { name: 'Sun-Fed', text: 'It works only in daylight.' },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'Plants within {range} move as you wish for a minute and grow up to {growth}, starting from whatever roots or ' +
      'seeds are there. They can lift, pull or carry about what a strong person could. To lash a creature in range ' +
      'with them, roll {roll}, resisted by its Dexterity + Athletics, with Weapon Damage 1. Trap, they wake when the ' +
      'trigger happens and lash at whoever set it off.',
  },
} as const satisfies Record<string, EffectConfig>;
