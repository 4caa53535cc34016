import { damageParameter, durationParameter, ladder, rangeParameter } from './parameters.js';
import { anyRoll, rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that hurt: single targets, areas, minds and dice pools. */
export const harmEffects = {
  injure: {
    name: 'Injure',
    category: 'harm',
    summary: 'Wound one target directly, as a weapon would.',
    example: 'Nadia points two fingers at a guard and his knee buckles as if struck by a hammer.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: anyRoll('perception', 'occult'),
    parameters: { range: rangeParameter('medium'), damage: damageParameter('wd2') },
    enhancements: {
      piercing: { name: 'Piercing', text: "It ignores 2 points of the target's Armor.", requires: 'novice' },
      staggering: {
        name: 'Staggering',
        text: 'A target it injures also loses 1 die on every roll until the end of the next Round.',
      },
      subtle: sharedEnhancements.subtle,
      swift: sharedEnhancements.swift,
      'twin-target': sharedEnhancements['twin-target'],
    },
    drawbacks: {
      'blood-price': { name: 'Blood Price', text: 'Each activation also gives you an Injury of severity 1.' },
      'wild-aim': {
        name: 'Wild Aim',
        text: 'If its roll gets an Outcome of 0, it strikes the creature nearest the target instead, when one is in range.',
      },
      telltale: sharedDrawbacks.telltale,
      draining: sharedDrawbacks.draining,
      focus: sharedDrawbacks.focus,
    },
    template:
      'Attack one target within {range}: roll {roll}; the target may Dodge. If the Contested Outcome is 1 or more, ' +
      'the target takes an Injury of that Outcome plus {damage}, less their Armor.',
  },
  afflict: {
    name: 'Afflict',
    aliases: ['Affliction'],
    category: 'harm',
    summary: 'Lay a sickness, poison or curse on a target that saps them for hours.',
    example: "A pinch of grey dust blown from Tomas's palm leaves a bodyguard sweating and shaking all evening.",
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma', 'perception'], 'medicine'),
    parameters: {
      range: rangeParameter('touch'),
      potency: ladder('Potency', 'two', [
        { id: 'one', label: '1 die' },
        { id: 'two', label: '2 dice' },
        { id: 'three', label: '3 dice', requires: 'seasoned' },
      ]),
      duration: ladder('Duration', 'hour', [
        { id: 'ten-minutes', label: 'ten minutes' },
        { id: 'hour', label: 'one hour' },
        { id: 'day', label: 'one day', requires: 'novice' },
        { id: 'week', label: 'one week', requires: 'professional' },
      ]),
    },
    enhancements: {
      contagious: {
        name: 'Contagious',
        text: 'Anyone who spends a minute in close contact with the target must roll Brawn + Survival at Difficulty 6 or catch it too.',
        requires: 'seasoned',
      },
      'hidden-onset': {
        name: 'Hidden Onset',
        text: 'Symptoms start an hour after the Gift lands, so nothing ties them to you.',
      },
      wasting: {
        name: 'Wasting',
        text: 'The target also takes one Mind damage when it begins and again each day it lasts.',
        requires: 'novice',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      fragile: {
        name: 'Fragile Malady',
        text: 'Any successful first aid or Medicine roll on the target ends it at once.',
      },
      ingested: { name: 'Ingested', text: 'It only takes hold through food or drink the target swallows.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Brawn + Survival. On a Contested Outcome of 1 ' +
      'or more they lose {potency} on every physical action for {duration}.',
  },
  blast: {
    name: 'Blast',
    category: 'harm',
    summary: 'Hit everything in an area at once with fire, force or worse.',
    example: 'Kell claps once and the air in the corridor turns to a rolling wall of heat.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['dexterity', 'perception', 'intellect'], 'occult'),
    parameters: {
      range: rangeParameter('medium'),
      radius: ladder('Radius', 'five', [
        { id: 'five', label: '5 feet' },
        { id: 'ten', label: '10 feet', requires: 'novice' },
        { id: 'twenty', label: '20 feet', requires: 'seasoned' },
      ]),
      damage: damageParameter('wd1'),
    },
    enhancements: {
      selective: {
        name: 'Selective',
        text: 'You choose which creatures inside the area it spares.',
        requires: 'seasoned',
      },
      knockdown: { name: 'Knockdown', text: 'Every target it injures is knocked prone.' },
      kindling: { name: 'Kindling', text: 'It sets anything flammable in the area alight.' },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'caught-inside': {
        name: 'Caught Inside',
        text: 'You always stand at the center of the area and are attacked as well.',
      },
      'slow-build': {
        name: 'Slow Build',
        text: 'You declare it on one turn and it goes off at the start of your next one, where you aimed it then.',
      },
      draining: sharedDrawbacks.draining,
      telltale: sharedDrawbacks.telltale,
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Pick a point within {range}; one roll of {roll} attacks every creature within {radius} of it, and each may Dodge on ' +
      'their own. Each one hit takes an Injury of their Contested Outcome plus {damage}, less their Armor.',
  },
  'mental-assault': {
    name: 'Mental Assault',
    aliases: ['Mind Attack'],
    category: 'harm',
    summary: 'Wound a mind instead of a body, burning Source first and sanity after.',
    example: 'Whispers only the cult leader can hear crawl up from the floorboards until she screams.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma'], 'occult'),
    parameters: {
      range: rangeParameter('near'),
      cap: ladder('Harm cap', 'three', [
        { id: 'two', label: '2' },
        { id: 'three', label: '3' },
        { id: 'four', label: '4', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      scarring: {
        name: 'Scarring',
        text: 'A target left with 3 Mind or less must make a Trauma roll.',
        requires: 'professional',
      },
      'frozen-will': { name: 'Frozen Will', text: 'A target it harms cannot Exert until the end of the next Round.' },
      subtle: sharedEnhancements.subtle,
      'twin-target': sharedEnhancements['twin-target'],
    },
    drawbacks: {
      'psychic-echo': {
        name: 'Psychic Echo',
        text: 'When a target loses 3 or more points to it, you take one Mind damage.',
      },
      'eye-contact': { name: 'Eye Contact', text: 'It works only on a target who can see your eyes.' },
      draining: sharedDrawbacks.draining,
      backlash: sharedDrawbacks.backlash,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. The Contested Outcome, up ' +
      'to {cap}, first empties their Source and then becomes Mind damage.',
  },
  hex: {
    name: 'Hex',
    category: 'harm',
    summary: 'Curse a target so that everything they try goes a little worse.',
    example: 'Mama Oyelaran ties a red thread into a knot, and the gunman across the street cannot shoot straight.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['charisma', 'intellect'], 'occult'),
    parameters: { range: rangeParameter('medium'), duration: durationParameter('minute') },
    enhancements: {
      'bound-hex': {
        name: 'Bound Hex',
        text: 'The target cannot ignore this penalty by Exerting.',
        requires: 'seasoned',
      },
      'sure-curse': {
        name: 'Sure Curse',
        text: 'The penalty is at least 1 die whenever the Gift hits, and may reach 4 dice.',
      },
      subtle: sharedEnhancements.subtle,
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      'true-name': { name: 'True Name', text: "You must know and speak the target's full name." },
      'fragile-curse': { name: 'Fragile Curse', text: 'The curse ends the moment you take any Injury.' },
      telltale: sharedDrawbacks.telltale,
      focus: sharedDrawbacks.focus,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Intellect + Alertness. For {duration} they lose ' +
      'dice equal to the Contested Outcome, at most 3, on every roll.',
  },
  'life-drain': {
    name: 'Life Drain',
    category: 'harm',
    summary: 'Wound a target and pull the stolen vigor into your own injuries.',
    example: "Vesna grips the smuggler's wrist; he greys and sags while the cut on her brow seals shut.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['brawn', 'charisma', 'intellect'], 'occult'),
    // Weaker than Injure (touch, Weapon Damage 1 instead of 50 feet and 2): the healing it brings pays for the rest.
    parameters: {
      range: rangeParameter('touch'),
      damage: damageParameter('wd1'),
      siphon: ladder('Most mended', 'two', [
        { id: 'one', label: '1' },
        { id: 'two', label: '2' },
        { id: 'three', label: '3', requires: 'novice' },
        { id: 'four', label: '4', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'mind-feast': {
        name: 'Mind Feast',
        text: 'Instead of easing one of your Injuries, you may recover as many points of Mind damage.',
      },
      overflow: {
        name: 'Overflow',
        text: 'Whatever mending you cannot use yourself may go to one ally within 15 feet of you.',
        requires: 'novice',
      },
      withering: {
        name: 'Withering',
        text: 'No Gift can lower the Injury it dealt until the next sunrise.',
        requires: 'novice',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      'living-prey': {
        name: 'Living Prey',
        text: 'It does nothing to machines, spirits, the walking dead or anything else without living flesh.',
      },
      hunger: {
        name: 'Hunger',
        text: 'After a scene in which you used it, the next creature that angers you tempts you: roll Mind at Difficulty 7 or use it on them.',
      },
      gorged: {
        name: 'Gorged',
        text: 'Once it has mended you, it only wounds until you have slept.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Attack one creature within {range}: roll {roll}; the target may Dodge. If the Contested Outcome is 1 or more, ' +
      'the target takes an Injury of that Outcome plus {damage}, less their Armor, and one of your own Injuries drops ' +
      'in severity by as much as the severity of the Injury dealt, {siphon} at most.',
  },
  shockwave: {
    name: 'Shockwave',
    category: 'harm',
    summary: 'Burst outward with a ring of force that throws everyone nearby off their feet.',
    example: 'When the bikers close in, Okonkwo stamps once and all six of them land on their backs in the gravel.',
    styles: { activated: 0, trap: -1 },
    defaultStyle: 'activated',
    roll: rollWith(['brawn', 'perception', 'intellect'], 'occult'),
    // Unlike Blast it hurts little: its worth is clearing a crowd and knocking it down, so the radius starts wider.
    parameters: {
      radius: ladder('Radius', 'ten', [
        { id: 'five', label: '5 feet' },
        { id: 'ten', label: '10 feet' },
        { id: 'twenty', label: '20 feet', requires: 'novice' },
        { id: 'forty', label: '40 feet', requires: 'seasoned' },
      ]),
      push: ladder('Throw', 'five', [
        { id: 'five', label: '5 feet' },
        { id: 'ten', label: '10 feet', requires: 'novice' },
        { id: 'twenty', label: '20 feet', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      deafening: {
        name: 'Deafening',
        text: 'Everyone it throws is also deaf until the end of the next Round.',
      },
      shattering: {
        name: 'Shattering',
        text: 'It also bursts windows, flimsy doors and thin walls inside the area.',
      },
      'hammer-blow': {
        name: 'Hammer Blow',
        text: 'Each creature it throws also takes an Injury of severity 1 from the blast itself, on top of any from striking something.',
        requires: 'novice',
      },
      'eye-of-the-storm': {
        name: 'Eye of the Storm',
        text: 'You pick which creatures inside the area it leaves standing.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      recoil: { name: 'Recoil', text: 'You land prone as well.', styles: ['activated'] },
      'wind-up': {
        name: 'Wind-Up',
        text: 'You must gather it with a Quick Action on the turn before, and anyone watching sees it coming.',
      },
      grounded: {
        name: 'Grounded',
        text: 'It moves only creatures standing on solid ground; anyone flying, climbing or swimming is untouched.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Activated, the burst starts from you and leaves you standing. Trap, the burst starts from the spot or object it ' +
      'was laid on. One roll of {roll} is made against every creature within {radius} of its start, each resisting with ' +
      'Brawn + Athletics. Each one with a Contested Outcome of 1 or more is hurled {push} straight away from the start ' +
      'and lands prone; one slammed into a wall or other hard thing on the way takes an Injury of severity 1.',
  },
} as const satisfies Record<string, EffectConfig>;
