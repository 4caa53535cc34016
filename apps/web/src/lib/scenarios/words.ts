import {
  SCENARIO_REWARD_WORDS,
  STATUSES,
  type DiscoveryReason,
  type HandoutKind,
  type ScenarioSection,
  type StatusId,
  type ThreatLevel,
} from '@harbinger/rules';

// The words the Scenario pages put on the platform's codes. Browser-safe.

/** Each write-up section's title, in reading order. */
export const SECTION_TITLES: Record<ScenarioSection, string> = {
  overview: 'Overview',
  backstory: 'Backstory',
  introduction: 'Introduction and Briefing',
  mission: 'Mission',
  aftermath: 'Aftermath',
};

/** What each section is for, as a hint in the editor. */
export const SECTION_HINTS: Record<ScenarioSection, string> = {
  overview: 'The shape of the night for the GM: what happens, what it needs, what can go wrong.',
  backstory: 'What happened before the Contractors arrive. The players may never learn most of it.',
  introduction: 'How the Harbinger reaches the Contractors and what they are told. Lines starting with > read aloud.',
  mission: 'Places, people, obstacles and the ways it can go.',
  aftermath: 'What follows, by outcome. Players who discovered it still must choose to read this.',
};

/** How a reader came to know a Scenario, as a short phrase. */
export const REASON_WORDS: Record<DiscoveryReason, string> = {
  played: 'you played it',
  wrote: 'you wrote it',
  gmed: 'you ran it as GM',
  shared: 'its writer shared it with you',
  unlocked: 'you unlocked it',
  purchased: 'you bought it',
};

/** The kinds of handout, singular. */
export const HANDOUT_WORDS: Record<HandoutKind, string> = {
  condition: 'Condition',
  circumstance: 'Circumstance',
  trophy: 'Trophy',
  loose_end: 'Loose End',
};

/** What each kind of handout is, in a line. */
export const HANDOUT_HINTS: Record<HandoutKind, string> = {
  condition: 'Something that stays with the Contractor for a while: a wound that aches, a debt, a reputation.',
  circumstance: 'A change in the Contractor’s life the story leaves behind.',
  trophy: 'Something taken away from the Contract as proof or keepsake.',
  loose_end: 'Unfinished business that comes back for the Contractor after a number of Contracts.',
};

/** The three threat levels. */
export const THREAT_WORDS: Record<ThreatLevel, string> = {
  dangerous: 'Dangerous',
  deadly: 'Deadly',
  fateful: 'Fateful',
};

/** "Novice" for a Status id, "Any Status" for `any`, the raw text for anything unknown. */
export function statusWords(status: string): string {
  if (status === 'any') return 'Any Status';
  return status in STATUSES ? STATUSES[status as StatusId].name : status;
}

/** "2–5 players", "3 players", "1 player". */
export function playerRange(min: number, max: number): string {
  if (min === max) return `${String(min)} ${min === 1 ? 'player' : 'players'}`;
  return `${String(min)}–${String(max)} players`;
}

/** The flags a Scenario carries, each as a badge label and a line saying what it means. */
export function flagBadges(s: { highlander: boolean; rivalry: boolean; needsRinger: boolean }): {
  label: string;
  meaning: string;
}[] {
  return [
    s.highlander && { label: 'Highlander', meaning: 'only one Contractor can win' },
    s.rivalry && { label: 'Rivalry', meaning: 'the Contractors’ goals clash' },
    s.needsRinger && { label: 'Needs a Ringer', meaning: 'the GM needs a Ringer at the table' },
  ].filter((f) => f !== false);
}

/** "1,234 words", with the writing reward's threshold said plainly. */
export function wordCountNote(words: number): { count: string; note: string } {
  const count = `${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'}`;
  const goal = SCENARIO_REWARD_WORDS.toLocaleString('en');
  const note =
    words >= SCENARIO_REWARD_WORDS
      ? `Long enough for the writing reward: once its writer has run it as a Contract, it earns one Improvement.`
      : `${(SCENARIO_REWARD_WORDS - words).toLocaleString('en')} more words reach ${goal}, where running it as a Contract earns its writer one Improvement.`;
  return { count, note };
}

/** A reader's discovery reasons as one phrase: "you played it and its writer shared it with you". */
export function reasonsPhrase(reasons: readonly DiscoveryReason[]): string {
  const words = reasons.map((r) => REASON_WORDS[r]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

/** Field names of the diff, as the editor labels them. */
export const FIELD_WORDS: Record<string, string> = {
  title: 'Title',
  summary: 'Summary',
  objective: 'Objective',
  minPlayers: 'Fewest players',
  maxPlayers: 'Most players',
  suggestedStatus: 'Suggested Status',
  highlander: 'Highlander',
  rivalry: 'Rivalry',
  needsRinger: 'Needs a Ringer',
  tags: 'Tags',
  handouts: 'Handouts',
  ...SECTION_TITLES,
};
