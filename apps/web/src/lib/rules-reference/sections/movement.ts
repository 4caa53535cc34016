import {
  BREATH_EXERT_SECONDS,
  BREATH_SECONDS_PER_BODY,
  CARRY_POUNDS_PER_BRAWN,
  DEHYDRATION_HOURS,
  FALL_FEET_PER_DAMAGE,
  FALL_MAX_DAMAGE,
  JUMP_OUTCOME_NEEDED,
  MOVEMENT_STEP_FEET,
  OVERLOAD_STEP_POUNDS,
  REHYDRATION_HOURS,
  UNENCUMBERED_BONUS_DICE,
  electricSources,
  fireSources,
  freeMovementFeet,
  liftingTable,
  sprintFeet,
} from '@harbinger/rules';
import { num } from '../numbers.js';
import type { RuleSection } from '../types.js';

/** Free movement by Dexterity with no Penalty, from the engine. */
export const freeMovementRows = [1, 2, 3, 4, 5].map((dexterity) => [
  num(dexterity),
  `${num(freeMovementFeet({ dexterity, penalty: 0 }))} ft`,
]);

/** Lifting limits by Brawn, from the engine. */
export const liftingRows = Object.entries(liftingTable).map(([brawn, pounds]) => [brawn, `${num(pounds)} lb`]);

const step = num(MOVEMENT_STEP_FEET);
const sprintExample = sprintFeet({ outcome: 2, dexterity: 3, brawn: 2 });
const electricRows = Object.values(electricSources).map((s) => [
  s.example,
  `+${num(s.levelsPerTurn)} Severity per turn`,
]);
const fireRows = Object.values(fireSources).map((s) => [s.exposure, `${num(s.damagePerRound)} per Round`]);

