import { ladder } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Transformation Effects that add to a body: new limbs, features grafted onto others, flesh that learns. */
export const graftEffects = {
  'extra-appendage': {
    name: 'Extra Appendage',
    category: 'transformation',
    summary: 'Grow a limb you were not born with: a tail, a third arm, wings, tentacles.',
    example: "Nobody at the card table noticed Fenwick's tail slipping an ace back into the deck.",
    // Passive keeps the limb for good; Activated only grows it for a while, so it gives a credit back.
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    roll: rollWith(['dexterity', 'brawn'], 'athletics'),
    parameters: {
      limbs: ladder('Limbs', 'one', [
        { id: 'one', label: 'one extra limb' },
        { id: 'two', label: 'two extra limbs', requires: 'novice' },
        { id: 'four', label: 'up to four extra limbs', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'spare-hand': {
        name: 'Spare Hand',
        text: 'Once per Round a limb takes a Quick Action of its own that costs you no dice.',
        requires: 'novice',
      },
      // Weapon Damage 2 on a limb you keep, gated like Augmentation's Built-in Weapon.
      'armed-limb': {
        name: 'Armed Limb',
        text: 'A limb ends in a spike, pincer or stinger that strikes with Weapon Damage 2.',
        requires: 'novice',
      },
      'true-wings': {
        name: 'True Wings',
        text: 'Wings among your extra limbs carry you in true flight at your free movement rate.',
        requires: 'seasoned',
      },
      retractable: {
        name: 'Retractable',
        text: 'Your extra limbs fold away out of sight and come out again with a Quick Action.',
        styles: ['passive'],
        excludes: ['conspicuous'],
      },
      prehensile: {
        name: 'Prehensile',
        text: 'A limb can do fine work as well as a hand: pick a pocket, turn a page, pull a trigger.',
      },
    },
    drawbacks: {
      conspicuous: {
        name: 'Conspicuous',
        text: 'Your extra limbs cannot be hidden under clothes; ordinary people stare, scream or call someone.',
        excludes: ['retractable'],
      },
      tender: { name: 'Tender', text: 'An Injury to one of the limbs is 1 severity worse.' },
      'mind-of-its-own': {
        name: 'Mind of Its Own',
        text: 'When you are startled or furious a limb lashes out at the nearest thing, and the GM says what it grabs.',
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'You have {limbs} of the kind named in the description: a gripping tail, a third arm, wings to glide on, ' +
      'tentacles. Such a limb does what its shape plainly allows; to grab or hold on to a creature with one, roll ' +
      '{roll} in place of the usual grapple roll. Activated, what you grow lasts ten minutes and then withers away. ' +
      'Passive, what you grew is a lasting part of your body.',
  },
  'augment-other': {
    name: 'Augment Other',
    category: 'transformation',
    summary: "Rework another creature's body so it carries a feature it was never born with.",
    example: "Doc Ilse spends ten minutes on Rafe's ribs; afterwards he swims the harbor without coming up for air.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'dexterity'], 'medicine'),
    parameters: {
      features: ladder('Features', 'one', [
        { id: 'one', label: 'one feature' },
        { id: 'two', label: 'two features', requires: 'novice' },
        { id: 'three', label: 'three features', requires: 'seasoned' },
      ]),
      // Augmentation keeps one feature for good at cost 1; on someone else a day is the start, for good is Seasoned.
      lasting: ladder('Lasting', 'day', [
        { id: 'day', label: 'for one day' },
        { id: 'week', label: 'for one week', requires: 'novice' },
        { id: 'for-good', label: 'for good', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'quick-work': {
        name: 'Quick Work',
        text: 'The work takes one Round instead of ten minutes.',
        requires: 'novice',
      },
      'seamless-work': {
        name: 'Seamless Work',
        text: 'The changes pass for human unless someone examines the body closely.',
        excludes: ['grotesque'],
      },
      'strong-grafts': {
        name: 'Strong Grafts',
        text: 'Claws and fangs you give strike with Weapon Damage 2, and hide you give is Armor 2.',
        requires: 'novice',
      },
      'own-flesh': { name: 'Own Flesh', text: 'You may also work on your own body.' },
    },
    drawbacks: {
      rejection: {
        name: 'Rejection',
        text: 'If the roll fails, the body fights the graft and the patient takes an Injury of severity 2.',
      },
      'one-graft': {
        name: 'One Graft',
        text: 'The only feature you can give is {detail}.',
        detail: { label: 'the one feature from the list', required: true },
      },
      grotesque: {
        name: 'Grotesque',
        text: 'The changes look plainly unnatural and cannot be hidden under clothes.',
        excludes: ['seamless-work'],
      },
      'raw-materials': {
        name: 'Raw Materials',
        text: 'Each feature uses up {detail}.',
        detail: { label: 'what the work consumes', required: true },
      },
    },
    template:
      'Over ten minutes of work on another willing creature you touch, roll {roll}. On an Outcome of 1 or more their ' +
      'body gains {features} {lasting}, picked together from this list: an organ made for one narrow task ' +
      '(1 die on it), ease in one hostile surrounding such as deep water, smoke, cold or heat, a tool grown into the ' +
      'body, hide that gives Armor 1, a hidden pouch under the skin, longer legs that add 5 feet to free movement, or ' +
      'claws and fangs that strike with Weapon Damage 1.',
  },
  'adaptive-body': {
    name: 'Adaptive Body',
    category: 'transformation',
    summary: 'Your flesh learns from whatever hurts it and hardens against it.',
    example: 'The second time the guard tases Corin he barely flinches; the third time, Corin takes the taser.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    roll: rollWith(['brawn', 'intellect'], 'survival'),
    parameters: {
      // Starts at Armor 2 (a Passive Armor Gift pays 2 for Armor 1) because it needs a first Injury, a roll, and
      // covers one kind of harm for an hour.
      cap: ladder('Armor', 'two', [
        { id: 'one', label: 'Armor 1' },
        { id: 'two', label: 'Armor 2' },
        { id: 'three', label: 'Armor 3', requires: 'novice' },
        { id: 'four', label: 'Armor 4', requires: 'seasoned' },
      ]),
      kinds: ladder('Kinds', 'one', [
        { id: 'one', label: 'one kind of harm at a time' },
        { id: 'two', label: 'two kinds of harm at a time', requires: 'novice' },
        { id: 'all', label: 'every kind of harm that has hurt you', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'instant-lesson': {
        name: 'Instant Lesson',
        text: 'You adapt before the first Injury is written down, so it already counts against that hit.',
        requires: 'novice',
      },
      'watchful-flesh': {
        name: 'Watchful Flesh',
        text: 'Seeing a kind of harm strike someone else within 30 feet is enough for you to roll.',
      },
      'shared-lesson': {
        name: 'Shared Lesson',
        text: 'A minute of touch passes one of your adaptations to an ally for as long as you keep it.',
      },
      'long-memory': {
        name: 'Long Memory',
        text: 'An adaptation lasts until the end of the Contract instead of an hour.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      overcorrection: {
        name: 'Overcorrection',
        text: 'While you are adapted to one kind of harm, its opposite deals you 1 more damage.',
      },
      'painful-change': { name: 'Painful Change', text: 'Each adaptation deals you one Mind damage.' },
      'slow-learner': {
        name: 'Slow Learner',
        text: 'You can roll only after the second Injury of the same kind, not the first.',
        excludes: ['instant-lesson'],
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'When a kind of harm (fire, cold, electricity, a poison, blades, bullets) first injures you, roll {roll}. On an ' +
      'Outcome of 1 or more you adapt for an hour: against that kind you have Armor equal to the Outcome, {cap} at most, ' +
      'and surroundings of that kind, such as heat, smoke or bitter cold, no longer harm you. You can be adapted to {kinds}.',
  },
} as const satisfies Record<string, EffectConfig>;
