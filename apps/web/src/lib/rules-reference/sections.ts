import { advancementSections } from './sections/advancement.js';
import { basicsSections } from './sections/basics.js';
import { characterSections } from './sections/character.js';
import { combatSections } from './sections/combat.js';
import { diceSections } from './sections/dice.js';
import { giftSections } from './sections/gifts.js';
import { healthSections } from './sections/health.js';
import { movementSections } from './sections/movement.js';
import { RULE_CHAPTERS, type RuleChapterId, type RuleSection } from './types.js';

/** Every section in reading order (chapter by chapter), the order prev/next follow. */
export const ruleSections: readonly RuleSection[] = [
  ...basicsSections,
  ...diceSections,
  ...characterSections,
  ...healthSections,
  ...combatSections,
  ...movementSections,
  ...giftSections,
  ...advancementSections,
];

const bySlug = new Map(ruleSections.map((s) => [s.slug, s]));

/** The section at /rules/<slug>, or undefined. */
export function findSection(slug: string): RuleSection | undefined {
  return bySlug.get(slug);
}

/** The sections before and after one, for prev/next links. */
export function neighbours(slug: string): { prev?: RuleSection; next?: RuleSection } {
  const i = ruleSections.findIndex((s) => s.slug === slug);
  if (i < 0) return {};
  return { prev: ruleSections[i - 1], next: ruleSections[i + 1] };
}

/** Chapters in order, each with its sections, for the index page. */
export function chapters(): { id: RuleChapterId; title: string; sections: RuleSection[] }[] {
  return (Object.keys(RULE_CHAPTERS) as RuleChapterId[]).map((id) => ({
    id,
    title: RULE_CHAPTERS[id],
    sections: ruleSections.filter((s) => s.chapter === id),
  }));
}

/** The sub-headings of a section, for "on this page". */
export function headingsOf(section: RuleSection): { id: string; text: string }[] {
  return section.blocks.flatMap((b) => (b.kind === 'h' ? [{ id: b.id, text: b.text }] : []));
}

/** Address of a section (and optional heading). */
export function ruleHref(slug: string, anchor?: string): string {
  return `/rules/${slug}${anchor ? `#${anchor}` : ''}`;
}
