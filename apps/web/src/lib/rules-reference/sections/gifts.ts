import {
  CONSUMABLE_CRAFT_EXP_COST,
  EFFECT_IDS,
  FREE_CONSUMABLES_PER_DOWNTIME,
  MIN_GIFT_COST,
  RECOMMENDED_MAX_DRAWBACKS,
  SOURCE_DAILY_REGENERATION,
  SOURCE_REPLENISHMENT,
  STARTING_SOURCE_CAPACITY,
  STATUSES,
  STATUS_IDS,
  STYLE_IDS,
  giftCreditCap,
  giftTypes,
  sourceRaiseCost,
  styles,
} from '@harbinger/rules';
import { num, signed } from '../numbers.js';
import type { RuleSection } from '../types.js';

/** Gift Types with their cost change, from the engine's data. */
export const giftTypeRows = Object.values(giftTypes).map((t) => [
  t.name,
  t.summary,
  t.costDelta === 0 ? 'none' : signed(t.costDelta),
]);
const styleRows = STYLE_IDS.map((id) => [styles[id].name, styles[id].summary]);

/** Source replenishment conditions by Status, from the engine. */
export const replenishRows = STATUS_IDS.map((id) => {
  const r = SOURCE_REPLENISHMENT[id];
  const cooldown = r.cooldownMinutes === null ? '—' : r.cooldownMinutes >= 24 * 60 ? 'a day' : 'an hour';
  return [STATUSES[id].name, num(r.conditions), r.conditions === 0 ? '—' : cooldown];
});

const capPerVictory = giftCreditCap(1);

