/**
 * Game terms in a Gift's System Text, each linked to its rules reference section with the glossary's one-line
 * definition as a tooltip. Kept free of imports (like help-links.ts) so the Gift Builder and the Gift pages link
 * terms without shipping the rules reference; a unit test checks every target and that each tip matches the
 * glossary entry of its `term`.
 */

/** One linkable term: the words it shows as, the glossary term it stands for, where it links and its tooltip. */
export interface SystemTextTerm {
  /** Exact, case-sensitive spellings (plural forms too), matched as whole words. */
  forms: readonly string[];
  /** The rules reference glossary term the tooltip comes from. */
  term: string;
  slug: string;
  anchor?: string;
  tip: string;
}

const ability = (name: string): SystemTextTerm => ({
  forms: [name],
  term: 'Primary Ability',
  slug: 'abilities',
  anchor: 'primary',
  tip: 'One of the nineteen Abilities printed on every sheet.',
});
const attribute = (name: string, tip: string): SystemTextTerm => ({
  forms: [name],
  term: name,
  slug: 'attributes',
  anchor: 'list',
  tip,
});

/** Every term the System Text links, longest spellings first where one contains another. */
export const SYSTEM_TEXT_TERMS: readonly SystemTextTerm[] = [
  {
    forms: ['Contested Outcome'],
    term: 'Contested Outcome',
    slug: 'contested-actions',
    tip: 'Initiator’s Outcome minus defender’s, never below 0; above 0 succeeds.',
  },
  {
    forms: ['Outcome'],
    term: 'Outcome',
    slug: 'outcome',
    tip: 'A roll’s total score; its band gives botch, failure, partial, complete or exceptional.',
  },
  {
    forms: ['Difficulty'],
    term: 'Difficulty',
    slug: 'difficulty',
    tip: 'The face a die must reach to score +1; 6 by default, kept within 4–9.',
  },
  {
    forms: ['Penalty'],
    term: 'Penalty',
    slug: 'penalty',
    tip: 'Body penalty + Mind penalty: dice off every pool, not below the floor of 2.',
  },
  {
    forms: ['Injuries', 'Injury'],
    term: 'Injury',
    slug: 'injuries',
    tip: 'One wound, recorded separately, with a Severity equal to the damage taken.',
  },
  {
    forms: ['Battle Scars', 'Battle Scar'],
    term: 'Battle Scar',
    slug: 'battle-scars',
    tip: 'Lasting harm from a Severity 4+ Injury, classed Minor to Extreme.',
  },
  {
    forms: ['Quick Actions', 'Quick Action'],
    term: 'Quick Action',
    slug: 'actions',
    anchor: 'quick',
    tip: 'A small task that costs 2 dice from your Action; 3 use up the Action.',
  },
  {
    forms: ['Actions', 'Action'],
    term: 'Action',
    slug: 'combat',
    anchor: 'turn',
    tip: 'The main thing a character does in a Round.',
  },
  {
    forms: ['Reaction'],
    term: 'Reaction',
    slug: 'reactions',
    tip: 'Using your Action early to answer an attack.',
  },
  {
    forms: ['Dodge'],
    term: 'Dodge',
    slug: 'reactions',
    anchor: 'dodge',
    tip: 'Dexterity + Athletics against an attack.',
  },
  {
    forms: ['Defend'],
    term: 'Defend',
    slug: 'reactions',
    anchor: 'defend',
    tip: 'Blocking with your weapon’s attack roll.',
  },
  {
    forms: ['Exertion', 'Exerting', 'Exert'],
    term: 'Exertion',
    slug: 'exertion',
    tip: 'Paying 1 Mind damage for +1 Outcome and no Penalty this Round, or to power a Gift.',
  },
  {
    forms: ['Source'],
    term: 'Source',
    slug: 'source',
    tip: 'A Gift-fuel pool that can replace Exertion; refills 1 a day.',
  },
  {
    forms: ['Mind damage'],
    term: 'Mind damage',
    slug: 'mind',
    anchor: 'damage',
    tip: 'Mental wear from Exertion, failed Trauma rolls or attacks; heals 1 per night of rest.',
  },
  {
    forms: ['Mind'],
    term: 'Mind',
    slug: 'mind',
    tip: 'Mental fortitude: Intellect + Charisma + 1, at most 9.',
  },
  {
    forms: ['Body'],
    term: 'Body',
    slug: 'body',
    tip: 'Physical toughness: 5 + half Brawn rounded up; Injuries deplete it.',
  },
  {
    forms: ['Weapon Damage'],
    term: 'Weapon Damage',
    slug: 'damage',
    tip: 'A weapon’s bonus added to the Contested Outcome of a hit.',
  },
  {
    forms: ['Armor'],
    term: 'Armor',
    slug: 'armor',
    tip: 'A value subtracted from incoming damage; the best source counts, they never stack.',
  },
  {
    forms: ['Called Shots', 'Called Shot'],
    term: 'Called Shot',
    slug: 'called-shots',
    tip: 'An attack at a chosen spot: 4+ for a limb, 6+ for a hand or head.',
  },
  {
    forms: ['Rounds', 'Round'],
    term: 'Round',
    slug: 'combat',
    tip: 'About 3 seconds of game time; everyone acts once.',
  },
  {
    forms: ['Trauma rolls', 'Trauma roll'],
    term: 'Trauma roll',
    slug: 'mind',
    anchor: 'rolling',
    tip: 'A Mind roll at 8 after crossing a Limit.',
  },
  {
    forms: ['Self-Control'],
    term: 'Self-Control roll',
    slug: 'mind',
    anchor: 'rolling',
    tip: 'A Mind roll at 8 to keep control when a Trauma is triggered.',
  },
  {
    forms: ['Traumas', 'Trauma'],
    term: 'Trauma',
    slug: 'traumas',
    tip: 'A lasting mental wound with a trigger that forces Self-Control rolls.',
  },
  {
    forms: ['Downtime'],
    term: 'Downtime',
    slug: 'downtime',
    tip: 'The time between Contracts, about a month by default.',
  },
  {
    forms: ['Liability'],
    term: 'Liability',
    slug: 'assets-and-liabilities',
    tip: 'A chosen drawback that gives Exp at creation; costs three times its value to remove later.',
  },
  {
    forms: ['Crafting Location'],
    term: 'Crafting Location',
    slug: 'crafting',
    tip: 'The place a Contractor crafts; no access, no crafting.',
  },
  {
    forms: ['Newbie', 'Novice', 'Seasoned', 'Professional', 'Veteran', 'Status'],
    term: 'Status',
    slug: 'contractor-status',
    tip: 'Newbie, Novice, Seasoned, Professional or Veteran, set by victories.',
  },
  attribute('Brawn', 'Strength and stamina; sets Body, carrying and dashing.'),
  attribute('Dexterity', 'Speed and precision; sets free movement and half of Initiative.'),
  attribute('Perception', 'Awareness; half of Initiative.'),
  attribute('Charisma', 'Social insight; half of Mind, rolled for social Gifts.'),
  attribute('Intellect', 'Reasoning and memory; half of Mind.'),
  ...[
    'Alertness',
    'Animals',
    'Athletics',
    'Brawl',
    'Crafts',
    'Culture',
    'Drive',
    'Firearms',
    'Influence',
    'Investigation',
    'Medicine',
    'Melee',
    'Occult',
    'Performance',
    'Science',
    'Stealth',
    'Survival',
    'Technology',
    'Thievery',
  ].map(ability),
];

