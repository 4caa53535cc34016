import {
  BONUS_EXP_AWARDS,
  CONSUMABLE_CRAFT_EXP_COST,
  CONTRACT_EXP_AWARDS,
  CYCLE_LENGTH,
  JOURNALS_PER_IMPROVEMENT,
  JOURNAL_EXP_PER_CONTRACT,
  JOURNAL_MIN_WORDS,
  LOOSE_END_CUTOFF,
  MOVE_BONUS_EXP,
  MOVE_BONUS_MIN_WORDS,
  RINGER_MISSED_EXP,
  STARTING_EXP,
  THERAPY_EXP_COST,
  bonusExpCap,
} from '@harbinger/rules';
import { num } from '../numbers.js';
import type { RuleSection } from '../types.js';
import { abilityCostRows, attributeCostRows } from './character.js';

const A = CONTRACT_EXP_AWARDS;
const B = BONUS_EXP_AWARDS;
const capBase = bonusExpCap(0);
const capPerVictory = bonusExpCap(1) - capBase;

/** Exp per Contract, from the engine. */
export const contractExpRows: readonly (readonly string[])[] = [
  ['Attending a Contract in your home Playgroup', `+${num(A.attendHome)}`],
  ['Attending a Contract in another Playgroup', `+${num(A.attendAway)}`],
  ['Winning the Contract', `+${num(A.victory)}`],
  ['Chosen by the GM for the extra Commission', `+${num(A.commission)}`],
  [
    `A Journal of ${num(JOURNAL_MIN_WORDS)}+ words (at most ${num(JOURNAL_EXP_PER_CONTRACT)} per Contract attended)`,
    '+1',
  ],
];

/** Bonus Exp for players, from the engine. */
export const bonusExpRows: readonly (readonly string[])[] = [
  ['GMing a Contract that was an attending player’s first ever (Into the Fold)', `+${num(B.gmIntoTheFold)}`],
  [
    'GMing a Contract where someone died and someone won (Golden Ratio; off unless the Playgroup enables it)',
    `+${num(B.gmGoldenRatio)}`,
  ],
  ['Playing a Ringer who achieved their purpose', `+${num(B.ringer)}`],
  [`GMing a Move and writing it up (${num(MOVE_BONUS_MIN_WORDS)}+ words)`, `+${num(MOVE_BONUS_EXP)}`],
];

