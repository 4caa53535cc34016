import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
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
  silence: {
    name: 'Silence',
    category: 'stealth',
    summary: 'Smother every sound in a space, so nothing made there is heard.',
    example: 'The glass breaks, the alarm screams, and the street outside Odile hears none of it.',
    styles: { activated: 0, trap: -1 },
    defaultStyle: 'activated',
    roll: rollWith(['intellect', 'perception'], 'stealth'),
    parameters: {
      // Lasts a minute like Obscure; it hides sound from everyone in a small space rather than one creature from sight.
      radius: ladder('Radius', 'ten', [
        { id: 'ten', label: '10 feet' },
        { id: 'thirty', label: '30 feet', requires: 'novice' },
        { id: 'hundred', label: '100 feet', requires: 'seasoned' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'chosen-voices': {
        name: 'Chosen Voices',
        text: 'Creatures you name are spared: inside, they still hear one another and can talk in low voices.',
        requires: 'novice',
      },
      'dead-air': {
        name: 'Dead Air',
        text: 'Gifts that work through sound, such as a compelling voice, cannot reach into or out of the space.',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'ringing-ears': { name: 'Ringing Ears', text: 'When it ends you are deaf for a minute.' },
      'walking-pace': {
        name: 'Walking Pace',
        text: 'It ends if you move faster than a walk.',
        styles: ['activated'],
      },
      'fragile-hush': {
        name: 'Fragile Hush',
        text: 'An explosion or a gunshot inside breaks it at once, and that sound is heard.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'For {duration} sound dies within {radius} of its center: nothing made there is heard, inside or out, so steps, ' +
      'shots, shouts and alarms there are silent and nobody inside can talk aloud. An outsider who watches the space notices the ' +
      'unnatural hush only by beating your {roll} with Perception + Alertness. Activated, its center is you and moves ' +
      'with you. Trap, its center is the spot where it goes off.',
  },
  'forget-me': {
    name: 'Forget Me',
    category: 'stealth',
    summary: 'Make those who saw you lose the memory of you.',
    example: 'By the time the clerk looks up again, he cannot recall who asked about the Hartley file.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['charisma', 'intellect'], 'stealth'),
    parameters: {
      // Fascinate's Blank Spot erases a minute it held someone for; this reaches ten minutes back because it
      // takes only you out of the memory, and every witness resists.
      range: rangeParameter('near'),
      window: ladder('Look-back', 'ten-minutes', [
        { id: 'minute', label: 'the last minute' },
        { id: 'ten-minutes', label: 'the last ten minutes' },
        { id: 'hour', label: 'the last hour', requires: 'novice' },
        { id: 'day', label: 'the last day', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'forget-the-deed': {
        name: 'Forget the Deed',
        text: 'They also forget what you did while they watched, not only who did it.',
        requires: 'novice',
      },
      'false-face': {
        name: 'False Face',
        text: 'In place of you they remember a stranger you picture as you use it.',
      },
      unrecorded: {
        name: 'Unrecorded',
        text: 'Photos, footage and recordings of you from that time blur wherever you appear in them.',
        requires: 'seasoned',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'deja-vu': { name: 'Déjà Vu', text: 'If they meet you again, the lost memory comes back all at once.' },
      'slow-fade': {
        name: 'Slow Fade',
        text: 'The memory fades only an hour later; until then they remember you clearly.',
      },
      'touch-to-forget': {
        name: 'Touch to Forget',
        text: 'It reaches only creatures you touched during that time.',
      },
      draining: sharedDrawbacks.draining,
    },
    template:
      'Roll {roll}; every creature within {range} that saw or heard you in {window} resists with Intellect + ' +
      'Alertness. Those you beat lose the memory of you: they know something happened, but your face, voice and ' +
      'presence are gone from it. Notes, cameras and recordings keep what they caught.',
  },
  illusion: {
    name: 'Illusion',
    category: 'stealth',
    summary: 'Conjure false sights and sounds that fool the eye and ear.',
    example: 'Where the alley ends, Inés paints a brick wall so real the hounds turn back.',
    styles: { targeted: 0, trap: -1 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma', 'dexterity'], 'performance'),
    parameters: {
      // Range and duration as Emotion Control's; a room-sized scene is Novice, like Obscure's true invisibility.
      range: rangeParameter('near'),
      scale: ladder('Size', 'person', [
        { id: 'person', label: 'something no bigger than a person' },
        { id: 'room', label: 'a scene that fills a room', requires: 'novice' },
        { id: 'building', label: 'a scene as large as a house', requires: 'seasoned' },
      ]),
      senses: ladder('Senses', 'sight-sound', [
        { id: 'sight', label: 'a silent image' },
        { id: 'sight-sound', label: 'an image with sound' },
        { id: 'scent', label: 'an image with sound, smell and warmth', requires: 'novice' },
      ]),
      duration: durationParameter('minute'),
    },
    enhancements: {
      'cloak-a-thing': {
        name: 'Cloak a Thing',
        text: 'You may lay it over a creature or object in range so that it moves with it and hides what lies beneath.',
        requires: 'novice',
      },
      'chosen-eyes': {
        name: 'Chosen Eyes',
        text: 'Only creatures you choose perceive it; everyone else sees nothing.',
      },
      'set-piece': {
        name: 'Set Piece',
        text: 'You may script a scene as you create it; it then plays out on its own while you do other things.',
        styles: ['targeted'],
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'wrong-detail': {
        name: 'Wrong Detail',
        text: 'One detail is always off: {detail}.',
        detail: { label: 'the detail that gives it away', required: true },
      },
      'pops-at-a-touch': { name: 'Pops at a Touch', text: 'It vanishes the moment anything touches it.' },
      'in-your-sight': { name: 'In Your Sight', text: 'It ends if you lose sight of it.' },
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Create {senses} of {scale} at a spot within {range}; it lasts {duration}. It has no substance, so anything ' +
      'that passes through it meets nothing. A creature that studies it or reaches for it may roll Perception + ' +
      'Alertness against your {roll}; on a Contested Outcome of 1 or more it sees through it. Targeted, it moves and ' +
      'sounds as you direct while you concentrate, and holds still when you stop. Trap, it appears where it is set ' +
      'off and plays out a scene you described when you laid it.',
  },
} as const satisfies Record<string, EffectConfig>;
