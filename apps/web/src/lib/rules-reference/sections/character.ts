import {
  ABILITY_RANGE,
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  DEFAULT_DIFFICULTY,
  PRIMARY_ABILITY_IDS,
  SELF_CONTROL_DIFFICULTY,
  SIXTH_ABILITY_RANK,
  SIXTH_RANK_STATUS,
  STARTING_EXP,
  STATUSES,
  TRAUMA_ROLL_DIFFICULTY,
  abilityRaiseCost,
  attributeRaiseCost,
  attributes,
  bodyRating,
  mindRating,
  primaryAbilities,
} from '@harbinger/rules';
import { num } from '../numbers.js';
import type { RuleSection } from '../types.js';

/** Ratings from `from` up to one below `to`, for cost tables. */
const steps = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/** Exp to raise an Attribute one step, from the engine. */
export const attributeCostRows = steps(ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max).map((r) => [
  `${num(r)} → ${num(r + 1)}`,
  `${num(attributeRaiseCost(r))} Exp`,
]);

/** Exp to raise an Ability one step, from the engine. */
export const abilityCostRows = steps(ABILITY_RANGE.min, ABILITY_RANGE.max).map((r) => [
  `${num(r)} → ${num(r + 1)}`,
  `${num(abilityRaiseCost(r))} Exp`,
]);

/** Body by Brawn, computed by the engine (no Battle Scars). */
export const bodyRows = [1, 2, 3, 4, 5, 6, 7, 8].map((brawn) => [
  num(brawn),
  num(bodyRating({ brawn, battleScars: 0 })),
]);

const attributeNames = ATTRIBUTE_IDS.map((id) => attributes[id].name).join(', ');
const abilityNames = PRIMARY_ABILITY_IDS.map((id) => primaryAbilities[id].name).join(', ');
const averageMind = mindRating({ intellect: 2, charisma: 2, traumas: 0 });
const sixthRankStatus = STATUSES[SIXTH_RANK_STATUS].name;

