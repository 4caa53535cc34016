import { searchRules } from './search.js';
import { ruleSections } from './sections.js';

const MAX_SUGGESTIONS = 5;

/** Edit distance between two short strings (slugs), for typo-tolerant suggestions. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * Sections to offer for an unknown address: slugs within a few typos first, then search matches for its words.
 * @example suggestSections('penalties')[0].slug === 'penalty'
 */
export function suggestSections(asked: string): { slug: string; title: string }[] {
  const wanted = asked.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const close = ruleSections
    .map((s) => ({ s, d: editDistance(wanted, s.slug) }))
    .filter(({ s, d }) => d <= Math.max(2, Math.floor(s.slug.length / 3)))
    .sort((x, y) => x.d - y.d)
    .map(({ s }) => s);
  const words = wanted.replace(/-/g, ' ');
  const byWords = searchRules(words).flatMap((h) => ruleSections.filter((s) => s.slug === h.slug));
  const anyWord = words
    .split(' ')
    .filter((w) => w.length > 2)
    .flatMap((w) => searchRules(w).flatMap((h) => ruleSections.filter((s) => s.slug === h.slug)));
  const seen = new Set<string>();
  return [...close, ...byWords, ...anyWord]
    .filter((s) => (seen.has(s.slug) ? false : (seen.add(s.slug), true)))
    .slice(0, MAX_SUGGESTIONS)
    .map((s) => ({ slug: s.slug, title: s.title }));
}
