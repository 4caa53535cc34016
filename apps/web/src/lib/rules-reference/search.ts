import { plainText } from './inline.js';
import { ruleHref, ruleSections } from './sections.js';
import type { GlossaryTerm, RuleBlock, RuleSection } from './types.js';

/** A piece of a snippet; `mark` pieces matched the query. */
export interface SnippetPiece {
  text: string;
  mark: boolean;
}

/** One search result. `where` says what matched best: the title, a glossary term, or only the text. */
export interface RuleHit {
  slug: string;
  title: string;
  href: string;
  where: 'title' | 'term' | 'text';
  term?: string;
  score: number;
  snippet: SnippetPiece[];
}

const WEIGHT = { title: 1000, term: 100, summary: 10, text: 1 } as const;
const SNIPPET_RADIUS = 80;
const MAX_QUERY_WORDS = 8;

/** Lower-cased words of a query, trimmed to a light stem so "injuries" finds "injury" and "rolls" finds "roll". */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems = words.map((w) =>
    w.length > 4 && w.endsWith('ies') ? w.slice(0, -3) : w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w,
  );
  return [...new Set(stems)].slice(0, MAX_QUERY_WORDS);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a word that starts with any of the stems. */
const wordStart = (stems: string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.map(escape).join('|')})`, 'giu');

function blockText(block: RuleBlock): string {
  switch (block.kind) {
    case 'list':
      return block.items.map(plainText).join(' ');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].map(plainText).join(' ');
    default:
      return plainText(block.text);
  }
}

/** The text a section is searched by, apart from title and terms. */
function bodyTexts(section: RuleSection): string[] {
  return [section.summary, ...section.blocks.map(blockText)];
}

const hasAll = (text: string, stems: string[]): boolean => stems.every((s) => wordStart([s]).test(text));
const countIn = (text: string, stems: string[]): number => (text.match(wordStart(stems)) ?? []).length;

/** Cuts a window of text around the first match and marks every match inside it. */
export function snippetAround(text: string, stems: string[]): SnippetPiece[] {
  const first = wordStart(stems).exec(text);
  const centre = first?.index ?? 0;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, centre - SNIPPET_RADIUS)) + 1);
  const endSpace = text.indexOf(' ', Math.min(text.length, centre + SNIPPET_RADIUS));
  const end = endSpace < 0 ? text.length : endSpace;
  const window = text.slice(start, end);
  const pieces: SnippetPiece[] = [];
  let last = 0;
  for (const m of window.matchAll(wordStart(stems))) {
    // Mark the whole word, not just the stem.
    const wordEnd = m.index + (/^[\p{L}\p{N}]+/u.exec(window.slice(m.index))?.[0].length ?? m[0].length);
    if (m.index > last) pieces.push({ text: window.slice(last, m.index), mark: false });
    pieces.push({ text: window.slice(m.index, wordEnd), mark: true });
    last = wordEnd;
  }
  if (last < window.length) pieces.push({ text: window.slice(last), mark: false });
  if (start > 0) pieces.unshift({ text: '… ', mark: false });
  if (end < text.length) pieces.push({ text: ' …', mark: false });
  return pieces;
}

function scoreSection(section: RuleSection, stems: string[]): RuleHit | null {
  const termText = (t: GlossaryTerm) => `${t.term} ${t.definition}`;
  const all = [section.title, ...section.terms.map(termText), ...bodyTexts(section)].join(' ');
  if (!hasAll(all, stems)) return null;

  const titleHits = countIn(section.title, stems);
  const term =
    section.terms.find((t) => hasAll(t.term, stems)) ?? section.terms.find((t) => countIn(t.term, stems) > 0);
  const termHits = section.terms.reduce((n, t) => n + countIn(t.term, stems), 0);
  const summaryHits = countIn(section.summary, stems);
  const textHits = bodyTexts(section).reduce((n, t) => n + countIn(t, stems), 0);
  const score =
    WEIGHT.title * titleHits +
    WEIGHT.term * termHits +
    WEIGHT.summary * summaryHits +
    WEIGHT.text * Math.min(textHits, 50);

  const where = titleHits > 0 ? 'title' : term ? 'term' : 'text';
  const source =
    where === 'term' && term
      ? `${term.term}: ${term.definition}`
      : (bodyTexts(section).find((t) => countIn(t, stems) > 0) ?? section.summary);
  return {
    slug: section.slug,
    title: section.title,
    href: ruleHref(section.slug, where === 'term' ? term?.anchor : undefined),
    where,
    term: where === 'term' ? term?.term : undefined,
    score,
    snippet: snippetAround(source, stems),
  };
}

/**
 * Finds the sections that contain every word of the query, best first: a match in the title outranks a glossary
 * term, which outranks the text. Ties keep reading order.
 * @example searchRules('penalty')[0].slug === 'penalty'
 */
export function searchRules(query: string, sections: readonly RuleSection[] = ruleSections): RuleHit[] {
  const stems = queryWords(query);
  if (stems.length === 0) return [];
  return sections
    .map((s) => scoreSection(s, stems))
    .filter((h): h is RuleHit => h !== null)
    .sort((a, b) => b.score - a.score);
}