/** Chapter "Advancement and Downtime". */
export const advancementSections: readonly RuleSection[] = [
  {
    slug: 'experience',
    title: 'Experience (Exp)',
    chapter: 'advancement',
    summary: `Exp comes from attending and winning Contracts (home attendance +${num(A.attendHome)}, victory +${num(A.victory)}) and is spent in Downtime on ratings, therapy and crafting.`,
    blocks: [
      {
        kind: 'p',
        text: `Exp is the training a Contractor fits into Downtime. Imbued Contractors only improve after taking part in Contracts. Every new Contractor starts with ${num(STARTING_EXP)} Exp; the site keeps the whole ledger.`,
      },
      { kind: 'h', id: 'earning', text: 'Earning Exp' },
      { kind: 'table', caption: 'Exp from a Contract', head: ['For', 'Exp'], rows: contractExpRows },
      {
        kind: 'example',
        text: `A home-Playgroup victory is ${num(A.attendHome + A.victory)} Exp, or ${num(A.attendHome + A.victory + A.commission)} with the Commission. A loss away from home is ${num(A.attendAway)}.`,
      },
      { kind: 'h', id: 'bonus', text: 'Bonus Exp' },
      {
        kind: 'p',
        text: `Players also earn bonus Exp to give to any of their living Contractors — but not to one whose earned Exp (not counting the starting ${num(STARTING_EXP)}) already exceeds ${num(capBase)} + ${num(capPerVictory)} × victories.`,
      },
      { kind: 'table', caption: 'Bonus Exp', head: ['For', 'Exp'], rows: bonusExpRows },
      { kind: 'h', id: 'spending', text: 'Spending Exp' },
      { kind: 'table', caption: 'Raising an Attribute', head: ['Step', 'Cost'], rows: attributeCostRows },
      { kind: 'table', caption: 'Raising an Ability', head: ['Step', 'Cost'], rows: abilityCostRows },
      {
        kind: 'table',
        caption: 'Other uses',
        head: ['Use', 'Cost'],
        rows: [
          ['Raise Source from r to r + 1', '2 × r'],
          ['Buy an Asset after creation (Leader’s approval)', '3 × its value'],
          ['Remove a Liability after creation (Leader’s approval)', '3 × its value'],
          ['Cure a Trauma with therapy', num(THERAPY_EXP_COST)],
          ['Craft an extra Consumable', num(CONSUMABLE_CRAFT_EXP_COST)],
          ['Craft an Artifact', '1 + its Gift Cost'],
        ],
      },
      {
        kind: 'p',
        text: 'You can only train what you have access to: no Firearms practice in a prison cell, no therapist in a cave. Exp cannot be spent between the Contracts of a Cycle.',
      },
    ],
    related: ['journals', 'attributes', 'abilities', 'gift-credits', 'contractor-status'],
    terms: [
      { term: 'Exp (Experience)', definition: 'Points earned from Contracts and spent in Downtime on improvement.' },
      {
        term: 'Bonus Exp',
        definition: `Exp a player earns (GMing, Ringers, Moves) and assigns to a Contractor, capped at ${num(capBase)} + ${num(capPerVictory)} × victories earned.`,
        anchor: 'bonus',
      },
      {
        term: 'Commission',
        definition: `The GM’s pick of one Contractor per Contract for +${num(A.commission)} Exp.`,
        anchor: 'earning',
      },
    ],
  },
  {
    slug: 'journals',
    title: 'Journals',
    chapter: 'advancement',
    summary: `An in-character Journal of ${num(JOURNAL_MIN_WORDS)}+ words earns 1 Exp (at most ${num(JOURNAL_EXP_PER_CONTRACT)} per Contract attended); every ${num(JOURNALS_PER_IMPROVEMENT)}th Contract Journal gives an Improvement instead.`,
    blocks: [
      {
        kind: 'p',
        text: `Write in your Contractor’s voice about a Contract or the Downtime after one. Each Journal of at least ${num(JOURNAL_MIN_WORDS)} words earns 1 Exp, up to ${num(JOURNAL_EXP_PER_CONTRACT)} Exp for each Contract the Contractor has attended (the allowance adds up over their career).`,
      },
      {
        kind: 'p',
        text: `Every ${num(JOURNALS_PER_IMPROVEMENT)}th Journal about a Contract (Downtime Journals do not count) gives an Improvement instead of the Exp (see [[gift-credits]]).`,
      },
      {
        kind: 'p',
        text: 'Mark a Journal as a spoiler for its Scenario and only players who know that Scenario can read it; once you are spoiled, you can read everything written about it.',
      },
    ],
    related: ['experience', 'gift-credits', 'downtime'],
    terms: [
      {
        term: 'Journal',
        definition: `An in-character write-up of ${num(JOURNAL_MIN_WORDS)}+ words; 1 Exp, or an Improvement every ${num(JOURNALS_PER_IMPROVEMENT)}th Contract Journal.`,
      },
    ],
  },
  {
    slug: 'moves',
    title: 'Moves',
    chapter: 'advancement',
    summary: `A Downtime plan to gain something, run by a GM. It never earns the Contractor Exp or Gifts; the GM’s ${num(MOVE_BONUS_MIN_WORDS)}+ word write-up earns them ${num(MOVE_BONUS_EXP)} bonus Exp.`,
    blocks: [
      {
        kind: 'p',
        text: 'Ambitious Contractors do not sit still between jobs. A Move is any Downtime undertaking with something to gain: earning money with a Gift, chasing a relic, leaning on a politician, shedding an identity. Moves are optional; not every Downtime scene needs recording.',
      },
      { kind: 'h', id: 'how', text: 'Making a Move' },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Decide what you want and how your Contractor means to get it.',
          'Ask a GM from your Playgroup to run it. Nobody must agree, though refusing to run a Move that ties up a Loose End you handed out is bad form and may cancel that Loose End.',
          'The GM runs it — a quick chat, a dangerous Hustle, or a long series of Moves for something huge — and checks big changes with the Leader.',
          'The GM records the result: Conditions, Circumstances, Trophies or Loose Ends gained or lost.',
        ],
      },
      {
        kind: 'list',
        items: [
          'The Contractor never gains Exp, Gift Credits or Improvements from a Move.',
          `The GM earns ${num(MOVE_BONUS_EXP)} bonus Exp for a Contractor of theirs if the summary and the public World Event together reach ${num(MOVE_BONUS_MIN_WORDS)} words.`,
          'Moves can go wrong: new Loose Ends, wounds, death. If a plan is certain suicide, the GM must say so first.',
          'What happens in a Move is canon; only the Leader can void it.',
        ],
      },
    ],
    related: ['loose-ends', 'downtime', 'experience'],
    terms: [
      { term: 'Move', definition: 'A GM-run Downtime undertaking; no Exp or Gifts for the Contractor.' },
      {
        term: 'World Event',
        definition: 'A public note of what a Move changed in the Playgroup’s world.',
        anchor: 'how',
      },
    ],
  },
  {
    slug: 'loose-ends',
    title: 'Loose Ends',
    chapter: 'advancement',
    summary: `A lingering danger with a hidden Cutoff (${num(LOOSE_END_CUTOFF.min)}–${num(LOOSE_END_CUTOFF.max)} Contracts) and a Threat that strikes when it runs out.`,
    blocks: [
      {
        kind: 'p',
        text: 'Loose Ends are trouble that follows a Contractor home: a video of them using powers, a furious crime boss, a curse with a deadline. GMs hand them out after Contracts or Moves; some Liabilities bring one. A GM who grants a Loose End commits to running it, including the Moves made against it.',
      },
      { kind: 'h', id: 'cutoff', text: 'Cutoff' },
      {
        kind: 'p',
        text: `A countdown, usually ${num(LOOSE_END_CUTOFF.min)} to ${num(LOOSE_END_CUTOFF.max)}, that drops by 1 each Contract the Contractor attends. GMs can see it; the player cannot. At 0 the Threat happens. If it needs a scene (an assassination attempt, say), the Contractor plays no Contracts until a GM has run it. A [[moves|Move]] before the Cutoff can settle the matter, usually on better terms.`,
      },
      { kind: 'h', id: 'threat', text: 'Threat' },
      {
        kind: 'table',
        caption: 'Threat levels (the player sees only the level)',
        head: ['Level', 'Meaning'],
        rows: [
          [
            'Dangerous',
            'Real-world trouble: losing money or gear, arrest, notoriety, a kidnapped relative, street violence.',
          ],
          ['Deadly', 'Supernatural or extreme danger: a powerful foe’s assassins, a coma, a bad curse.'],
          ['Fateful', 'Death or near-certain death when the Cutoff ends.'],
        ],
      },
    ],
    related: ['moves', 'downtime'],
    terms: [
      { term: 'Loose End', definition: 'A lingering danger with a Cutoff and a Threat.' },
      {
        term: 'Cutoff',
        definition: 'Contracts left before a Loose End’s Threat strikes; hidden from the player.',
        anchor: 'cutoff',
      },
      {
        term: 'Threat',
        definition: 'What happens when a Loose End’s Cutoff reaches 0: Dangerous, Deadly or Fateful.',
        anchor: 'threat',
      },
    ],
  },
  {
    slug: 'ringers',
    title: 'Ringers, Cycles and voided Contracts',
    chapter: 'advancement',
    summary: `A Ringer plays an NPC for bonus Exp (${num(B.ringer)} on success, ${num(RINGER_MISSED_EXP)} otherwise); a Cycle is ${num(CYCLE_LENGTH.min)} or more Contracts with no Downtime between.`,
    blocks: [
      { kind: 'h', id: 'ringers', text: 'Ringers' },
      {
        kind: 'p',
        text: `A player who is spoiled for a Scenario, or just fancies it, may play one of its NPCs — villain, bystander, even a rival Contractor — with a goal set by the GM. Afterwards they get ${num(B.ringer)} bonus Exp for a Contractor if they reached the goal, ${num(RINGER_MISSED_EXP)} if not, and never Gift Credits or Improvements. Not every Scenario has room for one.`,
      },
      { kind: 'h', id: 'cycles', text: 'Cycles' },
      {
        kind: 'p',
        text: 'A Cycle strings Contracts together with no Downtime, like a classic campaign; no Exp can be spent between them. Players must be told up front and how long it runs.',
      },
      { kind: 'h', id: 'voiding', text: 'Voiding a Contract' },
      {
        kind: 'p',
        text: 'A voided Contract never happened and grants nothing. The Leader can void one; so can all the players together afterwards, or a simple majority when a Contract was split over sessions. It should be very rare — a parallel world or a bad dream is often the better fix.',
      },
    ],
    related: ['contracts', 'experience'],
    terms: [
      { term: 'Ringer', definition: 'A player running an NPC in a Contract for bonus Exp.', anchor: 'ringers' },
      { term: 'Cycle', definition: 'Back-to-back Contracts with no Downtime between them.', anchor: 'cycles' },
    ],
  },
];