/** Chapter "Movement and hazards". */
export const movementSections: readonly RuleSection[] = [
  {
    slug: 'movement',
    title: 'Movement',
    chapter: 'movement',
    summary: `Free movement is 5 + 5 × Dexterity feet, less 5 per point of Penalty (never under 5). Dash up to 5 × Brawn more at −1 die per ${step} ft.`,
    blocks: [
      {
        kind: 'p',
        text: 'On your turn you may move once, before or after your Action — never both, so no darting out of cover, shooting and ducking back. You may still move after spending your Action on a Reaction.',
      },
      { kind: 'h', id: 'free', text: 'Free movement' },
      {
        kind: 'p',
        text: `Move up to 5 + 5 × Dexterity feet at no cost. Each point of [[penalty|Penalty]] takes ${step} ft off, but you always get at least ${step} ft.`,
      },
      { kind: 'table', caption: 'Free movement with no Penalty', head: ['Dexterity', 'Feet'], rows: freeMovementRows },
      { kind: 'h', id: 'dash', text: 'Dashing' },
      {
        kind: 'p',
        text: `Go further by up to ${step} ft per point of Brawn, losing 1 die from your Action for every extra ${step} ft. If you already acted and kept no dice back, you only get free movement.`,
      },
      {
        kind: 'example',
        text: 'A knife fighter with Dexterity 4 and Brawn 3 is 35 ft from her target. Free movement covers 25 ft; dashing the last 10 ft costs 2 dice on her attack.',
      },
      { kind: 'h', id: 'sprint', text: 'All-out sprint' },
      {
        kind: 'p',
        text: `Spend the whole Action running: roll Brawn + Athletics and cover 5 × (Outcome + Dexterity + Brawn + 1) feet. Outcome 2 with Dexterity 3 and Brawn 2 is ${num(sprintExample)} ft. Extra distance toward a target lets you follow them if they move first.`,
      },
      { kind: 'h', id: 'other', text: 'Jumping, climbing, swimming' },
      {
        kind: 'list',
        items: [
          'Jumping without a roll (running start): 1 ft up or 5 ft across per point of Brawn; half that from standing.',
          `Jumping under pressure: Brawn or Dexterity + Athletics; an Outcome of ${num(JUMP_OUTCOME_NEEDED)}+ clears the full distance and an exceptional result adds ${step} ft.`,
          'Climbing: always Dexterity + Athletics; you climb 5 + 2 × Outcome feet. A ladder is Difficulty 5, a hard cliff 9.',
          'Swimming in combat: Dexterity + Athletics, Outcome × 5 feet; any load halves it, and a fully loaded swimmer sinks.',
          'Rough ground can cost rolls or distance, as the GM sees fit.',
        ],
      },
    ],
    related: ['encumbrance', 'penalty', 'combat', 'attributes'],
    terms: [
      {
        term: 'Free movement',
        definition: '5 + 5 × Dexterity feet a Round, −5 per Penalty, minimum 5.',
        anchor: 'free',
      },
      { term: 'Dash', definition: `Extra movement up to 5 × Brawn feet, −1 die per ${step} ft.`, anchor: 'dash' },
      {
        term: 'Sprint',
        definition: 'A whole Action running: 5 × (Outcome + Dexterity + Brawn + 1) feet.',
        anchor: 'sprint',
      },
    ],
  },
  {
    slug: 'encumbrance',
    title: 'Encumbrance, lifting and hauling',
    chapter: 'movement',
    summary: `Carry ${num(CARRY_POUNDS_PER_BRAWN)} lb per Brawn freely; −1 die per full ${num(OVERLOAD_STEP_POUNDS)} lb over. Carrying nothing gives +${num(UNENCUMBERED_BONUS_DICE)} die on physical actions.`,
    blocks: [
      {
        kind: 'p',
        text: `The rules assume a Contractor carries a bag or so. Carrying essentially nothing (clothes and perhaps something small in hand) gives +${num(UNENCUMBERED_BONUS_DICE)} die on physical actions.`,
      },
      {
        kind: 'p',
        text: `Up to ${num(CARRY_POUNDS_PER_BRAWN)} lb per point of Brawn costs nothing. Beyond that you are over-encumbered: −1 die for each full ${num(OVERLOAD_STEP_POUNDS)} lb over the limit.`,
      },
      {
        kind: 'tip',
        text: 'Few groups weigh every item. Use this when a Contractor is obviously hauling too much — asking the player to sketch it usually settles things.',
      },
      { kind: 'h', id: 'lifting', text: 'Lifting and hauling' },
      {
        kind: 'p',
        text: 'With your Action and full concentration you can lift anything up to your limit and shuffle 5 ft a Round. Things made to be lifted may count as lighter.',
      },
      { kind: 'table', caption: 'Lifting limit by Brawn', head: ['Brawn', 'Most you can lift'], rows: liftingRows },
    ],
    related: ['movement', 'attributes', 'conditions-and-equipment'],
    terms: [
      {
        term: 'Encumbrance',
        definition: `Carrying more than ${num(CARRY_POUNDS_PER_BRAWN)} lb per Brawn: −1 die per full ${num(OVERLOAD_STEP_POUNDS)} lb over.`,
      },
    ],
  },
  {
    slug: 'hazards',
    title: 'Falls, fire, electricity and other hazards',
    chapter: 'movement',
    summary: `Falling deals 1 damage per ${num(FALL_FEET_PER_DAMAGE)} ft (at most ${num(FALL_MAX_DAMAGE)}), ignoring Armor. Fire and electricity worsen an Injury every Round.`,
    blocks: [
      {
        kind: 'p',
        text: 'These are optional situational rules; the GM can always just rule. None of them involve an attack roll.',
      },
      { kind: 'h', id: 'falling', text: 'Falling' },
      {
        kind: 'p',
        text: `1 damage per ${num(FALL_FEET_PER_DAMAGE)} ft fallen, to a maximum of ${num(FALL_MAX_DAMAGE)}. Armor does not help and neither does [[will-to-survive|Will to Survive]]; a soft landing, a Gift or an Athletics roll may.`,
      },
      { kind: 'h', id: 'fire', text: 'Fire' },
      {
        kind: 'p',
        text: 'A burn Injury grows each Round of exposure. Armor soaks the first points once, then is spent.',
      },
      { kind: 'table', caption: 'Fire', head: ['Exposure', 'Damage'], rows: fireRows },
      { kind: 'h', id: 'electricity', text: 'Electricity' },
      {
        kind: 'p',
        text: 'The Injury grows every turn of contact. Ordinary armor does nothing; grounded gear stops it entirely.',
      },
      { kind: 'table', caption: 'Electricity', head: ['Source', 'Effect'], rows: electricRows },
      { kind: 'h', id: 'air-water', text: 'Air, water and blood' },
      {
        kind: 'list',
        items: [
          `Holding breath: ${num(BREATH_SECONDS_PER_BODY)} seconds per point of Body, plus ${num(BREATH_EXERT_SECONDS)} with an Exertion; after that a Severity 1 Injury every Round.`,
          `Thirst: a Severity 1 Injury per ${num(DEHYDRATION_HOURS.normal)} hours without water (${num(DEHYDRATION_HOURS.hot)} in heat or hard work). With water again, remove one every ${num(REHYDRATION_HOURS)} hours; nothing else heals them.`,
          'Blood drawn without a wound: an Injury of Severity 2 per pint; each day of transfusion lowers it by 1.',
        ],
      },
      { kind: 'h', id: 'explosives', text: 'Explosives' },
      {
        kind: 'p',
        text: 'Bombs deal flat damage close in and a shrinking pool of damage dice further out. A frag grenade goes off after 2 Rounds; holding it a Round first (cooking it off) calls for a Perception + Athletics throw at 7, or 9 if it will burst at once.',
      },
    ],
    related: ['damage', 'injuries', 'armor'],
    terms: [
      {
        term: 'Falling damage',
        definition: `1 per ${num(FALL_FEET_PER_DAMAGE)} ft, at most ${num(FALL_MAX_DAMAGE)}; Armor and Will to Survive do not apply.`,
        anchor: 'falling',
      },
    ],
  },
  {
    slug: 'vehicles-and-drugs',
    title: 'Vehicles and drugs',
    chapter: 'movement',
    summary: 'Driving rolls Dexterity + Drive; a botch crashes. Drugs help little and always risk addiction.',
    blocks: [
      { kind: 'h', id: 'vehicles', text: 'Vehicles' },
      {
        kind: 'list',
        items: [
          'Getting in or out of a parked vehicle, and buckling up, are Quick Actions; starting it and pulling away takes a full Action.',
          'Speeds run Stopped, Technical, Maneuvering (about 120 ft a Round), Highway (about 250 ft) and Top (about 500 ft). Changing one step is free movement in easy conditions; hard driving is an Action on Dexterity + Drive, and 4+ reaches the intended speed.',
          'A botch always crashes; a failure may. A Tumble rolls 2 dice per speed step +2; a head-on Catastrophic collision rolls 4 dice per step +4 and wrecks the vehicle. Seat belt +2 Armor, airbag +1 more.',
          'An ordinary car gives 3 Armor against shots from outside; shooting from a fast car is +2 Difficulty.',
        ],
      },
      { kind: 'h', id: 'drugs', text: 'Drugs' },
      {
        kind: 'list',
        items: [
          'Nothing acts at once: 1 minute into a vein, 5 minutes snorted or injected in muscle, an hour swallowed.',
          'Gaining a Trauma while under a drug you are not addicted to makes that Trauma an addiction to it.',
          'Painkillers: Body penalty −2 for 4 hours, at a cost of 1 Mind damage. Stimulants: Mind penalty −2 for 4 hours, Mind rolls +1 Difficulty, no sleep. Recreational drugs: only a penalty.',
        ],
      },
    ],
    related: ['hazards', 'traumas', 'actions'],
    terms: [{ term: 'Tumble', definition: 'The lesser kind of vehicle crash.', anchor: 'vehicles' }],
  },
];
