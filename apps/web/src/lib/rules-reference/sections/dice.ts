import {
  DEFAULT_DIFFICULTY,
  EXERTION_MIND_COST,
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  PENALTY_POOL_FLOOR,
  TIER_THRESHOLDS,
  UNRANKED_DIFFICULTY_STEP,
} from '@harbinger/rules';
import { num } from '../numbers.js';
import type { RuleSection } from '../types.js';

const T = TIER_THRESHOLDS;
const overflowExample = { difficulty: 12, dice: 6 };

/** The Outcome bands, straight from the engine's thresholds. */
export const outcomeRows: readonly (readonly string[])[] = [
  [`below ${num(T.failure)}`, 'Botch', 'It goes badly wrong — worse than simply failing.'],
  [num(T.failure), 'Failure', 'The attempt does not work.'],
  [`${num(T.partial)}–${num(T.complete - 1)}`, 'Partial success', 'It works only in part, or it works at a price.'],
  [`${num(T.complete)}–${num(T.exceptional - 1)}`, 'Complete success', 'It works the way you meant it to.'],
  [`${num(T.exceptional)} or more`, 'Exceptional success', 'It works with style, and something extra goes your way.'],
];

/** Chapter "Rolling dice": the one dice mechanic and everything that bends it. */
export const diceSections: readonly RuleSection[] = [
  {
    slug: 'dice',
    title: 'Rolling dice',
    chapter: 'dice',
    summary: 'Roll Attribute + Ability in ten-sided dice against a Difficulty; each die scores −1, 0, +1 or +2.',
    blocks: [
      {
        kind: 'p',
        text: 'Only risky, uncertain actions are rolled. The GM names an Attribute, an Ability and a Difficulty; you throw as many d10s as the two ratings add up to. That handful is your dice pool.',
      },
      { kind: 'h', id: 'scoring', text: 'Scoring each die' },
      {
        kind: 'table',
        caption: 'What one die adds to the Outcome',
        head: ['Die shows', 'Adds'],
        rows: [
          ['1', '−1 (a botch die)'],
          ['at least the Difficulty', '+1'],
          ['10 (or 0 on dice numbered 0–9)', '+2'],
          ['anything else', '0'],
        ],
      },
      {
        kind: 'p',
        text: 'Add the dice up: the total is the [[outcome|Outcome]], and its band tells the GM how well it went. A few rolls use no Ability: [[body|Body]], [[mind|Mind]] and [[initiative|Initiative]] rolls.',
      },
      {
        kind: 'example',
        text: `Dexterity 3 + Stealth 2 gives 5 dice at Difficulty ${num(DEFAULT_DIFFICULTY)}. They land 10, 7, 4, 1, 6: that is +2, +1, 0, −1, +1, an Outcome of 3 — a partial success.`,
      },
      { kind: 'p', text: 'The [[/odds|probability page]] gives the exact chances for any pool.' },
    ],
    related: ['outcome', 'difficulty', 'dice-pool-modifiers', 'contested-actions'],
    terms: [
      { term: 'Dice pool', definition: 'The number of d10s thrown: Attribute + Ability, after bonuses and Penalty.' },
      { term: 'd10', definition: 'A ten-sided die; a face of 0 counts as 10.' },
      { term: 'Botch die', definition: 'A die showing 1; it takes 1 off the Outcome.', anchor: 'scoring' },
      { term: 'Double', definition: 'A die showing 10; it adds 2 to the Outcome.', anchor: 'scoring' },
    ],
  },
  {
    slug: 'outcome',
    title: 'Outcome',
    chapter: 'dice',
    summary: 'The total of a roll’s dice: a botch below 0, a failure at 0, partial 1–3, complete 4–5, exceptional 6+.',
    blocks: [
      {
        kind: 'p',
        text: 'The Outcome is the sum of every die’s score. It can be negative. Its band decides the result; the GM then describes exactly what happens.',
      },
      { kind: 'table', caption: 'Outcome bands', head: ['Outcome', 'Result', 'Meaning'], rows: outcomeRows },
      {
        kind: 'p',
        text: 'Some things change the Outcome directly rather than the dice: [[exertion]] adds 1, a [[contested-actions|contested roll]] subtracts the defender’s Outcome, and an Ability at rank 6 keeps the Outcome from dropping below 0 (see [[abilities]]).',
      },
    ],
    related: ['dice', 'exertion', 'contested-actions'],
    terms: [
      {
        term: 'Outcome',
        definition: 'A roll’s total score; its band gives botch, failure, partial, complete or exceptional.',
      },
      { term: 'Botch', definition: 'An Outcome below 0: something goes badly wrong.' },
      {
        term: 'Partial success',
        definition: `An Outcome of ${num(T.partial)}–${num(T.complete - 1)}: it works only in part or with a cost.`,
      },
      {
        term: 'Complete success',
        definition: `An Outcome of ${num(T.complete)}–${num(T.exceptional - 1)}: it works as intended.`,
      },
      {
        term: 'Exceptional success',
        definition: `An Outcome of ${num(T.exceptional)} or more: it works with a bonus.`,
      },
    ],
  },
  {
    slug: 'difficulty',
    title: 'Difficulty',
    chapter: 'dice',
    summary: `The face a die must reach to score: ${num(DEFAULT_DIFFICULTY)} unless something changes it, never below ${num(MIN_DIFFICULTY)} or above ${num(MAX_DIFFICULTY)}.`,
    blocks: [
      {
        kind: 'p',
        text: `When nobody says otherwise, a roll is at Difficulty ${num(DEFAULT_DIFFICULTY)}. Weapons, Gifts and the situation move it: a dim room might add 1, a life vest in a storm might take 2 off. The GM has the last word on situational changes.`,
      },
      { kind: 'h', id: 'no-ability', text: 'No rank in the Ability' },
      {
        kind: 'p',
        text: `With no rank in the Ability the roll calls for — or when no Ability fits — roll the Attribute alone at +${num(UNRANKED_DIFFICULTY_STEP)} Difficulty.`,
      },
      {
        kind: 'example',
        text: `A transfusion is Intellect + Medicine at ${num(DEFAULT_DIFFICULTY)}. With Medicine 0 you roll just your Intellect, at ${num(DEFAULT_DIFFICULTY + UNRANKED_DIFFICULTY_STEP)}.`,
      },
      { kind: 'h', id: 'limits', text: `Limits: ${num(MIN_DIFFICULTY)} to ${num(MAX_DIFFICULTY)}` },
      {
        kind: 'p',
        text: `Add up every change, then clamp: the final Difficulty is never lower than ${num(MIN_DIFFICULTY)} and never higher than ${num(MAX_DIFFICULTY)}.`,
      },
      {
        kind: 'p',
        text: `Overflow: each point the total goes past ${num(MAX_DIFFICULTY)} removes one die from the pool instead. This loss can take the pool below the usual floor of ${num(PENALTY_POOL_FLOOR)}; a pool of 0 dice is an automatic Outcome of 0.`,
      },
      {
        kind: 'example',
        text: `Difficulty ${num(overflowExample.difficulty)} with ${num(overflowExample.dice)} dice is thrown as Difficulty ${num(MAX_DIFFICULTY)} with ${num(overflowExample.dice - (overflowExample.difficulty - MAX_DIFFICULTY))} dice.`,
      },
      { kind: 'p', text: 'Secondary Abilities move Difficulty too: see [[secondary-abilities]].' },
    ],
    related: ['dice', 'dice-pool-modifiers', 'secondary-abilities', 'attack-modifiers'],
    terms: [
      {
        term: 'Difficulty',
        definition: `The face a die must reach to score +1; ${num(DEFAULT_DIFFICULTY)} by default, kept within ${num(MIN_DIFFICULTY)}–${num(MAX_DIFFICULTY)}.`,
      },
      {
        term: 'Overflow',
        definition: `Difficulty past ${num(MAX_DIFFICULTY)} costs one die per extra point instead.`,
        anchor: 'limits',
      },
    ],
  },
  {
    slug: 'dice-pool-modifiers',
    title: 'Dice pool modifiers',
    chapter: 'dice',
    summary: `Bonuses to one pool do not add up (the biggest counts); penalties do, down to a floor of ${num(PENALTY_POOL_FLOOR)} dice.`,
    blocks: [
      {
        kind: 'p',
        text: 'Gifts, gear and Conditions can add dice to a pool. When several bonuses apply to the same roll, only the largest one is used.',
      },
      {
        kind: 'example',
        text: 'A werewolf form gives +1 die to Brawn rolls and a separate Gift gives +3 dice to Brawl attacks. A bite in wolf form rolls Brawn + Brawl + 3, not + 4.',
      },
      {
        kind: 'p',
        text: `Penalties are different: every one counts. Your [[penalty|Penalty]], armor, [[encumbrance]], Quick Actions and the like all come off together. Penalties never push a pool below ${num(PENALTY_POOL_FLOOR)} dice (a pool that was already smaller stays as it is).`,
      },
      {
        kind: 'p',
        text: 'Two things ignore that floor: Difficulty overflow (see [[difficulty#limits|Difficulty]]) and rules that say a roll fails outright, such as being incapacitated.',
      },
    ],
    related: ['penalty', 'difficulty', 'exertion'],
    terms: [
      { term: 'Dice bonus', definition: 'Extra dice for a roll; only the largest bonus to a pool applies.' },
      { term: 'Pool floor', definition: `Penalties stop taking dice at ${num(PENALTY_POOL_FLOOR)}.` },
    ],
  },
  {
    slug: 'contested-actions',
    title: 'Contested actions',
    chapter: 'dice',
    summary:
      'Both sides roll; the defender’s Outcome is taken off the initiator’s. Anything above 0 is a complete success; ties go to the defender.',
    blocks: [
      {
        kind: 'p',
        text: 'When someone resists — a guard watching for intruders, a rival in a race, the target of an attack — both sides roll. Subtract the defender’s Outcome from the initiator’s; the result (never below 0) is the Contested Outcome.',
      },
      {
        kind: 'list',
        items: [
          'Contested Outcome above 0: the initiator gets a complete success.',
          'Contested Outcome of 0: the initiator fails. Equal Outcomes therefore favour the defender.',
        ],
      },
      {
        kind: 'p',
        text: `Each side may roll something different and at a different Difficulty (${num(DEFAULT_DIFFICULTY)} by default for both).`,
      },
      {
        kind: 'example',
        text: 'Sneaking past a guard: Dexterity + Stealth against the guard’s Perception + Alertness. In a loud, dark warehouse the GM might set the guard’s roll at 7 or 8 and leave the sneak’s at 6.',
      },
      { kind: 'p', text: 'Attacks are always contested; see [[attacks]] and [[reactions]].' },
    ],
    related: ['attacks', 'reactions', 'outcome'],
    terms: [
      {
        term: 'Contested Outcome',
        definition: 'Initiator’s Outcome minus defender’s, never below 0; above 0 succeeds.',
      },
    ],
  },
  {
    slug: 'retrying',
    title: 'Trying again',
    chapter: 'dice',
    summary:
      'A failed roll either costs something before a retry is allowed, or stands until the approach really changes.',
    blocks: [
      {
        kind: 'p',
        text: 'A failure has to mean something. Either it brings a consequence and the Contractor may try again (risking that consequence again), or it is final for that exact approach until they come up with a genuinely different one.',
      },
      {
        kind: 'list',
        items: [
          'Climbing: a failed climb means a fall; climbing again is allowed if they dare.',
          'Kicking a door: nothing bad happens, so the first result stands — they will need tools.',
          'Picking a lock: the GM can allow another go at a price (a snapped pick, an alarm) or rule the lock beyond them.',
        ],
      },
      {
        kind: 'p',
        text: 'In [[combat]] every try costs time, so each attempt is its own roll — every kick is a new Action while the danger closes in.',
      },
      { kind: 'tip', text: 'If a Contractor could just repeat the attempt forever at no cost, skip the roll.' },
    ],
    related: ['dice', 'combat'],
    terms: [],
  },
  {
    slug: 'exertion',
    title: 'Exertion',
    chapter: 'dice',
    summary: `Spend ${num(EXERTION_MIND_COST)} Mind damage to add 1 to an Outcome and ignore your Penalty for the Round; once per Round.`,
    blocks: [
      {
        kind: 'p',
        text: `Exerting means pushing through on willpower. It always costs ${num(EXERTION_MIND_COST)} point of Mind damage — but the Penalty that damage causes does not apply to the roll you exerted for.`,
      },
      { kind: 'h', id: 'uses', text: 'What it buys' },
      {
        kind: 'list',
        items: [
          'On a roll, declared before throwing: +1 Outcome, and your Body and Mind Penalty are ignored for the rest of the Round.',
          'Activating a Gift that asks for it; a point of [[source|Source]] can pay instead.',
          'A [[reactions#desperate-defense|Desperate Defense]] after your Action is spent.',
        ],
      },
      { kind: 'h', id: 'limits', text: 'Limits' },
      {
        kind: 'list',
        items: [
          'Once per Round, so its benefits never stack. Paying a Gift with Source does not count as exerting.',
          'Never on Initiative rolls, Trauma rolls, or passive rolls such as noticing something unexpected.',
        ],
      },
    ],
    related: ['mind', 'penalty', 'source', 'reactions'],
    terms: [
      {
        term: 'Exertion',
        definition: `Paying ${num(EXERTION_MIND_COST)} Mind damage for +1 Outcome and no Penalty this Round, or to power a Gift.`,
      },
    ],
  },
];
