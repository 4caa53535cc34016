import { STATUSES, STATUS_IDS } from '@harbinger/rules';
import { num } from '../numbers.js';
import type { RuleSection } from '../types.js';

const statusRows = STATUS_IDS.map((id) => {
  const s = STATUSES[id];
  return [
    s.name,
    s.maxVictories === null ? `${num(s.minVictories)} or more` : `${num(s.minVictories)}–${num(s.maxVictories)}`,
  ];
});

/** Chapter "The game": what The Contract is and how a group plays it. */
export const basicsSections: readonly RuleSection[] = [
  {
    slug: 'introduction',
    title: 'What The Contract is',
    chapter: 'basics',
    summary:
      'A gritty modern-fantasy roleplaying game: ambitious people take deadly jobs in exchange for supernatural Gifts.',
    blocks: [
      {
        kind: 'p',
        text: 'In The Contract each player runs a Contractor: an ordinary but driven person who agrees to do dangerous work for mysterious patrons called Harbingers. Survive a job and win it, and the pay is a Gift — a power or an impossible object shaped around who your Contractor is.',
      },
      {
        kind: 'p',
        text: 'The game leans on realism and grit rather than arithmetic. Getting stronger means gaining new tools and tricks, not bigger bonuses, so clever plans usually beat good numbers. One person runs each session as the GameMaster (GM); who that is can change every time.',
      },
      { kind: 'h', id: 'at-the-table', text: 'At the table' },
      {
        kind: 'p',
        text: 'Players say what their Contractors try; the GM describes the world and the people in it and decides what happens. When an attempt is both risky and uncertain, the GM asks for a roll (see [[dice]]). Players only know what their Contractors could know — the stats of a monster are the GM’s business, and acting on knowledge your character lacks (metagaming) is not allowed.',
      },
      {
        kind: 'p',
        text: 'The default setting, the Illumination, is our world with the supernatural real but rare, and phone cameras catching it now and then. Any modern urban-fantasy world works; each Playgroup picks its own.',
      },
      {
        kind: 'tip',
        text: 'Agree as a group on tone, how deadly play should be and what is off limits before the first session, and make it easy for anyone to ask for a pause.',
      },
    ],
    related: ['game-structure', 'contractors', 'dice'],
    terms: [
      {
        term: 'GM (GameMaster)',
        definition: 'The person who runs a session: plays the world, calls for rolls and judges the results.',
      },
      {
        term: 'Harbinger',
        definition: 'A mysterious patron who offers Contracts and pays in Gifts; never pays up front.',
      },
      {
        term: 'Metagaming',
        definition: 'Acting on knowledge the player has but the Contractor does not; against the rules.',
      },
    ],
  },
  {
    slug: 'game-structure',
    title: 'Sessions, Contracts and Downtime',
    chapter: 'basics',
    summary: 'A session plays one Contract from start to end; about a month of game time passes between Contracts.',
    blocks: [
      {
        kind: 'p',
        text: 'A session usually gathers three to seven people for an evening. One is the GM; the others each bring one Contractor. The group can differ every time: whoever turns up plays.',
      },
      {
        kind: 'p',
        text: 'A session normally holds one Contract: the Contractors are invited, briefed, and let loose on the job. When it ends the GM says which surviving Contractors won and which failed. Winning earns a Gift Credit and Exp (see [[experience]] and [[gift-credits]]).',
      },
      {
        kind: 'p',
        text: 'Between Contracts comes [[downtime]], by default roughly a month of game time, for healing, training and personal plans. Scenes played outside a Contract are called Hustles; they never earn Exp or Gifts.',
      },
    ],
    related: ['contracts', 'downtime', 'playgroups'],
    terms: [
      { term: 'Session', definition: 'One get-together of a GM and players; usually one whole Contract.' },
      { term: 'Hustle', definition: 'Any roleplay outside a Contract. It earns no Exp, Gift Credits or Improvements.' },
    ],
  },
  {
    slug: 'contractors',
    title: 'Contractors',
    chapter: 'basics',
    summary: 'The player characters: one per player at a time, each with a sheet, a concept and an ambition.',
    blocks: [
      {
        kind: 'p',
        text: 'Every character a player controls is a Contractor. Most begin as plain humans; the Gifts come later. Accepting a first invitation Imbues them: they learn faster after each Contract, cope better with horror, and gain [[will-to-survive|Will to Survive]].',
      },
      {
        kind: 'p',
        text: 'A player may keep several Contractors but plays only one per Contract, and two Contractors of the same player may never meet or talk.',
      },
      { kind: 'h', id: 'concept', text: 'Concept' },
      {
        kind: 'list',
        items: [
          'Archetype — the mundane niche: a job, a temperament, a subculture.',
          'Paradigm — the kind of supernatural potential waiting in them, which steers their Gifts.',
          'Ambition — the big, ideally impossible goal that makes them risk their life.',
        ],
      },
      {
        kind: 'p',
        text: 'See [[creating-a-contractor]] for building one and [[contractor-status]] for how they rank.',
      },
    ],
    related: ['creating-a-contractor', 'contractor-status', 'attributes'],
    terms: [
      { term: 'Contractor', definition: 'A player’s character in The Contract.' },
      {
        term: 'Imbued',
        definition: 'What a Contractor becomes on accepting a first Contract: faster learning and Will to Survive.',
      },
      { term: 'Archetype', definition: 'A Contractor’s mundane niche and style.', anchor: 'concept' },
      {
        term: 'Paradigm',
        definition: 'The source and flavour of a Contractor’s supernatural potential.',
        anchor: 'concept',
      },
      { term: 'Ambition', definition: 'The driving goal a Contractor risks death for.', anchor: 'concept' },
    ],
  },
  {
    slug: 'contractor-status',
    title: 'Contractor Status: Newbie to Veteran',
    chapter: 'basics',
    summary: 'Status follows the number of Contracts won and decides who may play together and what can be bought.',
    blocks: [
      {
        kind: 'p',
        text: 'A Contractor’s Status depends only on victories. The GM sets which Status a Contract is for, and players bring a Contractor of that Status.',
      },
      { kind: 'table', caption: 'Status by Contracts won', head: ['Status', 'Victories'], rows: statusRows },
      {
        kind: 'p',
        text: 'Status gates some purchases: a sixth rank in an Ability (see [[abilities]]), stronger Gift options in the [[gift-builder]], extra Source replenishment conditions (see [[source]]). Only Veterans may take solo Contracts.',
      },
    ],
    related: ['contractors', 'abilities', 'gift-builder'],
    terms: [
      { term: 'Status', definition: 'Newbie, Novice, Seasoned, Professional or Veteran, set by victories.' },
      {
        term: 'Victory',
        definition: 'A Contract the GM declares the Contractor won; it brings a Gift Credit and 2 Exp.',
      },
    ],
  },
  {
    slug: 'contracts',
    title: 'Contracts and Scenarios',
    chapter: 'basics',
    summary: 'A Contract is one deadly job, run by a GM from a Scenario; winning it is how Contractors advance.',
    blocks: [
      {
        kind: 'p',
        text: 'Contracts are tests set by the Harbingers: hunt a creature, steal a file, or just live through the night. Teams are not hand-picked for the job, so the Contractors must improvise with what they have. A Contract needs one GM and at least two players.',
      },
      {
        kind: 'p',
        text: 'A Scenario is the write-up a GM runs a Contract from — think recipe, not law; GMs may change it. A player who has learned a Scenario’s secrets (usually by playing it) is spoiled for it and cannot play it again, though they may join as a [[ringers|Ringer]].',
      },
      { kind: 'h', id: 'harbingers', text: 'How Harbingers behave' },
      {
        kind: 'list',
        items: [
          'They never attack a Contractor who has not attacked them first.',
          'They cannot force anyone to take a job.',
          'They bring Newbies to the job site when needed.',
          'They pay only after the work is done.',
        ],
      },
      {
        kind: 'p',
        text: 'Rewards are listed under [[experience]] and [[gift-credits]]. A Playgroup can declare a Contract void in rare cases; then it never happened and paid nothing.',
      },
    ],
    related: ['game-structure', 'experience', 'gift-credits', 'ringers'],
    terms: [
      { term: 'Contract', definition: 'A deadly job offered by a Harbinger and played in one session.' },
      { term: 'Scenario', definition: 'A GM’s write-up for running a Contract.' },
      { term: 'Spoiled', definition: 'Knowing a Scenario’s secrets; a spoiled player may not play that Scenario.' },
      { term: 'Void', definition: 'A Contract declared never to have happened; it grants nothing.' },
    ],
  },
  {
    slug: 'playgroups',
    title: 'Playgroups',
    chapter: 'basics',
    summary: 'A community of players sharing one setting, led by a Leader who approves Contractors and Gifts.',
    blocks: [
      {
        kind: 'p',
        text: 'A Playgroup is both the people who play together and the world their Contractors share. Its Leader (or a council of senior GMs) approves new Contractors and Gifts, settles disputes, records or voids Contracts and sets house rules such as the healing mode (see [[healing]]).',
      },
      {
        kind: 'p',
        text: 'Contractors can travel: a Harbinger from another Playgroup may invite them, and they return home afterwards. A visitor is only sure to keep their base stats and Gifts; the host GM decides which Conditions, Circumstances and Trophies work there. Downtime is always spent at home.',
      },
    ],
    related: ['contracts', 'healing', 'downtime'],
    terms: [
      { term: 'Playgroup', definition: 'A group of players and the shared setting their Contractors live in.' },
      {
        term: 'Playgroup Leader',
        definition: 'Head GM of a Playgroup: approves Contractors and Gifts, can void Contracts.',
      },
    ],
  },
  {
    slug: 'downtime',
    title: 'Downtime',
    chapter: 'basics',
    summary:
      'The month between Contracts: heal, spend Exp, craft, see a therapist, make Moves and deal with Loose Ends.',
    blocks: [
      {
        kind: 'p',
        text: 'Downtime is the stretch between a Contractor’s Contracts, normally about a month. In it a Contractor may spend Exp on training ([[experience]]), treat a Trauma with therapy ([[traumas]]), craft items ([[crafting]]), write a [[journals|Journal]], or pursue plans through [[moves]] and [[loose-ends]].',
      },
      {
        kind: 'p',
        text: 'Missing Contracts can make a Downtime longer, which helps healing, but anything limited per Downtime (crafting, Journals) stays limited however long it lasts. No Exp, Gift Credits or Improvements are earned in Downtime itself.',
      },
    ],
    related: ['experience', 'moves', 'loose-ends', 'healing'],
    terms: [{ term: 'Downtime', definition: 'The time between Contracts, about a month by default.' }],
  },
];
