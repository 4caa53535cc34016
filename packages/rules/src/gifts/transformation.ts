import { ladder } from './parameters.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that change your shape: a second self, a beast, or a body rebuilt for good. */
export const transformationEffects = {
  'alternate-form': {
    name: 'Alternate Form',
    category: 'transformation',
    summary: 'Turn into a stronger version of yourself for a while.',
    example:
      "When the moon is up, Wade's jaw stretches, his shoulders split his shirt, and he stops answering to his name.",
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      potency: ladder('Potency', 'one', [
        { id: 'one', label: '+1 to one Attribute' },
        { id: 'two', label: '+1 to two Attributes', requires: 'novice' },
        { id: 'three', label: '+2 to one Attribute and +1 to another', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      claws: { name: 'Claws', text: 'In the form your unarmed strikes deal Weapon Damage 2.' },
      hide: { name: 'Thick Hide', text: 'In the form you have Armor 1.' },
      'quick-change': { name: 'Quick Change', text: 'Changing takes a Quick Action.', requires: 'novice' },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      monstrous: { name: 'Monstrous', text: 'In the form you frighten ordinary people and cannot pass for human.' },
      involuntary: {
        name: 'Involuntary',
        text: 'You also change, unwillingly, whenever {detail}.',
        detail: { label: 'what forces the change', required: true },
      },
      'hard-to-leave': {
        name: 'Hard to Leave',
        text: 'Changing back early takes Intellect + Survival at Difficulty 7.',
      },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'With an Action you take the form from your description for up to an hour, gaining {potency} (this may take an ' +
      'Attribute past 5); Body and Mind are worked out again while the form lasts.',
  },
  'animal-form': {
    name: 'Animal Form',
    category: 'transformation',
    summary: 'Become an animal, body and senses.',
    example: 'A crow lands on the sill of the council chamber; it is Magda, and she is taking notes.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: {
      size: ladder('Size', 'small', [
        { id: 'small', label: 'anything from a sparrow to a large dog' },
        { id: 'human', label: 'up to human size', requires: 'novice' },
        { id: 'large', label: 'up to horse or bear size', requires: 'seasoned' },
        { id: 'huge', label: 'up to elephant size', requires: 'veteran' },
      ]),
    },
    enhancements: {
      speech: { name: 'Speech', text: 'You can still talk in animal shape.' },
      menagerie: {
        name: 'Menagerie',
        text: 'You may become any animal of the allowed size, not just the one described.',
        requires: 'novice',
      },
      'keep-gear': {
        name: 'Keep Gear',
        text: 'Your clothes and carried things merge into the animal and return with you.',
      },
    },
    drawbacks: {
      instincts: {
        name: 'Instincts',
        text: "To go against the animal's nature you must roll Intellect + Survival at Difficulty 6.",
      },
      'wounds-carry': {
        name: 'Wounds Carry Over',
        text: 'Injuries taken as the animal stay with you when you change back.',
      },
      'full-hour': { name: 'Full Hour', text: 'Once changed you cannot change back before the hour is up.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'With an Action you become the ordinary animal named in the description, {size}, for up to an hour. You keep your ' +
      'mind and Mind but use its body, senses and movement; you cannot speak or use tools.',
  },
  augmentation: {
    name: 'Augmentation',
    category: 'transformation',
    summary: 'Rebuild your body for good with a useful feature.',
    example: 'Since the lab, Priya has gills behind her ears and sees heat like a snake.',
    styles: { passive: 0 },
    defaultStyle: 'passive',
    parameters: {
      features: ladder('Features', 'one', [
        { id: 'one', label: 'one adaptation' },
        { id: 'two', label: 'two adaptations', requires: 'novice' },
        { id: 'three', label: 'three adaptations', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      hidden: { name: 'Hidden', text: 'The changes fold away and pass for human under a normal look.' },
      'built-in-weapon': {
        name: 'Built-in Weapon',
        text: 'One adaptation is a weapon that deals Weapon Damage 2.',
        requires: 'novice',
      },
      'armored-hide': { name: 'Armored Hide', text: 'You have Armor 1 at all times.' },
    },
    drawbacks: {
      inhuman: { name: 'Inhuman', text: 'The changes are plain to see and cannot be hidden by clothes.' },
      upkeep: {
        name: 'Upkeep',
        text: 'Without {detail} each day the adaptations stop working.',
        detail: { label: 'the daily upkeep', required: true },
      },
      'weak-point': { name: 'Weak Point', text: 'Called Shots against you count as 2 Outcome better.' },
    },
    template:
      'Your body carries {features} from your description (gills, night eyes, a tail that grips); each lets you do what it ' +
      'plainly should, without a roll.',
  },
} as const satisfies Record<string, EffectConfig>;
