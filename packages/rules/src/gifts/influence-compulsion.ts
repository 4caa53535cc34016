import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { socialRoll } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/**
 * Influence Effects that force a creature's hand rather than sway it: orders, sleep, fear and binding oaths.
 * Listed in the catalog right after the other Influence Effects.
 */
export const compulsionEffects = {
  command: {
    name: 'Command',
    category: 'influence',
    summary: 'Bark an order that the target obeys before they can think about it.',
    example: '"Drop it," says Inspector Vail, and the gunman\'s fingers open before he knows why.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: socialRoll('influence'),
    // Unlike Suggestion the target knows they were made to, so the default order may be blunt but is short-lived.
    parameters: {
      range: rangeParameter('near'),
      order: ladder('Order', 'word', [
        { id: 'word', label: 'a one-word order on their next Action' },
        { id: 'minute', label: 'an order of a few words for one minute', requires: 'novice' },
        { id: 'ten-minutes', label: 'an order of a few words for ten minutes', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'voice-of-thunder': {
        name: 'Voice of Thunder',
        text: 'One roll orders everyone within 15 feet of you who hears it; each resists on their own.',
        requires: 'seasoned',
      },
      'cruel-order': {
        name: 'Cruel Order',
        text: 'Orders that put the target in danger work too; only an order to kill themselves or a loved one still fails.',
        requires: 'professional',
      },
      'no-hesitation': {
        name: 'No Hesitation',
        text: 'The target obeys at once, even before their turn comes, using up their Action for the Round.',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      understood: { name: 'Understood', text: 'It fails unless the target understands the language you speak.' },
      'chain-of-command': {
        name: 'Chain of Command',
        text: 'It works only on someone who has, or believes they have, a reason to take orders from you.',
      },
      resentment: {
        name: 'Resentment',
        text: 'Once it ends, the target remembers exactly what you made them do and holds it against you.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Speak an order to a creature within {range} and roll {roll}, resisted by their Intellect + Alertness. On a ' +
      'Contested Outcome of 1 or more they carry out {order}, knowing all the while that they are being made to. An ' +
      'order to hurt themselves or someone they love simply fails.',
  },
  sleep: {
    name: 'Sleep',
    category: 'influence',
    summary: 'Make a target drowsy, then drop them into a deep sleep.',
    example: 'Grandmother Yun hums three notes and the night watchman slumps over his newspaper.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: socialRoll('performance'),
    // A sleeper is out of the fight, so it is resisted by the body (Brawn + Survival) and is broken by any harm.
    parameters: { range: rangeParameter('near'), duration: durationParameter('minute') },
    enhancements: {
      'deep-sleep': {
        name: 'Deep Sleep',
        text: 'Noise and shaking no longer wake a sleeper; only an Injury does.',
        requires: 'novice',
      },
      'sweet-dreams': { name: 'Sweet Dreams', text: 'They wake believing they simply dozed off.' },
      'drowsy-air': {
        name: 'Drowsy Air',
        text: 'It reaches everyone within 10 feet of the target; each resists on their own.',
        requires: 'seasoned',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      'only-the-weary': {
        name: 'Only the Weary',
        text: 'It works only on someone who is already tired, bored or hurt.',
      },
      lullaby: {
        name: 'Lullaby',
        text: 'You must sing or hum for a full Round before rolling, and the target must hear it.',
      },
      'contagious-yawn': {
        name: 'Contagious Yawn',
        text: 'While anyone sleeps by it, you lose 1 die on every roll.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Brawn + Survival. On a Contested Outcome of 1 ' +
      'to 3 they are drowsy for {duration}: they lose 2 dice on every roll, and another success on them while drowsy ' +
      'puts them to sleep. On 4 or more they fall asleep where they are for {duration}; a shake, a shout in the ear or ' +
      'any Injury wakes them early.',
  },
  terrify: {
    name: 'Terrify',
    category: 'influence',
    summary: 'Fill someone with a fear that sends them running.',
    example: 'The shadow behind Mr. Lowe stretches to the ceiling, and the debt collector bolts for the stairs.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: socialRoll('occult'),
    // Emotion Control only colors choices; this one forces them, so a strong result is needed for the full effect.
    parameters: { range: rangeParameter('near'), duration: durationParameter('minute') },
    enhancements: {
      'dread-aura': {
        name: 'Dread Aura',
        text: 'One roll reaches everyone within 15 feet of you who can see you; each resists on their own.',
        requires: 'seasoned',
      },
      'frozen-stiff': {
        name: 'Frozen Stiff',
        text: 'You may have a terrified target freeze where they stand, unable to act, instead of fleeing.',
      },
      nightmares: {
        name: 'Nightmares',
        text: 'A target it terrified dreams of you that night and wakes with one Mind damage.',
        requires: 'novice',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      looming: { name: 'Looming', text: 'It fails on anyone bigger than you or holding a bigger weapon.' },
      'cornered-rat': {
        name: 'Cornered Rat',
        text: 'A terrified target with no way to flee attacks you instead.',
      },
      'known-face': {
        name: 'Known Face',
        text: 'It never works on someone who has seen you afraid.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. On a Contested Outcome ' +
      'of 1 to 3 they are shaken for {duration}: they will not come closer to you and lose 1 die on rolls against you. ' +
      'On 4 or more they are terrified for {duration}, or until they are hurt: they flee from you the fastest way they ' +
      'can, or cower where they are if they cannot.',
  },
  oath: {
    name: 'Oath',
    category: 'influence',
    summary: 'Seal a spoken promise so that breaking it brings a penalty chosen when it was sworn.',
    example:
      'The smuggler swears on his mother to bring the ledger back, and a thin grey ring appears around his thumb.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: socialRoll('occult'),
    // It needs a willing swearer, so it can hold for a day and strike hard at Newbie Status without controlling anyone.
    parameters: {
      range: rangeParameter('near'),
      term: ladder('Term', 'day', [
        { id: 'hour', label: 'one hour' },
        { id: 'day', label: 'one day' },
        { id: 'month', label: 'one month', requires: 'novice' },
        { id: 'year', label: 'a year and a day', requires: 'seasoned' },
        { id: 'life', label: 'the rest of their life', requires: 'veteran' },
      ]),
      penalty: ladder('Price of breaking it', 'curse', [
        { id: 'brand', label: 'a mark of oath-breaking on their face that stays until they make amends' },
        { id: 'curse', label: 'the loss of dice equal to the Outcome, at most 3, on every roll for a day' },
        { id: 'wound', label: 'an Injury of severity equal to the Outcome', requires: 'novice' },
        {
          id: 'doom',
          label: 'an Injury of severity equal to the Outcome plus 2, and a Trauma roll',
          requires: 'seasoned',
        },
      ]),
    },
    enhancements: {
      oathwatcher: {
        name: 'Oathwatcher',
        text: 'You know the moment the oath is broken, and in which direction the breaker is.',
      },
      compulsion: {
        name: 'Compulsion',
        text: 'When the swearer is about to break it, they must roll Mind at Difficulty 8 or find they cannot go on.',
        requires: 'novice',
      },
      'forced-oath': {
        name: 'Forced Oath',
        text: 'It also binds a creature that swears only under threat; they resist with Intellect + Alertness, and the Contested Outcome counts.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      witnessed: { name: 'Witnessed', text: 'It binds only if a third person hears the oath sworn.' },
      'sealed-in-blood': {
        name: 'Sealed in Blood',
        text: 'You and the swearer each take an Injury of severity 1 to seal it.',
      },
      'single-bond': {
        name: 'Single Bond',
        text: 'Only one oath made with it holds at a time; sealing a new one frees the old.',
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'A creature within {range} who is willing speaks a promise aloud, in words you both accept, and you roll {roll}. On an ' +
      'Outcome of 1 or more the promise binds them for {term} and is written on their sheet as a Condition. If they ' +
      'break it, they suffer {penalty}.',
  },
} as const satisfies Record<string, EffectConfig>;