/** Chapter "Your Contractor": the sheet's traits and what they do. */
export const characterSections: readonly RuleSection[] = [
  {
    slug: 'creating-a-contractor',
    title: 'Creating a Contractor',
    chapter: 'character',
    summary: `Pick a concept and three Limits; every Attribute starts at ${num(ATTRIBUTE_RANGE.min)}, every Ability at ${num(ABILITY_RANGE.min)}, with ${num(STARTING_EXP)} Exp to spend.`,
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Come up with a concept: Archetype, Paradigm and Ambition (see [[contractors#concept|Contractors]]).',
          'Fill in name, age and the other basics.',
          'Choose three [[limits]].',
          `Spend ${num(STARTING_EXP)} Exp on [[attributes]] and [[abilities]] (all Attributes begin at ${num(ATTRIBUTE_RANGE.min)}, all Abilities at ${num(ABILITY_RANGE.min)}).`,
          'Optionally take [[assets-and-liabilities]]: Assets cost Exp, Liabilities give some back.',
          'List your gear (see [[conditions-and-equipment]]) and ask your Playgroup Leader to approve the sheet.',
        ],
      },
      {
        kind: 'p',
        text: 'Costs are the same during creation as later on: see the tables under [[experience#spending|Experience]]. Exp left over is kept for later Downtimes.',
      },
      {
        kind: 'tip',
        text: 'Leaders should turn down concepts built to spoil other people’s fun. Concepts are allowed to drift over the first few Contracts.',
      },
    ],
    related: ['contractors', 'attributes', 'abilities', 'experience'],
    terms: [
      {
        term: 'Starting Exp',
        definition: `The ${num(STARTING_EXP)} Exp every new Contractor spends on their first ratings.`,
      },
    ],
  },
  {
    slug: 'attributes',
    title: 'Attributes',
    chapter: 'character',
    summary: `${attributeNames}: raw talent rated ${num(ATTRIBUTE_RANGE.min)}–${num(ATTRIBUTE_RANGE.max)}, used in nearly every roll and in Body, Mind and movement.`,
    blocks: [
      {
        kind: 'p',
        text: `Attributes are what a Contractor is born with or built into, before any training. Ratings run from ${num(ATTRIBUTE_RANGE.min)} (poor) through 2 (typical) and 3 (better than most) and 4 (superb) to ${num(ATTRIBUTE_RANGE.max)} (among the best alive). They are expensive, but one of them joins every roll.`,
      },
      { kind: 'table', caption: 'Exp to raise an Attribute', head: ['Step', 'Cost'], rows: attributeCostRows },
      { kind: 'h', id: 'list', text: 'The five Attributes' },
      {
        kind: 'list',
        items: [
          'Brawn — strength and stamina. Sets [[body|Body]], how much you carry ([[encumbrance]]) and how far you can dash ([[movement]]). Usual partners: Brawl, Melee, Athletics.',
          'Dexterity — speed, precision, flexibility. Sets free [[movement]] and half of [[initiative|Initiative]]. Usual partners: Firearms, Athletics, Stealth, Thievery.',
          'Perception — awareness and eye for detail; the other half of Initiative. Usual partners: Alertness, Investigation, and any Ability when spotting something in its field.',
          'Charisma — reading and handling people. Half of [[mind|Mind]]; every social Gift rolls it. Usual partners: Influence, Performance, Animals.',
          'Intellect — memory, reasoning, knowledge. The other half of Mind; the GM may check it when a player forgets what their character would know. Usual partners: Science, Medicine, Occult, Culture, Technology.',
        ],
      },
      { kind: 'tip', text: 'When an action could fall under Charisma or something else, ask for Charisma.' },
      { kind: 'p', text: 'Initiative is the only roll that adds two Attributes together (Dexterity + Perception).' },
    ],
    related: ['abilities', 'body', 'mind', 'movement'],
    terms: [
      {
        term: 'Attribute',
        definition: `One of five innate ratings (${attributeNames}), ${num(ATTRIBUTE_RANGE.min)}–${num(ATTRIBUTE_RANGE.max)}.`,
      },
      { term: 'Brawn', definition: 'Strength and stamina; sets Body, carrying and dashing.', anchor: 'list' },
      {
        term: 'Dexterity',
        definition: 'Speed and precision; sets free movement and half of Initiative.',
        anchor: 'list',
      },
      { term: 'Perception', definition: 'Awareness; half of Initiative.', anchor: 'list' },
      { term: 'Charisma', definition: 'Social insight; half of Mind, rolled for social Gifts.', anchor: 'list' },
      { term: 'Intellect', definition: 'Reasoning and memory; half of Mind.', anchor: 'list' },
    ],
  },
  {
    slug: 'abilities',
    title: 'Abilities',
    chapter: 'character',
    summary: `Trained skills rated ${num(ABILITY_RANGE.min)}–5 (6 from ${sixthRankStatus}); a rank-6 Ability keeps the Outcome at 0 or better.`,
    blocks: [
      {
        kind: 'p',
        text: `Abilities are what a Contractor has learned. A roll adds one Ability to one Attribute. Ranks run from ${num(ABILITY_RANGE.min)} (untrained) to 5 (top of the profession); even one rank means real competence. The GM picks the Ability when an action does not fit one neatly.`,
      },
      { kind: 'table', caption: 'Exp to raise an Ability', head: ['Step', 'Cost'], rows: abilityCostRows },
      { kind: 'h', id: 'rank-six', text: `Rank ${num(SIXTH_ABILITY_RANK)}` },
      {
        kind: 'p',
        text: `${sixthRankStatus} Contractors and above may buy a ${num(SIXTH_ABILITY_RANK)}th rank: world-class. Besides the extra die, any roll using a rank-${num(SIXTH_ABILITY_RANK)} Ability cannot end with an Outcome below 0.`,
      },
      { kind: 'h', id: 'primary', text: 'Primary Abilities' },
      { kind: 'p', text: `Every sheet lists these: ${abilityNames}.` },
      {
        kind: 'list',
        items: [
          'Drive: one rank if you drive regularly.',
          'Influence: persuading, threatening and lying to NPCs; between players, talk it out instead.',
          'Occult: knowing myths and rituals; it grants no powers by itself.',
          'Melee: rolled with Brawn or Dexterity depending on the weapon (see [[weapons]]).',
        ],
      },
      {
        kind: 'p',
        text: 'For something narrow that no Primary Ability covers well, invent a [[secondary-abilities|Secondary Ability]].',
      },
    ],
    related: ['secondary-abilities', 'attributes', 'difficulty'],
    terms: [
      {
        term: 'Ability',
        definition: `A trained skill, ${num(ABILITY_RANGE.min)}–5, or 6 from ${sixthRankStatus} Status.`,
      },
      {
        term: 'Primary Ability',
        definition: 'One of the nineteen Abilities printed on every sheet.',
        anchor: 'primary',
      },
      {
        term: 'Rank 6',
        definition: 'A world-class Ability; rolls with it never have an Outcome below 0.',
        anchor: 'rank-six',
      },
    ],
  },
  {
    slug: 'secondary-abilities',
    title: 'Secondary Abilities',
    chapter: 'character',
    summary: 'Narrow skills you invent: −1 Difficulty when their specialty fits, +1 when they only imply the skill.',
    blocks: [
      {
        kind: 'p',
        text: 'A Secondary Ability is a specialty of your own naming — Knives, Hacking, Cooking, Climbing, Con Artistry. It must be narrower than any Primary Ability ("Being Awesome" is not allowed) and never grants powers. Take as many as you like; they cost the same as other Abilities.',
      },
      { kind: 'h', id: 'using', text: 'Rolling one' },
      {
        kind: 'list',
        items: [
          'Its specialty applies squarely: roll it instead of the Primary Ability at −1 Difficulty. This reduction never applies to attacks, Defending, dodging or activating Gifts.',
          'It only suggests the needed skill: roll it at +1 Difficulty.',
        ],
      },
      { kind: 'p', text: 'The GM decides whether, and which way, a Secondary Ability applies.' },
    ],
    related: ['abilities', 'difficulty'],
    terms: [
      {
        term: 'Secondary Ability',
        definition: 'A self-named narrow skill; −1 Difficulty in its specialty, +1 when only implied.',
      },
    ],
  },
  {
    slug: 'limits',
    title: 'Limits',
    chapter: 'character',
    summary: `Three lines a Contractor cannot cross without a Trauma roll (Mind at Difficulty ${num(TRAUMA_ROLL_DIFFICULTY)}).`,
    blocks: [
      {
        kind: 'p',
        text: 'Limits name experiences that could break your Contractor. Every Contractor has three. Ordinary people take these:',
      },
      {
        kind: 'list',
        items: [
          'Anguish — being tortured or kept in long physical or mental agony.',
          'Atrocities — witnessing massacre, torture or extreme cruelty.',
          'Murder — killing someone when it was not immediate self-defence.',
        ],
      },
      {
        kind: 'p',
        text: 'Unusual minds (zealots, sociopaths, beings from elsewhere) may swap in other Limits or invent one with the Leader’s approval.',
      },
      {
        kind: 'p',
        text: `Crossing a Limit calls for a Trauma roll: Mind at Difficulty ${num(TRAUMA_ROLL_DIFFICULTY)}, Penalty applies. A failure or botch gives either 1 Mind damage or a new Trauma, as the GM chooses (see [[traumas]]).`,
      },
    ],
    related: ['traumas', 'mind'],
    terms: [{ term: 'Limit', definition: 'A line that triggers a Trauma roll when crossed.' }],
  },
  {
    slug: 'assets-and-liabilities',
    title: 'Assets and Liabilities',
    chapter: 'character',
    summary:
      'Optional traits at creation: an Asset costs its value in Exp, a Liability refunds its value; later, each costs three times its value.',
    blocks: [
      {
        kind: 'p',
        text: 'Assets hand a Contractor helpful Conditions or Circumstances; Liabilities saddle them with harmful ones, or with Battle Scars and Traumas. They come in three kinds: physical (double-jointed, deaf), background (wealthy, raised by wolves) and mental or emotional (unshakeable faith, a trusting nature). Some are restricted and need the Leader’s yes.',
      },
      {
        kind: 'table',
        caption: 'What Assets and Liabilities cost',
        head: ['When', 'Asset', 'Liability'],
        rows: [
          ['At creation', 'pay its value in Exp', 'gain its value in Exp'],
          ['Later (Leader’s approval)', 'pay 3 × its value', 'pay 3 × its value to remove it'],
        ],
      },
      {
        kind: 'p',
        text: 'What they grant is not protected: a Rich Contractor can lose the fortune, a One Eye Contractor can be healed by a Gift. No Exp changes hands when that happens.',
      },
    ],
    related: ['creating-a-contractor', 'conditions-and-equipment', 'experience'],
    terms: [
      { term: 'Asset', definition: 'A bought advantage; costs its value at creation, three times its value later.' },
      {
        term: 'Liability',
        definition: 'A chosen drawback that gives Exp at creation; costs three times its value to remove later.',
      },
    ],
  },
  {
    slug: 'conditions-and-equipment',
    title: 'Conditions, Circumstances, Equipment and Trophies',
    chapter: 'character',
    summary: 'Free-form notes on the sheet for a Contractor’s state, situation, gear and special loot.',
    blocks: [
      {
        kind: 'p',
        text: 'Conditions describe a Contractor’s state, Circumstances their situation in the world. Each carries its own small rule; some fade quickly, some last a lifetime. They come from play (and from Assets and Liabilities), never from Gifts.',
      },
      {
        kind: 'p',
        text: 'Equipment is whatever the player has written down: if it is not on the list, the Contractor does not have it. Restricted items (military weapons, drugs) need contacts. A Contract may strip a Contractor of everything — that is fair play. Carrying too much makes you [[encumbrance|encumbered]].',
      },
      {
        kind: 'p',
        text: 'Trophies are special, often supernatural, objects picked up in play. The GM gives them whatever rules fit. Like Conditions and Circumstances, they are only sure to work in the Playgroup where they were found.',
      },
    ],
    related: ['assets-and-liabilities', 'encumbrance', 'weapons', 'armor'],
    terms: [
      { term: 'Condition', definition: 'A note on a Contractor’s state with its own rule.' },
      { term: 'Circumstance', definition: 'A note on a Contractor’s situation in the world with its own rule.' },
      { term: 'Trophy', definition: 'A special item won in play; its rules are the GM’s.' },
    ],
  },
  {
    slug: 'body',
    title: 'Body',
    chapter: 'character',
    summary:
      'Physical toughness: 5 + half Brawn (rounded up), minus 1 per Battle Scar past the fourth. Injuries deplete it.',
    blocks: [
      {
        kind: 'p',
        text: 'Body measures how much punishment a Contractor can take. Its rating is 5 plus half of Brawn, rounded up. Every Battle Scar after the fourth lowers it by 1.',
      },
      { kind: 'table', caption: 'Body by Brawn', head: ['Brawn', 'Body'], rows: bodyRows },
      { kind: 'h', id: 'rolling', text: 'Rolling Body' },
      {
        kind: 'p',
        text: `For poison, disease, lack of air and other tests of endurance, the GM asks for a Body roll: as many dice as your Body rating, less your [[penalty|Penalty]], at Difficulty ${num(DEFAULT_DIFFICULTY)} unless stated.`,
      },
      { kind: 'h', id: 'depletion', text: 'Depleting Body' },
      {
        kind: 'p',
        text: 'Injuries use Body up: take the Severity of your worst Injury and add 1 for every other Injury. What remains sets your Body penalty (see [[penalty]]). With exactly 0 left you are Incapacitated: you cannot move by yourself, every rolled action fails, Gifts are out of reach and you can only whisper. Below 0 you are dead (see [[death]]).',
      },
      {
        kind: 'example',
        text: 'Body 7 with Injuries of Severity 3, 2 and 1: the worst is 3, plus 2 others, so 5 is used up and 2 remains — Mauled, −3 dice.',
      },
    ],
    related: ['injuries', 'penalty', 'battle-scars', 'death'],
    terms: [
      { term: 'Body', definition: 'Physical toughness: 5 + half Brawn rounded up; Injuries deplete it.' },
      {
        term: 'Incapacitated',
        definition: 'Body (or Mind) at exactly 0: helpless, every roll fails.',
        anchor: 'depletion',
      },
      {
        term: 'Body roll',
        definition: 'Dice equal to Body rating, less Penalty, to resist poison, disease and the like.',
        anchor: 'rolling',
      },
    ],
  },
  {
    slug: 'mind',
    title: 'Mind',
    chapter: 'character',
    summary:
      'Mental fortitude: Intellect + Charisma + 1, at most 9, minus 1 per Trauma past the fourth. Mind damage depletes it.',
    blocks: [
      {
        kind: 'p',
        text: `Mind is the nerve to face horror and resist pressure, and it works as a short-term pool for mental wear. Its rating is Intellect + Charisma + 1, capped at 9; every Trauma after the fourth lowers it by 1. Most people sit around ${num(averageMind)}.`,
      },
      { kind: 'h', id: 'damage', text: 'Mind damage' },
      {
        kind: 'p',
        text: 'Mind damage comes from [[exertion]], failed Trauma rolls and some supernatural attacks. The Mind left sets your Mind penalty (see [[penalty]]); at 0 you are Incapacitated. A night of real rest restores 1 point.',
      },
      { kind: 'h', id: 'rolling', text: 'Mind rolls' },
      {
        kind: 'list',
        items: [
          `A Mind roll throws dice equal to your Mind rating, less Penalty, at Difficulty ${num(DEFAULT_DIFFICULTY)} unless stated.`,
          `A Trauma roll is a Mind roll at ${num(TRAUMA_ROLL_DIFFICULTY)} made when a [[limits|Limit]] is crossed; failing costs 1 Mind damage or a new Trauma.`,
          `A Self-Control roll is a Mind roll at ${num(SELF_CONTROL_DIFFICULTY)} triggered by a Trauma; failing means acting against your will, with no damage.`,
        ],
      },
    ],
    related: ['traumas', 'penalty', 'exertion', 'limits'],
    terms: [
      { term: 'Mind', definition: 'Mental fortitude: Intellect + Charisma + 1, at most 9.' },
      {
        term: 'Mind damage',
        definition: 'Mental wear from Exertion, failed Trauma rolls or attacks; heals 1 per night of rest.',
        anchor: 'damage',
      },
      {
        term: 'Trauma roll',
        definition: `A Mind roll at ${num(TRAUMA_ROLL_DIFFICULTY)} after crossing a Limit.`,
        anchor: 'rolling',
      },
      {
        term: 'Self-Control roll',
        definition: `A Mind roll at ${num(SELF_CONTROL_DIFFICULTY)} to keep control when a Trauma is triggered.`,
        anchor: 'rolling',
      },
    ],
  },
];
