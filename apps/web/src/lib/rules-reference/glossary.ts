import { ruleHref, ruleSections } from './sections.js';

/** A glossary entry with the section it belongs to. */
export interface GlossaryEntry {
  term: string;
  definition: string;
  slug: string;
  sectionTitle: string;
  href: string;
}

/** Every glossary term, A–Z (case- and accent-insensitive). */
export const glossary: readonly GlossaryEntry[] = ruleSections
  .flatMap((s) =>
    s.terms.map((t) => ({
      term: t.term,
      definition: t.definition,
      slug: s.slug,
      sectionTitle: s.title,
      href: ruleHref(s.slug, t.anchor),
    })),
  )
  .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));

/** The glossary grouped by first letter, for the A–Z page. */
export function glossaryByLetter(): { letter: string; entries: GlossaryEntry[] }[] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of glossary) {
    const letter = entry.term.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].map(([letter, entries]) => ({ letter, entries }));
}
