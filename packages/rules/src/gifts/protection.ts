import { durationParameter, ladder } from './parameters.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that keep harm off: shields, toughness, self-sufficiency and endurance. */
export const protectionEffects = {
  barrier: {
    name: 'Barrier',
    category: 'protection',
    summary: 'Raise a shield that soaks up damage until it breaks.',
    example: 'A lattice of frost-blue hexagons flickers around Ivo whenever bullets start flying.',
    styles: { activated: 0, targeted: 0, trap: -1 },
    defaultStyle: 'activated',
    parameters: {
      capacity: ladder('Capacity', 'three', [
        { id: 'two', label: '2 points' },
        { id: 'three', label: '3 points' },
        { id: 'five', label: '5 points', requires: 'novice' },
        { id: 'seven', label: '7 points', requires: 'seasoned' },
        { id: 'nine', label: '9 points', requires: 'veteran' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'snap-shield': {
        name: 'Snap Shield',
        text: 'You can raise it as a Reaction to an incoming attack, before the roll.',
        requires: 'novice',
        // A Trap goes off on its trigger, never as your Reaction.
        styles: ['activated', 'targeted'],
      },
      dome: { name: 'Dome', text: 'It covers everyone within 10 feet of its bearer.', requires: 'seasoned' },
      mending: { name: 'Mending', text: 'It regains 1 point at the start of each Round while it lasts.' },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      brittle: { name: 'Brittle', text: 'A single hit of 4 or more damage shatters it whatever points remain.' },
      rooted: { name: 'Rooted', text: 'It stays where it was raised; its bearer loses it by stepping away.' },
      'blind-wall': {
        name: 'Blind Wall',
        text: 'Nothing passes out through it either: its bearer cannot attack or see beyond it.',
      },
      draining: sharedDrawbacks.draining,
    },
    template:
      'A barrier of {capacity} forms around {activated=you|targeted=the target|trap=whoever springs it} for ' +
      '{duration}. Damage that reaches its bearer is taken from the barrier first and only what is left becomes an ' +
      'Injury; at 0 points the barrier is gone.',
  },
  armor: {
    name: 'Armor',
    category: 'protection',
    summary: 'Toughen skin, clothes or gear into protection that turns blows.',
    example: "Bark-like plates spread across Odette's forearms and shoulders when she squares up.",
    styles: { activated: 0, passive: 1, functional: 0 },
    defaultStyle: 'activated',
    parameters: {
      rating: ladder('Armor', 'one', [
        { id: 'one', label: 'Armor 1' },
        { id: 'two', label: 'Armor 2' },
        { id: 'three', label: 'Armor 3', requires: 'novice' },
        { id: 'four', label: 'Armor 4', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      bulletproof: { name: 'Bulletproof', text: 'Firearms deal 2 less Weapon Damage to you.', requires: 'novice' },
      fortified: { name: 'Fortified', text: 'The Armor also counts against falls, fire and crushing.' },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      heavy: { name: 'Heavy', text: 'While it works you lose 1 die on physical actions.' },
      'weak-spot': { name: 'Weak Spot', text: 'Called Shots ignore it completely.' },
      'one-threat': {
        name: 'One Threat Only',
        text: 'It only stops harm from {detail}.',
        detail: { label: 'the kind of harm it stops', required: true },
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'While it works you have {rating}; Armor from several sources never adds up, the highest counts. Activated, it lasts ten minutes.',
  },
  sustenance: {
    name: 'Sustenance',
    category: 'protection',
    summary: 'Go without food, water, sleep or air.',
    example: 'Since the shipwreck, Marguerite has not needed to breathe; she simply forgot how.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      needs: ladder('Needs removed', 'one', [
        { id: 'one', label: 'one of food, water, sleep or air (named in the description)' },
        { id: 'two', label: 'two of food, water, sleep or air (named in the description)', requires: 'novice' },
        { id: 'all', label: 'food, water, sleep or air', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      hardy: { name: 'Hardy', text: 'Extreme heat and cold short of fire or ice do you no harm.' },
      'toxin-proof': {
        name: 'Toxin-Proof',
        text: 'Swallowed and breathed poisons have no effect on you.',
        requires: 'novice',
      },
      'void-born': { name: 'Void-Born', text: 'Vacuum and crushing pressure do you no harm.', requires: 'seasoned' },
    },
    drawbacks: {
      'odd-diet': {
        name: 'Odd Diet',
        text: 'Unless you consume {detail} once a week the Gift stops working.',
        detail: { label: 'what you must consume', required: true },
      },
      torpor: { name: 'Torpor', text: 'Once a month you fall into a deep sleep for a full day and cannot be woken.' },
      conditional: sharedDrawbacks.conditional,
      telltale: sharedDrawbacks.telltale,
    },
    template: 'You no longer need {needs}, and suffer nothing from going without.',
  },
  grit: {
    name: 'Grit',
    category: 'protection',
    summary: 'Keep going through pain that would stop anyone else.',
    example: 'Boxer Reyes fights on with three cracked ribs, grinning through the blood.',
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    parameters: {
      ignore: ladder('Penalty ignored', 'one', [
        { id: 'one', label: '1 point' },
        { id: 'two', label: '2 points', requires: 'novice' },
        { id: 'three', label: '3 points', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'last-stand': {
        name: 'Last Stand',
        text: 'At exactly 0 Body you may still act for one Round before you fall.',
        requires: 'seasoned',
      },
      'steady-stride': { name: 'Steady Stride', text: 'Penalty never shortens your free movement.' },
      'clear-head': { name: 'Clear Head', text: 'It also applies to Trauma rolls.' },
    },
    drawbacks: {
      'flesh-only': { name: 'Flesh Only', text: 'It ignores only the Body part of your Penalty.' },
      crash: { name: 'Crash', text: 'After any fight in which it helped you, you take one Mind damage.' },
      numb: { name: 'Numb', text: 'You cannot feel your wounds: the GM keeps track of your remaining Body.' },
    },
    template: 'Your Penalty counts as {ignore} lower, never below 0. Activated, it lasts one minute.',
  },
} as const satisfies Record<string, EffectConfig>;