/** Chapter "Gifts": what Gifts are, how they are paid for and built. */
export const giftSections: readonly RuleSection[] = [
  {
    slug: 'gifts',
    title: 'Gifts',
    chapter: 'gifts',
    summary: 'Supernatural powers and objects, custom-built for each Contractor; the reward for winning a Contract.',
    blocks: [
      {
        kind: 'p',
        text: 'New Contractors are fragile and ordinary. Gifts change that: powers, legendary objects, or the knack of crafting wondrous items, each designed around its Contractor’s concept. New Gifts come only from victories; Improvements to existing ones also come from GMing, Journals and Scenario writing, but always within a cap set by victories (see [[gift-credits]]).',
      },
      {
        kind: 'p',
        text: 'Every Gift is made in the [[gift-builder|Gift Builder]], so it works the same whoever is GMing. Its System Text is binding; its Description adds flavour the GM respects.',
      },
      { kind: 'h', id: 'types', text: 'Gift Types' },
      { kind: 'table', caption: 'Gift Types', head: ['Type', 'What it is', 'Cost change'], rows: giftTypeRows },
      {
        kind: 'p',
        text: 'Whoever has seen an Artifact or Consumable used can use it the same way once they hold it. Otherwise they can study it: Intellect + Occult or Science at 7, once a month, adding up Outcomes until 6 reveals everything.',
      },
      { kind: 'h', id: 'restrictions', text: 'Who may have which Gift' },
      {
        kind: 'list',
        items: [
          'It must come from the Gift Builder; Contractors with Gifts made otherwise stay in their own Playgroup.',
          'The Contractor must be able to pay its cost and meet any Status requirement of its Effect, Enhancements or Parameters.',
          'It should fit the Contractor’s concept.',
          'The Playgroup Leader may veto it — for breaking a house rule, abusing the Description, exploiting combinations or clashing with the setting.',
        ],
      },
    ],
    related: ['gift-credits', 'gift-builder', 'crafting', 'source'],
    terms: [
      { term: 'Gift', definition: 'A custom supernatural power or object, earned by winning Contracts.' },
      { term: 'Power', definition: 'A Gift that is part of the Contractor and cannot be taken away.', anchor: 'types' },
      {
        term: 'Legendary Artifact',
        definition: 'A unique Gift object the Contractor did not make; can be lost or stolen.',
        anchor: 'types',
      },
    ],
  },
  {
    slug: 'gift-credits',
    title: 'Gift Credits and Improvements',
    chapter: 'gifts',
    summary: `A victory gives a Gift Credit (new Gift or upgrade); Improvements only upgrade. At most ${num(capPerVictory)} × victories may be spent in total.`,
    blocks: [
      {
        kind: 'p',
        text: 'Gift Credits pay for a new Gift or for raising an existing one. Improvements do the same but can never start a new Gift.',
      },
      { kind: 'h', id: 'earning', text: 'Earning them' },
      {
        kind: 'table',
        caption: 'Sources of Gift Credits and Improvements',
        head: ['Source', 'Gives'],
        rows: [
          ['Winning a Contract', '1 Gift Credit'],
          ['Coin of Charon spent on a new Contractor', '1 Gift Credit'],
          ['The Gifted Asset at creation (restricted)', '1 Gift Credit'],
          ['GMing a Contract', '1 Improvement, to a Contractor of the GM’s choice'],
          ['Every 4th Contract Journal', '1 Improvement (instead of its Exp)'],
          [
            'A Scenario write-up of 1,000+ words that has been run',
            '1 Improvement, to a Contractor of the writer’s choice',
          ],
        ],
      },
      { kind: 'h', id: 'cap', text: 'The cap' },
      {
        kind: 'p',
        text: `A Contractor may have spent at most ${num(capPerVictory)} × their victories in Gift Credits and Improvements together. Credits from Gifted and Coins of Charon count toward it. The cap limits spending, not earning: an Improvement earned beyond it waits until the next victory makes room.`,
      },
      {
        kind: 'example',
        text: `Seven victories allow ${num(giftCreditCap(7))} in all. Seven of those are the victories’ own Gift Credits, so 7 Improvements fit — or 6, if the Contractor also began with a Coin of Charon.`,
      },
    ],
    related: ['gifts', 'gift-builder', 'journals', 'contractor-status'],
    terms: [
      { term: 'Gift Credit', definition: 'Pays for a new Gift or an upgrade; one per victory.' },
      { term: 'Improvement', definition: 'Pays only for upgrading an existing Gift.' },
      {
        term: 'Gift cap',
        definition: `Gift Credits + Improvements spent may not exceed ${num(capPerVictory)} × victories.`,
        anchor: 'cap',
      },
    ],
  },
  {
    slug: 'gift-builder',
    title: 'Building a Gift: Effects, Styles, Parameters, Enhancements, Drawbacks',
    chapter: 'gifts',
    summary: `Pick a Type and an Effect, then tune it. Each Enhancement or Parameter step up is +1 cost, each Drawback or step down −1. A new Gift costs ${num(MIN_GIFT_COST)}.`,
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Start from an idea that suits the concept.',
          'Choose a Gift Type and the Effect that does the core of the idea.',
          'Adjust the Activation Style and Parameters; add Enhancements and Drawbacks.',
          `Bring the cost to what you can pay — ${num(MIN_GIFT_COST)} for a brand-new Gift — using Drawbacks and lower Parameters. It can grow later.`,
          'Write the Description: what it looks like in use.',
          'Give it a name and, if you like, a tagline.',
        ],
      },
      { kind: 'h', id: 'effects', text: 'Effects' },
      {
        kind: 'p',
        text: `The Effect is what the Gift does: hurt someone, hide, read a mind, heal. There are ${num(EFFECT_IDS.length)} in the catalog. Choose by the outcome you want, not the look — a vampire who wants to go unseen wants a concealment Effect; a poisoner who wants a slow decline may prefer a lingering affliction over direct harm.`,
      },
      { kind: 'h', id: 'styles', text: 'Activation Styles' },
      { kind: 'table', caption: 'Activation Styles', head: ['Style', 'How it is set off'], rows: styleRows },
      { kind: 'p', text: 'Each Effect allows only some Styles, and the choice may raise or lower the cost.' },
      { kind: 'h', id: 'parameters', text: 'Parameters' },
      {
        kind: 'p',
        text: 'Parameters are sliding values such as range or activation time. Each step up costs 1, each step down saves 1; high steps may need a higher Status.',
      },
      { kind: 'h', id: 'enhancements-drawbacks', text: 'Enhancements and Drawbacks' },
      {
        kind: 'p',
        text: `These reshape how an Effect works. Every Enhancement adds 1 to the cost and every Drawback takes 1 off. Drawbacks make a plain Effect much stronger for the price, but a Gift buried in them is no fun: keep to ${num(RECOMMENDED_MAX_DRAWBACKS)} or fewer.`,
      },
      { kind: 'h', id: 'description', text: 'Description and System Text' },
      {
        kind: 'p',
        text: 'The System Text is assembled from your choices and is the only part no GM may overrule. The Description sets the look and can matter in play (a fireball may ignite spilled petrol), but it can never add mechanics and may grant less than a Gift Credit’s worth of advantage. Conditions you write in it (“must shout the spell’s name”) bind you.',
      },
    ],
    related: ['gifts', 'gift-credits', 'source', 'crafting'],
    terms: [
      { term: 'Gift Cost', definition: 'What a Gift costs in Gift Credits and Improvements.' },
      { term: 'Effect', definition: 'What a Gift does; the core of its rules.', anchor: 'effects' },
      {
        term: 'Activation Style',
        definition: 'How a Gift is triggered: Activated, Targeted, Trap, Passive or a functional item.',
        anchor: 'styles',
      },
      {
        term: 'Parameter',
        definition: 'A sliding value of an Effect; each step costs or saves 1.',
        anchor: 'parameters',
      },
      {
        term: 'Enhancement',
        definition: 'An option that improves an Effect; +1 cost.',
        anchor: 'enhancements-drawbacks',
      },
      { term: 'Drawback', definition: 'A limitation on an Effect; −1 cost.', anchor: 'enhancements-drawbacks' },
      {
        term: 'System Text',
        definition: 'A Gift’s binding rules text, built from its choices.',
        anchor: 'description',
      },
    ],
  },
  {
    slug: 'crafting',
    title: 'Crafting',
    chapter: 'gifts',
    summary: `Crafting Gifts make items in Downtime: ${num(FREE_CONSUMABLES_PER_DOWNTIME)} free Consumable each, more at ${num(CONSUMABLE_CRAFT_EXP_COST)} Exp; Artifacts cost 1 + Gift Cost in Exp.`,
    blocks: [
      {
        kind: 'table',
        caption: 'What crafting costs',
        head: ['Item', 'Free', 'Each extra'],
        rows: [
          [
            'Consumable',
            `${num(FREE_CONSUMABLES_PER_DOWNTIME)} per Consumable Crafting Gift each Downtime`,
            `${num(CONSUMABLE_CRAFT_EXP_COST)} Exp`,
          ],
          ['Artifact', 'one when the Gift is gained', '1 + the Gift Cost in Exp'],
        ],
      },
      {
        kind: 'list',
        items: [
          'Upgrading a crafting Gift with a Gift Credit or Improvement also yields a free copy.',
          'Consumables work once and need no Exertion; Artifacts last and can be traded.',
          'Crafting happens only in Downtime, at a Crafting Location (a workshop, a lab, a tower). The first crafting Gift comes with one; without access, no crafting. A free Downtime can be spent setting up a new one.',
        ],
      },
    ],
    related: ['gifts', 'experience', 'downtime'],
    terms: [
      { term: 'Consumable', definition: 'A single-use crafted item; needs no Exertion.' },
      { term: 'Crafted Artifact', definition: 'A lasting crafted item that can be traded.' },
      { term: 'Crafting Location', definition: 'The place a Contractor crafts; no access, no crafting.' },
    ],
  },
  {
    slug: 'source',
    title: 'Source',
    chapter: 'gifts',
    summary: `A pool that pays for Gifts instead of Exertion. Capacity starts at ${num(STARTING_SOURCE_CAPACITY)} with the first Gift; ${num(SOURCE_DAILY_REGENERATION)} point returns each day.`,
    blocks: [
      {
        kind: 'p',
        text: `Source arrives with a Contractor’s first Gift, with a capacity of ${num(STARTING_SOURCE_CAPACITY)}. Any Gift that asks for an Exertion can be paid with a point of Source instead — which leaves you free to [[exertion|Exert]] for something else that Round. Rename it to suit the Paradigm: Rage, Blood, Faith.`,
      },
      {
        kind: 'p',
        text: `Raising capacity from r to r + 1 costs 2 × r Exp (${num(sourceRaiseCost(STARTING_SOURCE_CAPACITY))} Exp for the second point). Source refills ${num(SOURCE_DAILY_REGENERATION)} point a day; experienced Contractors also name triggers — a kill, a wound, a full moon — that refill a point at once.`,
      },
      {
        kind: 'table',
        caption: 'Replenishment triggers by Status',
        head: ['Status', 'Triggers', 'Cooldown each'],
        rows: replenishRows,
      },
    ],
    related: ['exertion', 'gifts', 'experience'],
    terms: [{ term: 'Source', definition: 'A Gift-fuel pool that can replace Exertion; refills 1 a day.' }],
  },
];
