import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/**
 * Transformation Effects that change what a body is made of or how big it is: size, stretch, element, object, and a
 * foe forced into a harmless shape.
 */
export const shapeEffects = {
  'size-change': {
    name: 'Size Change',
    category: 'transformation',
    summary: 'Shrink to fit through a keyhole, or grow until you fill the room.',
    example: 'Tilde shrinks to the height of a teacup and strolls under the vault door.',
    // Targeted costs 1 more: turning it on a foe is a fight-winning debuff, not a change of your own shape.
    styles: { activated: 0, targeted: 1 },
    defaultStyle: 'activated',
    roll: rollWith(['intellect', 'perception'], 'occult'),
    parameters: {
      scale: ladder('Scale', 'one', [
        { id: 'one', label: 'one size step (half or twice its height)' },
        { id: 'two', label: 'two size steps (a quarter or four times its height)', requires: 'novice' },
        { id: 'three', label: 'three size steps (an eighth or eight times its height)', requires: 'seasoned' },
      ]),
      // Ten minutes as the start, like Armor's activated span; Alternate Form's hour buys Attribute bonuses instead.
      duration: durationParameter('ten-minutes'),
    },
    enhancements: {
      'both-ways': { name: 'Both Ways', text: 'Each time it is used you choose whether the body shrinks or grows.' },
      'everything-scales': {
        name: 'Everything Scales',
        text: 'Clothes and everything carried change size along with the body.',
      },
      dense: {
        name: 'Dense',
        text: 'If you wish, a shrunk body keeps its full Brawn and its full weight.',
        requires: 'novice',
      },
      'giant-stride': { name: 'Giant Stride', text: 'If you wish, each step grown also adds 5 feet to free movement.' },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      awkward: {
        name: 'Awkward',
        text: 'While changed you lose 1 die on every Dexterity roll.',
        styles: ['activated'],
      },
      'fragile-scale': { name: 'Fragile Scale', text: 'It ends at once if the changed body takes an Injury.' },
      'once-a-day': sharedDrawbacks['once-a-day'],
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'For {duration} a body shrinks or grows, as the description says, by {scale}. Activated, the body is yours. ' +
      "Targeted, it is the target's. An unwilling owner resists your {roll} with their Brawn + Survival, and the body " +
      'changes only on a Contested Outcome of 1 or more. Each step grown adds 1 to Brawn for lifting, pushing and unarmed ' +
      'damage and lowers by 1 the Difficulty of attacks against the body; each step shrunk takes as much from that Brawn, ' +
      'never below 1, and raises by 1 the Difficulty of attacks against it and of rolls to spot it.',
  },
  'elastic-body': {
    name: 'Elastic Body',
    category: 'transformation',
    summary: 'Stretch, flatten and coil your body like warm rubber.',
    example: 'Pim slides under the locked door as a flat ribbon and pops back into shape on the far side, grinning.',
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    roll: rollWith(['dexterity', 'brawn'], 'athletics'),
    parameters: {
      reach: ladder('Stretch', 'ten', [
        { id: 'ten', label: '10 feet' },
        { id: 'twenty', label: '20 feet', requires: 'novice' },
        { id: 'forty', label: '40 feet', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      rubbery: { name: 'Rubbery', text: 'Falls, clubs and fists deal you 2 less damage.', requires: 'novice' },
      parachute: { name: 'Parachute', text: 'Spread wide, you drift down like a leaf and no fall can hurt you.' },
      'snap-back': {
        name: 'Snap Back',
        text: 'An unarmed strike made at full stretch deals 1 more Weapon Damage.',
        requires: 'novice',
      },
      'long-hold': {
        name: 'Long Hold',
        text: 'A creature you hold can be kept at full stretch and carried anywhere within it.',
      },
    },
    drawbacks: {
      'cold-snap': { name: 'Cold Snap', text: 'Below freezing your body stiffens and will not stretch at all.' },
      'slow-return': {
        name: 'Slow Return',
        text: 'After stretching to full length you lose 1 die on your next Action while you pull back together.',
      },
      'thin-stretch': { name: 'Thin Stretch', text: 'While stretched, every Injury you take is 1 severity worse.' },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'You can stretch your limbs, neck and body up to {reach}, reaching, grabbing and striking at that distance, and ' +
      'squeeze through any gap your head fits through. Squeezing through a narrower gap, or coiling around a creature to ' +
      'hold it as a grapple, takes {roll}. Activated, it lasts ten minutes.',
  },
  'elemental-body': {
    name: 'Elemental Body',
    category: 'transformation',
    summary: 'Turn your flesh into fire, water, stone, smoke or another element.',
    example: 'When the bouncer swings, his fist splashes straight through Nerida and comes out dripping.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['brawn', 'dexterity'], 'brawl'),
    parameters: {
      // Armor 1 at the start, as the Armor Effect gives; more needs Status because the form brings other perks too.
      armor: ladder('Armor', 'one', [
        { id: 'one', label: 'Armor 1' },
        { id: 'two', label: 'Armor 2', requires: 'novice' },
        { id: 'three', label: 'Armor 3', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      seep: {
        name: 'Seep',
        text: 'You can flow or drift through any crack that air or water could pass.',
        requires: 'novice',
      },
      'searing-touch': {
        name: 'Searing Touch',
        text: 'Anyone who grapples you, or whom you grapple, takes an Injury of severity 1 at the end of each Round.',
      },
      'heavy-blows': {
        name: 'Heavy Blows',
        text: 'Your unarmed attacks in the form deal Weapon Damage 2 instead of 1.',
      },
      'second-element': {
        name: 'Second Element',
        text: 'Each time you change you pick one of two elements named in the description.',
      },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      bane: {
        name: 'Bane',
        text: 'While in the form, {detail} deals you 2 more damage.',
        detail: { label: 'what undoes your element', required: true },
      },
      'bare-change': {
        name: 'Bare Change',
        text: 'Your clothes and gear fall away, burn away or wash away when you change.',
      },
      voiceless: { name: 'Voiceless', text: 'In the form you cannot speak or hold tools.' },
      draining: sharedDrawbacks.draining,
    },
    template:
      'For {duration} your body becomes the element named in the description. You have {armor}, your own element never ' +
      'harms you, and you can do what a body of it plainly could: fire sheds light and sets things alight, water pours ' +
      'through gaps, stone bears great weight. Your unarmed attacks roll {roll} and deal Weapon Damage 1.',
  },
  'object-form': {
    name: 'Object Form',
    category: 'transformation',
    summary: 'Become a lifeless object, for a few minutes or for as long as you like.',
    example: 'The guards searched the whole study; none of them thought to question the brass lamp, which was Oskar.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['dexterity', 'intellect'], 'stealth'),
    parameters: {
      size: ladder('Size', 'hand', [
        { id: 'hand', label: 'small enough to carry in one hand' },
        { id: 'person', label: 'no bigger than you are', requires: 'novice' },
        { id: 'car', label: 'as big as a car', requires: 'seasoned' },
      ]),
      // Ends at "as long as you wish": the permanent object some concepts want, gated to Veterans.
      span: ladder('Duration', 'ten-minutes', [
        { id: 'minute', label: 'one minute' },
        { id: 'ten-minutes', label: 'ten minutes' },
        { id: 'hour', label: 'one hour', requires: 'novice' },
        { id: 'day', label: 'one day', requires: 'seasoned' },
        { id: 'forever', label: 'as long as you wish', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'many-shapes': {
        name: 'Many Shapes',
        text: 'You may become any ordinary object of the allowed size, not only the one described.',
      },
      'working-object': {
        name: 'Working Object',
        text: 'The object works like a real one of its kind: a lamp shines, a key turns, a blade cuts.',
      },
      unbreakable: { name: 'Unbreakable', text: 'As the object you have Armor 2.', requires: 'novice' },
      creep: {
        name: 'Creep',
        text: 'You can move the object at a slow walk, as long as nobody is looking at it.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'left-behind': { name: 'Left Behind', text: 'Your clothes and gear stay in a heap where you changed.' },
      dreamless: { name: 'Dreamless', text: 'As the object you perceive nothing until the form ends.' },
      'locked-in': { name: 'Locked In', text: 'You cannot change back before the full time is up.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'You become the object named in the description, {size}, for up to {span} or until you change back with a Quick ' +
      'Action. You keep your senses and your mind but cannot move, speak or use other Gifts, and harm done to the object ' +
      'is done to you. Someone who has reason to doubt the object and studies it rolls Perception + Investigation against ' +
      'your {roll}.',
  },
  'transmute-other': {
    name: 'Transmute Other',
    category: 'transformation',
    summary: 'Force another creature into a harmless shape: a toad, a house cat, a garden statue.',
    example: 'Madame Orsolya flicks ash at the debt collector, and a bewildered goat stands in his good suit.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma'], 'occult'),
    parameters: {
      range: rangeParameter('near'),
      // Fascinate holds a foe for a minute at cost 1; this also takes away Gifts, weapons and speech, so it starts
      // at one Round.
      span: ladder('Duration', 'round', [
        { id: 'round', label: 'one Round' },
        { id: 'minute', label: 'one minute', requires: 'novice' },
        { id: 'ten-minutes', label: 'ten minutes', requires: 'seasoned' },
        { id: 'hour', label: 'one hour', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'lost-self': {
        name: 'Lost Self',
        text: 'While changed they think as the shape would and forget what they were doing.',
      },
      'sturdy-shape': {
        name: 'Sturdy Shape',
        text: 'An Injury to the shape no longer ends it early; it only carries over when the shape ends.',
        requires: 'novice',
      },
      'quiet-change': {
        name: 'Quiet Change',
        text: 'Nobody who did not see it happen can tell the shape was ever a person.',
      },
      'twin-target': sharedEnhancements['twin-target'],
    },
    drawbacks: {
      rebound: { name: 'Rebound', text: 'If the roll fails, you take the shape yourself for one Round.' },
      'easy-cure': {
        name: 'Easy Cure',
        text: 'It ends at once when {detail}.',
        detail: { label: 'what breaks the curse', required: true },
      },
      draining: sharedDrawbacks.draining,
    },
    template:
      'Roll {roll} against a creature within {range}, resisted by their Brawn + Survival. Trap, the creature is ' +
      'whoever springs it. On a Contested Outcome of 1 or more they become the harmless shape named in the ' +
      'description, a small animal or a lifeless object, for {span}: they keep their mind but cannot speak, hold ' +
      'anything or use Gifts. An Injury to the shape ends it at once and carries over to their body.',
  },
} as const satisfies Record<string, EffectConfig>;
