import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { anyRoll, rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that find things out: about people, places, objects and minds. */
export const informationEffects = {
  'investigate-individual': {
    name: 'Investigate Individual',
    category: 'information',
    summary: 'Read the truth about a person at a glance.',
    example: 'Ines tastes the air near the stranger and knows he is lying, frightened and armed.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['perception', 'intellect', 'charisma'], 'investigation'),
    parameters: {
      range: rangeParameter('near'),
      depth: ladder('Depth', 'surface', [
        { id: 'surface', label: 'what they show the world: name, mood, intent toward you, what they carry' },
        { id: 'hidden', label: 'what they hide: Gifts, Limits, fears and debts', requires: 'novice' },
        { id: 'secrets', label: 'anything about them, past or present', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'from-a-trace': {
        name: 'From a Trace',
        text: 'You can read someone from a hair, a drop of blood or a well-used belonging instead of the person.',
        requires: 'novice',
      },
      'lie-sense': { name: 'Lie Sense', text: 'For a minute afterwards you know whenever the target lies to you.' },
      subtle: sharedEnhancements.subtle,
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'watched-feeling': {
        name: 'Watched Feeling',
        text: 'The target feels your attention and knows it came from you.',
      },
      'two-questions': { name: 'Two Questions', text: 'You can ask at most 2 questions, whatever the Outcome.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
      focus: sharedDrawbacks.focus,
    },
    template:
      'Study a creature within {range} and roll {roll}. For each point of Outcome ask the GM one question about ' +
      '{depth}; the answers are true.',
  },
  'investigate-area': {
    name: 'Investigate Area',
    category: 'information',
    summary: 'Learn what happened in a place.',
    example: 'Kneeling on the warehouse floor, Hollis sees the night of the murder replay in sepia.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['perception', 'intellect'], 'investigation'),
    parameters: {
      area: ladder('Area', 'room', [
        { id: 'room', label: 'the room you are in' },
        { id: 'building', label: 'the building you are in', requires: 'novice' },
        { id: 'block', label: 'the surrounding city block', requires: 'seasoned' },
      ]),
      window: ladder('Look-back', 'day', [
        { id: 'hour', label: 'the last hour' },
        { id: 'day', label: 'the last day' },
        { id: 'week', label: 'the last week', requires: 'novice' },
        { id: 'year', label: 'the last year', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'living-echo': {
        name: 'Living Echo',
        text: 'You see the events as a silent scene instead of learning bare facts.',
      },
      'hidden-places': {
        name: 'Hidden Places',
        text: 'It also reveals hidden doors, compartments and buried things in the area.',
        requires: 'novice',
      },
      'follow-one': {
        name: 'Follow One',
        text: "You may ask about one person's movements through the area in detail.",
      },
    },
    drawbacks: {
      trance: { name: 'Trance', text: 'While reading the place you are helpless and unaware of the present.' },
      'narrow-sight': {
        name: 'Narrow Sight',
        text: 'It only shows events involving {detail}.',
        detail: { label: 'what it shows', required: true },
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} where you stand; learn one fact per point of Outcome about what happened in {area} during {window}.',
  },
  'investigate-object': {
    name: 'Investigate Object',
    category: 'information',
    summary: 'Learn where a thing came from, who held it and what it does.',
    example: 'Professor Abara runs a thumb over the dagger and tastes salt, smoke and an old betrayal.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['intellect', 'perception'], 'occult'),
    parameters: {
      depth: ladder('Depth', 'recent', [
        { id: 'recent', label: 'its make, its last owner and its last use' },
        { id: 'history', label: 'its whole history of owners and uses', requires: 'novice' },
        { id: 'uncanny', label: 'everything above and any supernatural workings', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'unlock-gifts': {
        name: 'Unlock Gifts',
        text: 'You learn at once how to use every Effect of an Artifact or Consumable you handle.',
        requires: 'seasoned',
      },
      'trace-owner': { name: 'Trace Owner', text: 'You also learn where its last owner is now.', requires: 'novice' },
      'at-a-glance': { name: 'At a Glance', text: 'You need only see the object within 15 feet, not touch it.' },
    },
    drawbacks: {
      'echo-shock': { name: 'Echo Shock', text: 'Objects tied to violence deal you one Mind damage when read.' },
      'single-reading': { name: 'Single Reading', text: 'You can read each object only once.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template: 'Handle an object and roll {roll}; learn one fact per point of Outcome about {depth}.',
  },
  'read-mind': {
    name: 'Read Mind',
    category: 'information',
    summary: "Hear another creature's thoughts.",
    example: "Behind Sabine's polite smile, she hears the banker counting exits.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: anyRoll('perception', 'investigation'),
    parameters: {
      range: rangeParameter('near'),
      depth: ladder('Depth', 'surface', [
        { id: 'surface', label: 'passing thoughts' },
        { id: 'recent', label: 'memories of the last day', requires: 'novice' },
        { id: 'deep', label: 'any memory', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'any-tongue': { name: 'Any Tongue', text: 'You understand the thoughts whatever language they are thought in.' },
      'crowd-scan': {
        name: 'Crowd Scan',
        text: 'Instead of one target you may sweep a crowd for anyone meaning harm.',
        requires: 'novice',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      'two-way': { name: 'Two-Way', text: 'The target hears your thoughts too while it lasts.' },
      'eye-contact': { name: 'Eye Contact', text: 'It works only on a target who can see your eyes.' },
      draining: sharedDrawbacks.draining,
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. On a Contested Outcome of 1 ' +
      'or more you hear their {depth} for a minute and may ask one question per point of that Outcome.',
  },
  telepathy: {
    name: 'Telepathy',
    aliases: ['Message'],
    category: 'information',
    summary: 'Talk mind to mind over any distance.',
    example: 'Half a city apart, the twins argue about dinner without a sound.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    parameters: {
      reach: ladder('Reach', 'sight', [
        { id: 'sight', label: 'as long as you can see them' },
        { id: 'mile', label: 'up to a mile away', requires: 'novice' },
        { id: 'world', label: 'anywhere in the same world', requires: 'seasoned' },
        { id: 'beyond', label: 'anywhere at all', requires: 'veteran' },
      ]),
      duration: durationParameter('ten-minutes'),
    },
    enhancements: {
      network: { name: 'Network', text: 'Up to five willing minds can share the link at once.', requires: 'novice' },
      'cold-call': { name: 'Cold Call', text: 'You may send a one-way message to an unwilling or unknown mind.' },
      'shared-senses': { name: 'Shared Senses', text: 'You can pass along what you see and hear, not only words.' },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      'touched-first': {
        name: 'Touched First',
        text: 'You can only reach people you have touched since your last Downtime.',
      },
      static: { name: 'Static', text: 'Each message carries ten words at most.' },
      bleed: { name: 'Bleed', text: 'Strong feelings leak across the link in both directions.' },
    },
    template:
      'Open a silent two-way link with a willing creature you know, {reach}; you can trade words and images for {duration}.',
  },
  'heightened-senses': {
    name: 'Heightened Senses',
    category: 'information',
    summary: 'Sense far beyond human limits.',
    example: 'Ruth hears heartbeats through the wall and can tell which one is racing.',
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    parameters: {
      senses: ladder('Senses', 'one', [
        { id: 'one', label: 'one sense named in the description' },
        { id: 'two', label: 'two senses named in the description', requires: 'novice' },
        { id: 'all', label: 'all of your senses', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'see-the-unseen': {
        name: 'See the Unseen',
        text: 'You perceive invisible and Gift-hidden things with the heightened senses.',
        requires: 'seasoned',
      },
      'danger-sense': { name: 'Danger Sense', text: 'You can never be surprised.', requires: 'novice' },
      'far-reach': { name: 'Far Reach', text: "The heightened senses reach ten times as far as a human's." },
    },
    drawbacks: {
      overload: { name: 'Overload', text: 'A sudden blast of noise, light or stench stuns you for a Round.' },
      'hard-to-switch-off': {
        name: 'Hard to Switch Off',
        text: 'Crowds and cities give you 1 Mind damage per hour you spend in them.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Rolls relying on {senses} gain 2 dice, and those senses work where human ones fail (sight in darkness, hearing ' +
      'through din, smell on a cold trail). Activated, it lasts ten minutes.',
  },
  detection: {
    name: 'Detection',
    category: 'information',
    summary: 'Feel where every instance of one kind of thing lies nearby.',
    example: "Gold hums in Bastien's teeth; he can find every coin in a crowded casino.",
    styles: { activated: 0, passive: 1 },
    defaultStyle: 'activated',
    parameters: {
      radius: ladder('Radius', 'fifty', [
        { id: 'fifty', label: '50 feet' },
        { id: 'three-hundred', label: '300 feet', requires: 'novice' },
        { id: 'mile', label: 'a mile', requires: 'seasoned' },
      ]),
      breadth: ladder('Breadth', 'narrow', [
        { id: 'narrow', label: 'one narrow kind of thing (such as silver or a bloodline)' },
        { id: 'broad', label: 'one broad class of thing (such as weapons or Gifts)', requires: 'novice' },
      ]),
    },
    enhancements: {
      pinpoint: { name: 'Pinpoint', text: 'You know the exact location of each one, not just direction and distance.' },
      'through-walls': { name: 'Through Walls', text: 'Nothing blocks it, not even lead or stone.' },
      identify: {
        name: 'Identify',
        text: 'You can tell one instance from another and recognize ones you have met.',
        requires: 'novice',
      },
    },
    drawbacks: {
      'stand-still': { name: 'Stand Still', text: 'It works only while you stay motionless.' },
      'blind-spot': {
        name: 'Blind Spot',
        text: 'It cannot sense through {detail}.',
        detail: { label: 'what blocks it', required: true },
      },
      'hum-of-power': { name: 'Hum of Power', text: 'Anything you sense that can think knows it was sensed.' },
    },
    template:
      'The description names {breadth}; you sense the direction and rough distance of every instance of it within ' +
      '{radius}. Activated, it lasts one minute.',
  },
} as const satisfies Record<string, EffectConfig>;
