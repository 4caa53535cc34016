import { ladder } from './parameters.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig, ParameterConfig } from './types.js';

const boost: ParameterConfig = ladder('Boost', 'one', [
  { id: 'one', label: '1' },
  { id: 'two', label: '2', requires: 'novice' },
  { id: 'three', label: '3', requires: 'seasoned' },
]);

/** The five Mythic Attributes: one Attribute pushed past human limits, each with its own perks. */
export const mythicEffects = {
  'mythic-brawn': {
    name: 'Mythic Brawn',
    category: 'mythic',
    summary: 'Strength and toughness beyond any human.',
    example: 'Big Tomasz rolls the car off the trapped child without bending his knees.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: { boost },
    enhancements: {
      'titan-grip': {
        name: 'Titan Grip',
        text: 'You can lift and carry ten times what your Brawn allows.',
        requires: 'novice',
      },
      'stone-body': { name: 'Stone Body', text: 'Your Body rating is 1 higher.', requires: 'seasoned' },
      shockwave: {
        name: 'Shockwave',
        text: 'Stamping the ground as an Action knocks everyone within 10 feet prone unless they roll Dexterity + Athletics at Difficulty 6.',
      },
    },
    drawbacks: {
      'heavy-hands': {
        name: 'Heavy Hands',
        text: 'Delicate things break in your grip unless you roll Dexterity + Crafts at Difficulty 7.',
      },
      'dense-frame': { name: 'Dense Frame', text: 'You sink in water and weigh three times what you look.' },
      conditional: sharedDrawbacks.conditional,
    },
    template: 'Your Brawn counts {boost} higher (even past 5) for rolls, lifting, carrying and jumping.',
  },
  'mythic-dexterity': {
    name: 'Mythic Dexterity',
    category: 'mythic',
    summary: 'Grace and reflexes beyond any human.',
    example: 'Lina walks the length of the telephone wire, then does it backwards to show off.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: { boost },
    enhancements: {
      'cat-landing': { name: 'Cat Landing', text: 'Falls of less than 30 feet never hurt you.' },
      'first-move': { name: 'First Move', text: 'You gain 2 dice on initiative rolls.', requires: 'novice' },
      'sleight-of-hand': {
        name: 'Sleight of Hand',
        text: 'Small objects in your hands can vanish or appear in plain view with no roll.',
      },
    },
    drawbacks: {
      restless: { name: 'Restless', text: 'Tasks that need you to sit still for an hour cost you 1 die.' },
      'light-frame': { name: 'Light Frame', text: 'Your Body rating is 1 lower.' },
      telltale: sharedDrawbacks.telltale,
    },
    template: 'Your Dexterity counts {boost} higher (even past 5) for rolls and for your free movement.',
  },
  'mythic-perception': {
    name: 'Mythic Perception',
    category: 'mythic',
    summary: 'Awareness that misses nothing.',
    example: "Sergeant Obi notices the sniper's scope glint three blocks away, between two blinks.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: { boost },
    enhancements: {
      'never-surprised': {
        name: 'Never Surprised',
        text: 'You always act in the first Round of a fight, even when ambushed.',
        requires: 'novice',
      },
      'eagle-eye': {
        name: 'Eagle Eye',
        text: 'Range adds only half the usual Difficulty to your ranged attacks, rounded down.',
      },
      'read-the-room': { name: 'Read the Room', text: 'On entering a place you learn who there is most dangerous.' },
    },
    drawbacks: {
      'sensory-flood': {
        name: 'Sensory Flood',
        text: 'Loud or chaotic places cost you 1 die on everything but noticing.',
      },
      distractible: { name: 'Distractible', text: 'Small details pull at you: long tasks take twice as long.' },
      paranoid: { name: 'Paranoid', text: 'You must roll Self-Control to turn your back on anyone you do not trust.' },
    },
    template: 'Your Perception counts {boost} higher (even past 5) for rolls.',
  },
  'mythic-charisma': {
    name: 'Mythic Charisma',
    category: 'mythic',
    summary: 'Presence no one can ignore.',
    example: 'When Duchess Amara enters the ballroom, the band loses its place.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: { boost },
    enhancements: {
      magnetic: { name: 'Magnetic', text: 'Strangers start out friendly toward you unless given a reason not to be.' },
      'voice-of-command': {
        name: 'Voice of Command',
        text: 'A one-word order from you makes an ordinary person hesitate for a Round.',
        requires: 'novice',
      },
      unforgettable: {
        name: 'Unforgettable',
        text: 'Anyone you have spoken to remembers you, and your name opens doors.',
      },
    },
    drawbacks: {
      spotlight: { name: 'Spotlight', text: 'You cannot blend into a crowd; Stealth rolls among people lose 2 dice.' },
      infamy: { name: 'Infamy', text: 'Stories about you travel ahead of you, and not all of them are kind.' },
      hubris: { name: 'Hubris', text: 'You must roll Self-Control to back down from a public challenge.' },
    },
    template: 'Your Charisma counts {boost} higher (even past 5) for rolls and for your Mind rating.',
  },
  'mythic-intellect': {
    name: 'Mythic Intellect',
    category: 'mythic',
    summary: "A mind faster and deeper than any human's.",
    example: 'Doctor Venn skims the cipher once and recites the plaintext while pouring tea.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: { boost },
    enhancements: {
      'perfect-recall': { name: 'Perfect Recall', text: 'You remember everything you have ever read, heard or seen.' },
      'speed-reader': {
        name: 'Speed Reader',
        text: 'Research and study take you a tenth of the usual time.',
        requires: 'novice',
      },
      polymath: {
        name: 'Polymath',
        text: 'Mental Abilities you have no rank in count as rank 1.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'absent-minded': { name: 'Absent-Minded', text: 'You forget everyday things: keys, names, where you parked.' },
      overthinker: { name: 'Overthinker', text: 'You lose 1 die on initiative rolls.' },
      'cold-logic': { name: 'Cold Logic', text: 'Your Charisma rolls to comfort or charm lose 1 die.' },
    },
    template: 'Your Intellect counts {boost} higher (even past 5) for rolls and for your Mind rating.',
  },
} as const satisfies Record<string, EffectConfig>;
