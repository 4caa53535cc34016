import { durationParameter, ladder } from './parameters.js';
import { rollWith } from './rolls.js';
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
  undying: {
    name: 'Undying',
    aliases: ['Resurrection'],
    category: 'protection',
    summary: 'Get back up from a blow that should have killed you, and pay for it.',
    example: 'The coroner had already zipped the bag when Tobiah Crane sat up inside it, coughing grave dirt.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    // It only keeps you alive, never in the fight: at the default you are out for an hour and scarred for good, so it
    // sits at one credit beside Armor; coming back within the same fight needs Seasoned.
    parameters: {
      delay: ladder('Back after', 'hour', [
        { id: 'day', label: 'one day' },
        { id: 'hour', label: 'one hour' },
        { id: 'minute', label: 'one minute', requires: 'novice' },
        { id: 'round', label: 'the end of the next Round', requires: 'seasoned' },
      ]),
      uses: ladder('Returns', 'contract', [
        { id: 'once', label: 'a single time, after which the Gift is spent' },
        { id: 'contract', label: 'once per Contract' },
        { id: 'twice', label: 'twice per Contract', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'feigned-death': {
        name: 'Feigned Death',
        text: 'While you lie there you have no breath, pulse or warmth; nothing short of a Gift tells you from a corpse.',
      },
      'rising-fury': {
        name: 'Rising Fury',
        text: 'For one minute after you get up, the Body part of your Penalty does not count.',
        requires: 'novice',
      },
      'beyond-the-grave': {
        name: 'Beyond the Grave',
        text: 'It also brings you back from deaths that leave no Injury to lower, such as drowning or burning to ash; you re-form where you fell.',
        requires: 'professional',
      },
    },
    drawbacks: {
      keepsake: {
        name: 'Keepsake',
        text: 'You come back only if {detail} is whole when the killing blow lands.',
        detail: { label: 'the object your life is kept in', required: true },
      },
      'deaths-toll': {
        name: "Death's Toll",
        text: "Each return also leaves you with a new Trauma of the GM's choosing.",
      },
      followed: {
        name: 'Followed Back',
        text: 'After each return, something from the other side hunts you until the end of your next Contract.',
      },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'When an Injury would take you below 0 Body, you drop as if dead instead; this works {uses}. After {delay} you ' +
      'get up, with that Injury lowered to the severity that leaves you exactly 1 Body, and it counts as stabilized. ' +
      'Each return costs you 2 Mind damage and a Major Battle Scar that never heals.',
  },
  deflect: {
    name: 'Deflect',
    category: 'protection',
    summary: 'Turn bullets, arrows and thrown things aside before they land.',
    example: 'Knives thrown at Aiyana bend away at the last instant, as if the air around her were sloped.',
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    // A defense that costs no Action is worth more than Armor 1: it rolls at Difficulty 7 and starts at once a Round.
    roll: rollWith(['dexterity', 'perception', 'intellect'], 'athletics', 7),
    parameters: {
      kinds: ladder('Turns aside', 'missiles', [
        { id: 'thrown', label: 'thrown weapons and arrows' },
        { id: 'missiles', label: 'thrown weapons, arrows and bullets' },
        { id: 'blows', label: 'any weapon, missile or bare-handed blow', requires: 'novice' },
        { id: 'anything', label: 'any attack, Gift attacks included', requires: 'seasoned' },
      ]),
      uses: ladder('Times per Round', 'once', [
        { id: 'once', label: 'once' },
        { id: 'twice', label: 'twice', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      ricochet: {
        name: 'Ricochet',
        text: 'When you win by 2 or more, the attack may hit another creature within 15 feet of you instead, with a Contested Outcome of 1.',
        requires: 'novice',
      },
      guardian: {
        name: 'Guardian',
        text: 'You may also turn aside attacks aimed at a creature within 5 feet of you.',
      },
      catch: {
        name: 'Catch',
        text: 'A thrown weapon or arrow you turn aside lands in your free hand if you want it.',
      },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'eyes-open': {
        name: 'Eyes Open',
        text: 'Attacks you did not see coming, such as ambushes and sneak attacks, get through untouched.',
      },
      fraying: {
        name: 'Fraying',
        text: 'Each use after the first in a scene loses 1 more die than the last.',
      },
      'open-hands': { name: 'Open Hands', text: 'It works only while both your hands are empty.' },
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'When you are attacked with {kinds}, you may contest the attack with {roll} in place of a Dodge; it takes no ' +
      'Action or Reaction and works {uses} per Round. On a Contested Outcome of 0 or less the attack is turned aside and ' +
      'hits nothing. Activated, it lasts one minute.',
  },
  regeneration: {
    name: 'Regeneration',
    category: 'protection',
    summary: 'Heal on your own, wound by wound, while you keep going.',
    example: "Three days after the shooting, the only sign left on Lt. Marsh's shoulder is a pink pucker.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    // Slower than Heal at its default (one point an hour instead of up to 2 per activation) but free of Exertion.
    parameters: {
      interval: ladder('Pace', 'hour', [
        { id: 'day', label: 'day' },
        { id: 'hour', label: 'hour' },
        { id: 'ten-minutes', label: 'ten minutes', requires: 'novice' },
        { id: 'minute', label: 'minute', requires: 'seasoned' },
        { id: 'round', label: 'Round', requires: 'veteran' },
      ]),
    },
    enhancements: {
      stanch: {
        name: 'Stanch',
        text: 'Each time it works it may stabilize one worsening Injury instead, without lowering it.',
        requires: 'novice',
      },
      regrowth: {
        name: 'Regrowth',
        text: 'Over a month of rest it regrows one lost part, removing the Battle Scar that stood for it.',
        requires: 'seasoned',
      },
      'deep-rest': { name: 'Deep Rest', text: 'While you sleep it works twice as often.' },
    },
    drawbacks: {
      ravenous: {
        name: 'Ravenous',
        text: 'Each point it heals leaves you starving; unless you eat a full meal within the hour, you take one Mind damage.',
      },
      bane: {
        name: 'Bane',
        text: 'Injuries dealt by {detail} never regenerate.',
        detail: { label: 'the substance or weapon that stops it', required: true },
      },
      'rest-only': { name: 'Rest Only', text: 'It works only while you sleep or sit still doing nothing.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'While you are alive, once every {interval} one of your Injuries, your choice, drops 1 in severity; at 0 it is ' +
      'gone. It passes over Injuries that are still worsening for lack of Stabilization.',
  },
} as const satisfies Record<string, EffectConfig>;
