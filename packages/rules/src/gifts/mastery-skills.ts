import { ladder, masteryBonusParameter } from './parameters.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Mastery Effects beyond your own weapon: one Ability past human limits, any vehicle at all, and leading a fight. */
export const skillMasteryEffects = {
  'ability-mastery': {
    name: 'Ability Mastery',
    category: 'mastery',
    summary: 'Practise one Primary Ability at a level no human could reach.',
    example: "Nadia opens the bank's newest lock in the time it takes the guard to sneeze.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      // Ranks, not bonus dice, so it adds to other dice bonuses the way a Mythic Attribute does, on a narrower base.
      boost: ladder('Boost', 'one', [
        { id: 'one', label: '1' },
        { id: 'two', label: '2', requires: 'novice' },
        { id: 'three', label: '3', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'quick-study': { name: 'Quick Study', text: 'Tasks with the Ability take you half the usual time.' },
      mentor: {
        name: 'Mentor',
        text: 'An ally you talk through a task gains 1 die on their roll with the same Ability.',
      },
      unshaken: {
        name: 'Unshaken',
        text: 'Your Penalty never reduces rolls with the Ability.',
        requires: 'novice',
      },
      masterstroke: {
        name: 'Masterstroke',
        text: 'Once per Contract you may take an Outcome of 6 on a roll with the Ability instead of rolling.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      narrow: {
        name: 'Narrow',
        text: 'It helps only with {detail}, not every use of the Ability.',
        detail: { label: 'the narrow field within the Ability', required: true },
      },
      obsessive: {
        name: 'Obsessive',
        text: 'Once you start a task with the Ability, leaving it unfinished takes a Self-Control roll.',
      },
      lopsided: {
        name: 'Lopsided',
        text: 'Rolls with {detail} lose 1 die; the talent crowds out the rest.',
        detail: { label: 'the Ability that suffers', required: true },
      },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'Your rank in the Primary Ability named in the description counts {boost} higher for every roll that uses it, ' +
      'even past 5. Brawl, Melee and Firearms cannot be chosen: the fighting masteries cover them.',
  },
  'vehicle-mastery': {
    name: 'Vehicle Mastery',
    category: 'mastery',
    summary: 'Drive, fly or steer anything with controls as if you were born behind them.',
    example:
      "Kasia had never seen a helicopter's cockpit before tonight; she sets it down on the hospital roof anyway.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      // The dice ladder of Weapon Mastery, on Drive rolls.
      bonus: masteryBonusParameter(),
    },
    enhancements: {
      'steady-platform': {
        name: 'Steady Platform',
        text: 'Anyone shooting from a vehicle you drive takes no added Difficulty for its speed.',
      },
      'crash-savvy': {
        name: 'Crash Savvy',
        text: 'When a vehicle you drive crashes, each Injury it deals you and your passengers is 2 severity lower.',
        requires: 'novice',
      },
      redline: {
        name: 'Redline',
        text: 'A vehicle you drive reaches one Speed Rating past its usual top speed.',
        requires: 'seasoned',
      },
      'beast-rider': { name: 'Beast Rider', text: 'It also covers animals you ride, from horses to stranger mounts.' },
    },
    drawbacks: {
      'one-kind': {
        name: 'One Kind',
        text: 'It works only with {detail}.',
        detail: { label: 'the kind of vehicle', required: true },
      },
      'lead-foot': {
        name: 'Lead Foot',
        text: 'Drive rolls to go slowly, quietly or unnoticed lose 2 dice.',
      },
      'hard-on-machines': {
        name: 'Hard on Machines',
        text: 'After each chase the vehicle you drove needs a day of repairs before it runs well again.',
      },
    },
    template:
      'You can operate any vehicle whose controls you can reach, even one you have never seen or one built for other ' +
      'hands, and you gain {bonus} on Drive rolls.',
  },
  'tactical-mastery': {
    name: 'Tactical Mastery',
    category: 'mastery',
    summary: 'Read a fight like a chessboard and move your allies like pieces.',
    example: '"Left, now," says Colonel Adaeze, and the grenade lands where her squad stood a heartbeat before.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      // One die to one ally, like Ability Mastery's Mentor; more allies need Status, as a whole squad gains from it.
      allies: ladder('Allies', 'one', [
        { id: 'one', label: 'one ally' },
        { id: 'two', label: 'two allies', requires: 'novice' },
        { id: 'all', label: 'every ally', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      reposition: {
        name: 'Reposition',
        text: 'Instead of the die, an ally you order may move up to 10 feet at once, outside their turn.',
      },
      foresight: {
        name: 'Foresight',
        text: 'Allies within earshot are never caught by surprise unless you are too.',
        requires: 'novice',
      },
      'read-the-foe': {
        name: 'Read the Foe',
        text: 'After watching enemies fight for one Round you know which of them leads and what they will try next.',
      },
      'silent-signals': {
        name: 'Silent Signals',
        text: 'Your orders can be hand signs or glances that foes cannot follow.',
        excludes: ['loud'],
      },
    },
    drawbacks: {
      loud: {
        name: 'Loud',
        text: 'Your orders must be shouted; foes within earshot hear them too.',
        excludes: ['silent-signals'],
      },
      'in-sight': { name: 'In Sight', text: 'You can order only allies you can see.' },
      'armchair-general': {
        name: 'Armchair General',
        text: 'In a Round you give an order, your own attacks lose 1 die.',
      },
    },
    template:
      'Once per Round you may give an order as a Quick Action that costs you no dice; it lends 1 die on the next ' +
      'roll this Round to {allies} who can hear it.',
  },
} as const satisfies Record<string, EffectConfig>;
