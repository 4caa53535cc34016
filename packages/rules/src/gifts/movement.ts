import { durationParameter, ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig } from './types.js';

/** Effects that move you or things: jumps through space, mental grip, odd gaits, speed, and passing through walls. */
export const movementEffects = {
  teleport: {
    name: 'Teleport',
    category: 'movement',
    summary: 'Vanish and reappear somewhere else.',
    example: 'With a pop of cold air Dario is on the far rooftop, still holding his coffee.',
    styles: { activated: 0, trap: -1 },
    defaultStyle: 'activated',
    parameters: {
      distance: ladder('Distance', 'thirty', [
        { id: 'thirty', label: '30 feet' },
        { id: 'hundred', label: '100 feet', requires: 'novice' },
        { id: 'mile', label: 'a mile', requires: 'seasoned' },
        { id: 'anywhere', label: 'any distance, to a place you know well', requires: 'veteran' },
      ]),
    },
    enhancements: {
      passenger: {
        name: 'Passenger',
        text: '{activated=You can take one willing creature you touch|trap=Whoever springs it can take one willing creature they touch} along.',
        requires: 'novice',
      },
      'blind-jump': {
        name: 'Blind Jump',
        text:
          '{activated=You may go to places you cannot see|trap=The spot you choose may be out of sight}, if you have ' +
          'been there before.',
      },
      'evasive-jump': {
        name: 'Evasive Jump',
        text: 'You may use it as a Reaction to dodge, adding 2 dice to the Dodge.',
        requires: 'seasoned',
        // A Trap goes off on its trigger, never as your Reaction.
        styles: ['activated'],
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      lag: { name: 'Lag', text: '{activated=You arrive|trap=Whoever it moves arrives} one Round after vanishing.' },
      anchor: {
        name: 'Anchor',
        text: 'Within an hour {activated=you are pulled back to the spot you|trap=whoever it moved is pulled back to the spot they} left.',
      },
      dizzy: {
        name: 'Dizzy',
        text: '{activated=You lose|trap=Whoever it moves loses} 2 dice on the Round after arriving.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      '{activated=You move|trap=Whoever springs it moves} in an instant to a spot within {distance} ' +
      '{activated=that you can see, with whatever you carry|trap=that you chose when laying it, with whatever they carry}.',
  },
  telekinesis: {
    name: 'Telekinesis',
    category: 'movement',
    summary: 'Lift, push and handle things with your mind.',
    example: 'Pens, keys and one very surprised cat drift around Oona while she thinks.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'perception'], 'athletics'),
    parameters: {
      range: rangeParameter('medium'),
      lift: ladder('Weight', 'ten', [
        { id: 'ten', label: '10 pounds' },
        { id: 'hundred', label: '100 pounds', requires: 'novice' },
        { id: 'five-hundred', label: '500 pounds', requires: 'seasoned' },
        { id: 'ton', label: 'a ton', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'fine-control': {
        name: 'Fine Control',
        text: 'You can do delicate work at range: picking locks, typing, tying knots.',
      },
      levitate: { name: 'Levitate', text: 'You can lift yourself as one of the objects.', requires: 'novice' },
      hurl: { name: 'Hurl', text: 'Things you throw with it strike with Weapon Damage 2.' },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      'hands-out': { name: 'Hands Out', text: 'You must point and gesture to steer anything.' },
      'all-your-focus': { name: 'All Your Focus', text: 'While you hold something you can take no other Action.' },
      draining: sharedDrawbacks.draining,
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'As long as you concentrate, you grip things within {range} with your mind and move up to {lift} at walking pace. ' +
      'Throwing a thing, or wresting it from someone, takes {roll}.',
  },
  'special-movement': {
    name: 'Special Movement',
    category: 'movement',
    summary: 'Move in a way a human body cannot: up walls, across water, on the wind.',
    example: 'Mei runs up the side of the tower as if it were a hallway.',
    styles: { passive: 0, activated: -1 },
    defaultStyle: 'passive',
    parameters: {
      speed: ladder('Speed', 'normal', [
        { id: 'normal', label: 'your free movement rate' },
        { id: 'double', label: 'twice your free movement rate', requires: 'novice' },
      ]),
    },
    enhancements: {
      flight: { name: 'Flight', text: 'The way you move may be true flight.', requires: 'seasoned' },
      'second-way': { name: 'Second Way', text: 'You may move in a second way named in the description.' },
      'carry-one': { name: 'Carry One', text: 'You can bring one other person along as you move.' },
    },
    drawbacks: {
      tiring: { name: 'Tiring', text: 'Each full minute of use deals you one Mind damage.' },
      'bare-skin': { name: 'Bare Skin', text: 'It works only barefoot and without gloves.' },
      conditional: sharedDrawbacks.conditional,
    },
    template:
      'You can move in the way named in the description (climbing sheer walls, running on water, gliding, swinging) at ' +
      '{speed}, without a roll. Activated, it lasts ten minutes.',
  },
  'super-speed': {
    name: 'Super Speed',
    category: 'movement',
    summary: 'Move faster than the eye can follow.',
    example: 'The courier is gone before the door finishes closing; the papers on the desk settle a moment later.',
    styles: { activated: 0, passive: 1 },
    defaultStyle: 'activated',
    parameters: {
      speed: ladder('Speed', 'double', [
        { id: 'double', label: 'twice' },
        { id: 'triple', label: 'three times', requires: 'novice' },
        { id: 'five', label: 'five times', requires: 'seasoned' },
        { id: 'ten', label: 'ten times', requires: 'veteran' },
      ]),
    },
    enhancements: {
      blur: { name: 'Blur', text: 'Attacks against you while you are moving lose 2 dice.', requires: 'novice' },
      'spare-moment': {
        name: 'Spare Moment',
        text: 'Each Round you get one Quick Action that costs no dice.',
        requires: 'seasoned',
      },
      'wall-run': { name: 'Wall Run', text: 'At speed you can run up walls and across water.' },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      'hard-to-stop': {
        name: 'Hard to Stop',
        text: 'At speed you move only in straight lines and must use all of the movement.',
      },
      ravenous: {
        name: 'Ravenous',
        text: 'After each use you must eat a full meal within the hour or take one Mind damage.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template: 'Your free movement is {speed} normal. Activated, it lasts one minute.',
  },
  intangibility: {
    name: 'Intangibility',
    category: 'movement',
    summary: 'Become insubstantial and walk through walls.',
    example: 'The vault door means nothing to the Grey Lady; she steps through it like fog.',
    requires: 'veteran',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    parameters: { duration: durationParameter('round') },
    enhancements: {
      'partial-phase': {
        name: 'Partial Phase',
        text: 'You choose which parts of you stay solid, so you can carry or strike while phased.',
      },
      'phase-other': { name: 'Phase Other', text: 'You can take one willing creature you touch through with you.' },
      'ghost-step': { name: 'Ghost Step', text: 'You may turn insubstantial as a Reaction to an attack.' },
    },
    drawbacks: {
      'one-barrier': {
        name: 'One Barrier',
        text: 'You cannot pass through {detail}.',
        detail: { label: 'the material that stops you', required: true },
      },
      'energy-bites': { name: 'Energy Bites', text: 'Fire, electricity and Gift-made harm still reach you.' },
      'stuck-inside': {
        name: 'Stuck Inside',
        text: 'If it ends while you are inside something solid, you take an Injury of severity 4 and are pushed out.',
      },
      draining: sharedDrawbacks.draining,
    },
    template:
      'For {duration} you and what you wear become insubstantial: you pass through solid matter and ordinary attacks ' +
      'pass through you, but you cannot touch or harm anything.',
  },
  haste: {
    name: 'Haste',
    category: 'movement',
    summary: 'A few frantic heartbeats in which you act twice as often as anyone else.',
    example:
      'For three breaths Tomasz moves like a film on fast-forward: gun drawn, door kicked, hostage pulled clear.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['dexterity', 'brawn'], 'athletics'),
    parameters: {
      // Super Speed's Spare Moment gives a Quick Action every Round at Seasoned; Haste gives it at Newbie, but only
      // for a few Rounds, after an Action spent to start it and a roll that can come up short.
      burst: ladder('Burst', 'three', [
        { id: 'two', label: '2 Rounds' },
        { id: 'three', label: '3 Rounds' },
        { id: 'five', label: '5 Rounds', requires: 'novice' },
        { id: 'ten', label: '10 Rounds', requires: 'seasoned' },
      ]),
      extra: ladder('Extra', 'quick', [
        { id: 'quick', label: 'one extra Quick Action' },
        { id: 'action', label: 'one extra Action', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'share-the-rush': {
        name: 'Share the Rush',
        text: 'One willing creature you touch as you call it up gains it too, for as long as yours lasts.',
        requires: 'novice',
      },
      'first-to-move': {
        name: 'First to Move',
        text: 'While it lasts you act first in every Round, whatever the initiative order says.',
      },
      'sure-burst': { name: 'Sure Burst', text: 'It lasts at least 2 Rounds, whatever the Outcome.' },
      effortless: sharedEnhancements.effortless,
    },
    drawbacks: {
      crash: {
        name: 'Crash',
        text: 'When it ends you lose 2 dice on every roll for the next minute.',
      },
      jittery: {
        name: 'Jittery',
        text: 'While it lasts your hands shake: rolls that need a steady hand, like shooting or picking a lock, lose 2 dice.',
      },
      'burned-out': {
        name: 'Burned Out',
        text: 'When it ends you take one Mind damage for each Round it lasted beyond the first.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Roll {roll} as you call it up. For as many Rounds as the Outcome, up to {burst}, you take {extra} each Round ' +
      'on top of your usual ones, and your free movement doubles.',
  },
  phase: {
    name: 'Phase',
    category: 'movement',
    summary: 'Step out of the world for a moment and come back unharmed.',
    example: 'The grenade goes off where Yusra stood; a breath later she is back, blinking, in the smoke.',
    styles: { activated: 0 },
    defaultStyle: 'activated',
    roll: rollWith(['intellect', 'perception'], 'occult'),
    parameters: {
      // Unlike Intangibility (Veteran), you cannot act, move or pass through anything while gone; coming back off
      // your starting spot is what makes it a way around walls, so that reach is gated.
      'return-point': ladder('Return', 'same-spot', [
        { id: 'same-spot', label: 'exactly where you left' },
        { id: 'near', label: 'at any open spot within 15 feet of where you left', requires: 'novice' },
        { id: 'medium', label: 'at any open spot within 50 feet of where you left', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'reflex-phase': {
        name: 'Reflex Phase',
        text: 'You may use it as a Reaction to an attack or a blast, vanishing before it lands.',
        requires: 'seasoned',
      },
      'take-along': {
        name: 'Take Along',
        text: 'One willing creature you touch vanishes and returns with you.',
        requires: 'novice',
      },
      'still-time': {
        name: 'Still Time',
        text: 'While you are gone, burning, bleeding and poison wait for you: none of them worsens until you return.',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'bare-return': {
        name: 'Bare Return',
        text: 'Only your body goes: what you carry and wear stays behind and falls where you stood.',
      },
      'cold-return': {
        name: 'Cold Return',
        text: 'You come back chilled and slow: your first roll after returning loses 2 dice.',
      },
      'thin-place': {
        name: 'Thin Place',
        text: 'It works only where the world feels thin to you: {detail}.',
        detail: { label: 'where you can phase', required: true },
      },
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Roll {roll} and step out of the world: nothing can see, reach or harm you, and you can ' +
      'neither perceive nor affect anything. You come back at the start of your next Turn, or up to as many Rounds ' +
      'later as the Outcome, as you choose, and reappear {return-point}; if something fills that spot you appear at ' +
      'the nearest open one.',
  },
} as const satisfies Record<string, EffectConfig>;
