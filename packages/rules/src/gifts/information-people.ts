import { ladder, rangeParameter } from './parameters.js';
import { anyRoll, rollWith, socialRoll } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Information Effects about what people remember, say and mean: their past, their tongue, their lies. */
export const peopleInformationEffects = {
  'read-memories': {
    name: 'Read Memories',
    category: 'information',
    summary: "Walk through another creature's past as they remember it.",
    example: 'Teodor rests two fingers on the sleeping guard and watches last night through his eyes.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: anyRoll('intellect', 'investigation'),
    parameters: {
      // Read Mind reaches a day back only at Novice; here touch range pays for that reach.
      range: rangeParameter('touch'),
      lookback: ladder('Look-back', 'day', [
        { id: 'day', label: 'the last day' },
        { id: 'month', label: 'the last month', requires: 'novice' },
        { id: 'lifetime', label: 'their whole life', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'the-recently-dead': {
        name: 'The Recently Dead',
        text: 'You can also read a creature that died within the last day; the dead do not resist.',
        requires: 'novice',
      },
      'show-others': {
        name: 'Show Others',
        text: 'One willing creature you touch sees the same memories beside you.',
      },
      'borrowed-knack': {
        name: 'Borrowed Knack',
        text: 'Once before your next Downtime, a roll that leans on something the target knew gains 2 dice.',
        requires: 'seasoned',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      'their-pain': {
        name: 'Their Pain',
        text: 'A memory of violence or grief deals you one Mind damage as you live through it.',
      },
      'asleep-only': { name: 'Asleep Only', text: 'It works only on a creature that is asleep or unconscious.' },
      'fair-trade': {
        name: 'Fair Trade',
        text: "The target sees one of your memories in return, of the GM's choosing.",
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. For each point of ' +
      'Contested Outcome ask the GM one question about their memories of {lookback}; you live the answer as they ' +
      'remember it, which is not always how it happened.',
  },
  commune: {
    name: 'Commune',
    aliases: ['Language', 'Speak with Animals'],
    category: 'information',
    summary: 'Talk with beasts, spirits and people whose language you never learned.',
    example: 'Auntie Mbali asks the crows on the wire who came through the yard, and they bicker about it.',
    // Priced like Heightened Senses: always-on understanding is the norm, a ten-minute spell gives one back.
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    roll: socialRoll('animals'),
    parameters: {
      listeners: ladder('Listeners', 'one-kind', [
        { id: 'one-kind', label: 'speakers of every human language, or one kind of creature named in the description' },
        { id: 'living', label: 'speakers of every human language and every living creature', requires: 'novice' },
        {
          id: 'anything',
          label: 'anything with a mind, living or not: beasts, spirits, the dead and speakers of every human language',
          requires: 'seasoned',
        },
      ]),
    },
    enhancements: {
      'written-word': { name: 'Written Word', text: 'You can also read and write any script those you talk with use.' },
      'native-accent': {
        name: 'Native Accent',
        text: 'You speak every tongue like someone born to it, idiom and accent included.',
      },
      kindred: {
        name: 'Kindred',
        text: 'Creatures you talk to with it start out friendly toward you unless you give them cause otherwise.',
        requires: 'novice',
      },
    },
    drawbacks: {
      'listen-only': { name: 'Listen Only', text: 'You understand them, but they do not understand you.' },
      'strange-voice': {
        name: 'Strange Voice',
        text: 'You answer in their own sounds, so anyone nearby hears you bark, hiss, creak or chant.',
      },
      'literal-minds': {
        name: 'Literal Minds',
        text: 'Those you talk to answer exactly what you ask and never offer anything more.',
      },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'You understand and can talk with {listeners}, and they understand you, even if they have no words of their own. ' +
      'Talking is not trusting: getting help or a secret from a creature that owes you nothing takes {roll}. ' +
      'Activated, it lasts ten minutes.',
  },
  truthsense: {
    name: 'Truthsense',
    category: 'information',
    summary: 'Know the moment someone lies to you.',
    example: 'The suspect swears he was home all night, and Detective Oyelaran tastes copper.',
    // Investigate Individual sells a minute of lie sense as an Enhancement on top of a reading; on its own, and
    // only for lies told to your face that a good liar can beat, it is worth one credit always on.
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    roll: rollWith(['perception', 'charisma', 'intellect'], 'alertness'),
    parameters: {
      reach: ladder('Reach', 'in-person', [
        { id: 'in-person', label: 'speaks to you in person' },
        {
          id: 'any-medium',
          label: 'addresses you by any means, in person, by phone, by letter or on a recording,',
          requires: 'novice',
        },
        { id: 'overheard', label: 'speaks within your hearing, to you or to anyone else,', requires: 'seasoned' },
      ]),
      depth: ladder('Depth', 'lies', [
        { id: 'lies', label: 'says something they believe is false' },
        {
          id: 'evasions',
          label: 'says something they believe is false or misleads you with carefully chosen truths',
          requires: 'novice',
        },
      ]),
    },
    enhancements: {
      'promise-sense': {
        name: 'Promise Sense',
        text: 'You also know whether a promise made to you is meant to be kept.',
        requires: 'novice',
      },
      'past-the-mask': {
        name: 'Past the Mask',
        text: "Gifts that change a voice or a face cannot keep a lie from you, and a voice that is not its owner's rings false.",
      },
      'true-word': {
        name: 'True Word',
        text: 'When you catch a lie you also glimpse, as a single word or image, what the speaker believes is true.',
        requires: 'seasoned',
      },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      wince: {
        name: 'Wince',
        text: 'Every lie you catch makes you flinch, and anyone watching your face can tell.',
      },
      'honest-tongue': {
        name: 'Honest Tongue',
        text: 'The gift cuts both ways: while it works you cannot tell a lie yourself.',
      },
      'sour-taste': {
        name: 'Sour Taste',
        text: 'The first lie you catch in each scene deals you one Mind damage.',
      },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'Whenever a creature {reach} and {depth}, you know it. A practiced liar can slip one statement past you by ' +
      'beating your {roll} with their Charisma + Performance. Activated, it lasts ten minutes.',
  },
} as const satisfies Record<string, EffectConfig>;