/** A run of System Text: plain words, or a term linked to its rules section. */
export type SystemTextRun =
  { kind: 'text'; text: string } | { kind: 'term'; text: string; term: string; href: string; tip: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byForm = new Map(SYSTEM_TEXT_TERMS.flatMap((t) => t.forms.map((form) => [form, t] as const)));
// Longest spellings first, so "Contested Outcome" wins over "Outcome" and "Mind damage" over "Mind".
const TERM_PATTERN = new RegExp(
  `(?<![\\w-])(${[...byForm.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\w-])`,
  'g',
);

/**
 * Splits a System Text into plain and linked runs. Only the first mention of each term is linked, so a text full of
 * "Outcome" reads as text with a few links rather than a wall of them. Joining every run's text gives back the input.
 * @example linkSystemTextTerms('At Difficulty 6.')[1] // { kind: 'term', href: '/rules/difficulty', … }
 */
export function linkSystemTextTerms(text: string): SystemTextRun[] {
  const runs: SystemTextRun[] = [];
  const linked = new Set<SystemTextTerm>();
  let last = 0;
  for (const m of text.matchAll(TERM_PATTERN)) {
    const entry = byForm.get(m[0])!;
    if (linked.has(entry)) continue;
    linked.add(entry);
    if (m.index > last) runs.push({ kind: 'text', text: text.slice(last, m.index) });
    const href = `/rules/${entry.slug}${entry.anchor ? `#${entry.anchor}` : ''}`;
    runs.push({ kind: 'term', text: m[0], term: entry.term, href, tip: `${entry.term}: ${entry.tip}` });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ kind: 'text', text: text.slice(last) });
  return runs;
}
