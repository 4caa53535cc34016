/**
 * The shape of the rules reference: typed sections made of blocks, so pages, search and the glossary all read the
 * same data. Text may carry cross-links written `[[slug]]`, `[[slug|words]]` or `[[slug#anchor|words]]`.
 */

/** The chapters the index groups sections under, in reading order. */
export const RULE_CHAPTERS = {
  basics: 'The game',
  dice: 'Rolling dice',
  character: 'Your Contractor',
  health: 'Harm and healing',
  combat: 'Combat',
  movement: 'Movement and hazards',
  gifts: 'Gifts',
  advancement: 'Advancement and Downtime',
} as const;
export type RuleChapterId = keyof typeof RULE_CHAPTERS;

/** One piece of a section's body. A heading (`h`) starts a sub-part with its own anchor. */
export type RuleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h'; id: string; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'example'; text: string }
  | { kind: 'tip'; text: string };

/** A word a player may look up; `anchor` points at a heading inside the section when the term lives there. */
export interface GlossaryTerm {
  term: string;
  definition: string;
  anchor?: string;
}

/** One page of the reference, addressed as /rules/<slug>. */
export interface RuleSection {
  slug: string;
  title: string;
  chapter: RuleChapterId;
  /** One or two sentences shown on the index, in search results and as the page description. */
  summary: string;
  blocks: readonly RuleBlock[];
  related: readonly string[];
  terms: readonly GlossaryTerm[];
}
