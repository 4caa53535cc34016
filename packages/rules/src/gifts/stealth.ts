import { durationParameter, ladder } from './parameters.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that hide: from sight, from the senses, or behind another face. */
export const stealthEffects = {
  obscure: {
    name: 'Obscure',
    category: 'stealth',
    summary: 'Slip out of notice, from a blur in the corner of the eye to true invisibility.',
    example: 'Shadows pool around Vesna like ink, and the patrol walks right past her.',
    styles: { activated: 0, targeted: 0, passive: 1 },
    defaultStyle: 'activated',
    parameters: {
      concealment: ladder('Concealment', 'dim', [
        { id: 'dim', label: 'gains 2 dice on Stealth rolls' },
        {
          id: 'unseen',
          label: 'cannot be seen by ordinary sight, though they can still be heard and touched',
          requires: 'novice',
        },
        { id: 'unsensed', label: 'cannot be seen, heard or smelled by ordinary senses', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'strike-unseen': { name: 'Strike Unseen', text: 'Attacking does not end it.', requires: 'seasoned' },
      'no-trace': { name: 'No Trace', text: 'The hidden creature leaves no tracks, scent or marks behind.' },
      cloak: { name: 'Cloak', text: 'It also hides one willing creature touching the bearer.', requires: 'novice' },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'shadows-only': { name: 'Shadows Only', text: 'It works only in dim light or darkness.' },
      'slow-steps': { name: 'Slow Steps', text: 'It ends if the hidden creature moves faster than a walk.' },
      flicker: { name: 'Flicker', text: 'It ends whenever the hidden creature is hit by an attack.' },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      '{activated=For {duration} you are|targeted=For {duration} the target is|passive=Whenever you wish, for as long ' +
      'as you wish, you are} the hidden creature, who {concealment}.',
  },
  disguise: {
    name: 'Disguise',
    category: 'stealth',
    summary: 'Wear another face, body or voice.',
    example: 'Pascal presses his palm to the photograph and the mirror shows the ambassador.',
    styles: { activated: 0, targeted: 0 },
    defaultStyle: 'activated',
    parameters: {
      fidelity: ladder('Fidelity', 'generic', [
        { id: 'generic', label: 'the look of an ordinary person of your choice' },
        { id: 'specific', label: 'the look of a particular person you have seen', requires: 'novice' },
        { id: 'flawless', label: 'the look, voice and prints of a particular person', requires: 'seasoned' },
      ]),
      duration: ladder('Duration', 'hour', [
        { id: 'ten-minutes', label: 'ten minutes' },
        { id: 'hour', label: 'one hour' },
        { id: 'day', label: 'one day', requires: 'novice' },
      ]),
    },
    enhancements: {
      mimic: { name: 'Mimic', text: 'The disguised creature also copies the voice of whoever they appear as.' },
      'quick-change': { name: 'Quick Change', text: 'Changing takes a Quick Action.' },
      'whole-outfit': {
        name: 'Whole Outfit',
        text: 'Clothes and carried gear change to match the disguise.',
        requires: 'novice',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      'true-reflection': {
        name: 'True Reflection',
        text: "Mirrors and cameras show the disguised creature's real face.",
      },
      'one-feature': {
        name: 'One Feature',
        text: 'One thing never changes: {detail}.',
        detail: { label: 'the feature that stays', required: true },
      },
      'needs-sample': { name: 'Needs a Sample', text: 'You need a hair or drop of blood from anyone you copy.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      '{activated=You take|targeted=A willing creature you touch takes} on {fidelity} for {duration}. Anyone with reason ' +
      'to doubt may roll Perception + Alertness at Difficulty 8 to see through it.',
  },
} as const satisfies Record<string, EffectConfig>;
