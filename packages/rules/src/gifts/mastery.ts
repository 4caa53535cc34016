import { ladder, masteryBonusParameter } from './parameters.js';
import { sharedDrawbacks } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects of superhuman fighting skill: a weapon class, bare hands, anything thrown, reflexes and guarding. */
export const masteryEffects = {
  'weapon-mastery': {
    name: 'Weapon Mastery',
    category: 'mastery',
    summary: 'Fight with one class of weapon better than any human could.',
    example: "Fencers train for decades to see what Akira sees: the blade's path a second before it moves.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      bonus: masteryBonusParameter(),
    },
    enhancements: {
      'quick-draw': { name: 'Quick Draw', text: 'Readying or stowing the weapon costs you no dice.' },
      'crushing-blows': {
        name: 'Crushing Blows',
        text: 'The weapon deals 1 more Weapon Damage in your hands.',
        requires: 'seasoned',
      },
      disarm: {
        name: 'Disarm',
        text: "On a Contested Outcome of 3 or more you may knock the foe's weapon away instead of dealing damage.",
      },
    },
    drawbacks: {
      'one-weapon': {
        name: 'One Weapon',
        text: 'It works only with {detail}, not the whole class.',
        detail: { label: 'the single weapon', required: true },
      },
      reckless: { name: 'Reckless', text: 'In a Round you attack with it you lose 1 die to Dodge.' },
      showy: { name: 'Showy', text: 'You cannot resist a flourish: attacks with it can never be made from hiding.' },
    },
    template:
      'Attacks with the class of weapon named in the description gain {bonus}, and you may Defend with it even against ' +
      'attacks it could not normally parry.',
  },
  'unarmed-mastery': {
    name: 'Unarmed Mastery',
    category: 'mastery',
    summary: 'Turn your bare hands and feet into weapons.',
    example: "Sister Hoa taps the thug's collarbone twice; he folds up on the pavement.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      damage: ladder('Damage', 'zero', [
        { id: 'zero', label: 'Weapon Damage 0' },
        { id: 'one', label: 'Weapon Damage 1', requires: 'novice' },
        { id: 'two', label: 'Weapon Damage 2', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'lock-and-throw': {
        name: 'Lock and Throw',
        text: 'On a Contested Outcome of 3 or more you may hurl the foe 10 feet and leave them prone instead of dealing damage.',
      },
      'stone-fists': { name: 'Stone Fists', text: 'Your strikes ignore 1 point of Armor.', requires: 'novice' },
      flurry: {
        name: 'Flurry',
        text: 'You may split one unarmed attack between two foes within reach without the usual Difficulty increase.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'unarmored-only': { name: 'Unarmored Only', text: 'It works only when you wear no armor.' },
      'honor-code': { name: 'Honor Code', text: 'It fails against a foe who has not seen you coming.' },
      'bruised-knuckles': {
        name: 'Bruised Knuckles',
        text: 'After each fight in which you used it, you take an Injury of severity 1.',
      },
      conditional: sharedDrawbacks.conditional,
    },
    template: 'Your unarmed strikes deal {damage} and count as weapons when you Defend against armed attackers.',
  },
  'throwing-mastery': {
    name: 'Throwing Mastery',
    category: 'mastery',
    summary: 'Make anything you throw fly true and hit hard.',
    example: "A stapler, a coffee mug and a letter opener all arrive at the gunman's wrist in one second.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      damage: ladder('Damage', 'one', [
        { id: 'one', label: 'Weapon Damage 1' },
        { id: 'two', label: 'Weapon Damage 2', requires: 'novice' },
        { id: 'three', label: 'Weapon Damage 3', requires: 'seasoned' },
      ]),
      range: ladder('Range', 'thirty', [
        { id: 'thirty', label: '30 feet' },
        { id: 'sixty', label: '60 feet' },
        { id: 'hundred-twenty', label: '120 feet', requires: 'novice' },
      ]),
    },
    enhancements: {
      ricochet: {
        name: 'Ricochet',
        text: 'Your throws may bounce off one surface to reach a target out of direct sight.',
      },
      homing: {
        name: 'Homing',
        text: 'A thrown weapon of yours comes back to your hand at the end of the Round.',
        requires: 'novice',
      },
      'two-at-once': {
        name: 'Two at Once',
        text: 'You may throw at two targets with one roll without halving the damage.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'balanced-only': { name: 'Balanced Only', text: 'It works only with things made for throwing.' },
      'wind-up': { name: 'Wind-Up', text: 'Each throw costs you the dice of one Quick Action.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Anything you can lift in one hand becomes a thrown weapon in your grip, dealing {damage} at up to {range} with ' +
      'no range penalty.',
  },
  'combat-reflexes': {
    name: 'Combat Reflexes',
    category: 'mastery',
    summary: 'Move first and answer every blow, faster than thought.',
    example: "The ambush opens with a gunshot; it closes with Tobiah already holding the shooter's gun.",
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      // A free Reaction each Round is the core; Mythic Dexterity's First Move (2 Initiative dice) stays a Novice perk.
      reactions: ladder('Ready Reactions', 'one', [
        { id: 'one', label: 'once each Round' },
        { id: 'two', label: 'twice each Round', requires: 'novice' },
        { id: 'every', label: 'against every attack', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      counter: {
        name: 'Counter',
        text: 'When a melee attack on you misses, you may strike back at once with a Quick Action that costs you no dice.',
        requires: 'seasoned',
      },
      catch: {
        name: 'Catch',
        text: 'Your bare hands can Defend against blades, clubs and thrown things, snatching them out of the air.',
        requires: 'novice',
      },
      'slip-away': {
        name: 'Slip Away',
        text: 'After a Dodge that works you may also step up to 10 feet.',
      },
    },
    drawbacks: {
      jumpy: {
        name: 'Jumpy',
        text: 'A sudden noise or touch makes you lash out at its source unless you pass a Self-Control roll.',
      },
      'no-patience': { name: 'No Patience', text: 'You can never spend a Round aiming.' },
      'light-load': {
        name: 'Light Load',
        text: 'It works only while you carry no more than your free load and wear no armor heavier than a vest.',
      },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'You gain 1 die on Initiative rolls, and {reactions} you may Dodge or Defend after your Action is spent without ' +
      'it counting as a Desperate Defense.',
  },
  'guardian-mastery': {
    name: 'Guardian Mastery',
    category: 'mastery',
    summary: 'Turn aside blows meant for you or for anyone at your side.',
    example:
      'Sergeant Moreau steps in front of the senator, and the bullets spark off her riot shield one after another.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      // The same 1-to-2 dice ladder as Weapon Mastery, spent on defence instead of attack.
      bonus: masteryBonusParameter(),
    },
    enhancements: {
      'wide-guard': {
        name: 'Wide Guard',
        text: 'You may guard allies up to 10 feet away, stepping in front of them as part of the Defend.',
        requires: 'novice',
      },
      'shield-bash': {
        name: 'Shield Bash',
        text: 'When your Defend beats an attack by 3 or more, the attacker is knocked prone.',
      },
      'stand-fast': {
        name: 'Stand Fast',
        text: 'While you hold your guard nothing can push you back or knock you down.',
      },
      'iron-wall': {
        name: 'Iron Wall',
        text: 'Once per Round you may Defend against a blast or a sweep of gunfire for yourself and everyone right behind you.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'shield-bound': { name: 'Shield-Bound', text: 'It works only with a shield in your hand.' },
      planted: { name: 'Planted', text: 'In a Round you Defend for someone else, your free movement is halved.' },
      'open-flank': {
        name: 'Open Flank',
        text: 'While you guard someone else, attacks against you are made at 1 lower Difficulty.',
      },
    },
    template:
      'When you Defend you gain {bonus}; with a shield, a weapon or your own arms you may Defend against shots at any ' +
      'range. You may also Defend an ally within 5 feet against an attack aimed at them, taking the attack on yourself.',
  },
} as const satisfies Record<string, EffectConfig>;
