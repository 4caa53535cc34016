import type { ModifierConfig } from './types.js';

const ACTIVE_STYLES = ['activated', 'targeted', 'trap'] as const;

/** Enhancements several Effects offer; an Effect lists the ones that fit it next to its own. */
export const sharedEnhancements = {
  effortless: {
    name: 'Effortless',
    text: 'Activating it needs no Exertion and no Source.',
    requires: 'novice',
    styles: ACTIVE_STYLES,
    types: ['power', 'legendary-artifact', 'artifact-crafting'],
    excludes: ['draining'],
  },
  subtle: {
    name: 'Subtle',
    text: 'It shows no outward sign when used; only senses granted by a Gift can tell it is happening.',
    excludes: ['telltale'],
  },
  swift: {
    name: 'Swift',
    text: 'Activating it is a Quick Action instead of a full Action.',
    styles: ['activated', 'targeted'],
    excludes: ['slow-rite'],
  },
  'twin-target': {
    name: 'Twin Target',
    text: 'One activation can reach a second target in range: roll once and compare the Outcome against each target.',
    requires: 'seasoned',
    styles: ['targeted'],
  },
  precise: {
    name: 'Precise',
    text: 'Its roll is made at 1 lower Difficulty.',
    requires: 'novice',
    difficulty: -1,
    excludes: ['erratic'],
  },
} as const satisfies Record<string, ModifierConfig>;

/** Drawbacks several Effects offer. */
export const sharedDrawbacks = {
  focus: {
    name: 'Focus',
    text: 'It works only while you hold or wear {detail}; without it the Gift does nothing.',
    types: ['power'],
    detail: { label: 'the focus object', required: true },
  },
  'slow-rite': {
    name: 'Slow Rite',
    text: 'Activating it takes ten minutes of uninterrupted work instead of an Action.',
    styles: ACTIVE_STYLES,
    excludes: ['swift'],
  },
  draining: {
    name: 'Draining',
    text: 'Each activation also deals you one Mind damage that Source cannot pay for.',
    styles: ACTIVE_STYLES,
    excludes: ['effortless'],
  },
  telltale: {
    name: 'Telltale',
    text: 'Using it is impossible to miss: {detail}.',
    detail: { label: 'what everyone nearby notices', required: true },
    excludes: ['subtle'],
  },
  'once-a-day': {
    name: 'Once a Day',
    text: 'It can be activated only once per day.',
    styles: ACTIVE_STYLES,
  },
  conditional: {
    name: 'Conditional',
    text: 'It works only while {detail}.',
    detail: { label: 'the condition that must hold', required: true },
  },
  erratic: {
    name: 'Erratic',
    text: 'Its roll is made at 1 higher Difficulty.',
    difficulty: 1,
    excludes: ['precise'],
  },
  backlash: {
    name: 'Backlash',
    text: 'If its roll botches, you suffer an Injury of severity 2.',
  },
} as const satisfies Record<string, ModifierConfig>;
