import type { HandoutKind, ThreatLevel } from '@harbinger/rules';

/** A handout kind as a heading word. */
export const HANDOUT_KIND_WORDS: Record<HandoutKind, string> = {
  condition: 'Condition',
  circumstance: 'Circumstance',
  trophy: 'Trophy',
  loose_end: 'Loose End',
};

/** How bad a Loose End's Threat is, in words. */
export const THREAT_LEVEL_WORDS: Record<ThreatLevel, string> = {
  dangerous: 'Dangerous',
  deadly: 'Deadly',
  fateful: 'Fateful',
};

/** Why someone already knows a Scenario, in a few words. */
export const DISCOVERY_WORDS: Record<string, string> = {
  played: 'played it',
  wrote: 'wrote it',
  gmed: 'ran it as GM',
  shared: 'it was shared with them',
  unlocked: 'unlocked it',
  purchased: 'unlocked it from the Exchange',
};
