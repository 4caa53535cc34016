import { describe, expect, it } from 'vitest';
import { queryWords, searchRules, snippetAround } from './search.js';
import { suggestSections } from './suggest.js';
import type { RuleSection } from './types.js';

const fixture = (slug: string, title: string, term: string, body: string): RuleSection => ({
  slug,
  title,
  chapter: 'dice',
  summary: `About ${slug}.`,
  blocks: [{ kind: 'p', text: body }],
  related: [],
  terms: term ? [{ term, definition: 'A word.' }] : [],
});

describe('searchRules ranking', () => {
  const sections = [
    fixture('in-body', 'Something else', '', 'Here the word zebra appears twice: zebra.'),
    fixture('in-term', 'Another thing', 'Zebra crossing', 'Nothing.'),
    fixture('in-title', 'All about zebras', '', 'Plain.'),
  ];

  it('ranks a title match above a glossary term, and a term above body text', () => {
    expect(searchRules('zebra', sections).map((h) => h.slug)).toEqual(['in-title', 'in-term', 'in-body']);
    expect(searchRules('zebra', sections).map((h) => h.where)).toEqual(['title', 'term', 'text']);
  });

  it('needs every word of the query somewhere in the section', () => {
    expect(searchRules('zebra crossing', sections).map((h) => h.slug)).toEqual(['in-term']);
    expect(searchRules('unicorn', sections)).toEqual([]);
    expect(searchRules('   ', sections)).toEqual([]);
  });

  it('finds plural and singular forms alike', () => {
    expect(queryWords('Injuries penalties rolls')).toEqual(['injur', 'penalt', 'roll']);
    expect(searchRules('injuries').map((h) => h.slug)[0]).toBe('injuries');
  });

  it('puts the obvious section first for words players look up', () => {
    expect(searchRules('penalty')[0]?.slug).toBe('penalty');
    expect(searchRules('difficulty')[0]?.slug).toBe('difficulty');
    expect(searchRules('called shot')[0]?.slug).toBe('called-shots');
    expect(searchRules('will to survive')[0]?.slug).toBe('will-to-survive');
    expect(searchRules('drawbacks')[0]?.slug).toBe('gift-builder');
    expect(searchRules('clash')[0]?.slug).toBe('reactions');
  });

  it('links a glossary match to the term’s heading', () => {
    const hit = searchRules('desperate defense').find((h) => h.slug === 'reactions');
    expect(hit?.where).toBe('term');
    expect(hit?.href).toBe('/rules/reactions#desperate-defense');
    const dodge = searchRules('evade').find((h) => h.slug === 'reactions');
    expect(dodge?.where).toBe('term');
    expect(dodge?.href).toBe('/rules/reactions#dodge');
  });
});

describe('snippets', () => {
  it('marks whole matched words and trims long text around the first match', () => {
    const text = `${'lead '.repeat(40)}the Penalty applies to penalties ${'tail '.repeat(40)}`;
    const pieces = snippetAround(text, ['penalt']);
    expect(pieces.filter((p) => p.mark).map((p) => p.text)).toEqual(['Penalty', 'penalties']);
    expect(pieces[0]?.text).toBe('… ');
    expect(pieces.at(-1)?.text).toBe(' …');
    expect(pieces.map((p) => p.text).join('').length).toBeLessThan(text.length);
  });
});

describe('suggestions for an unknown address', () => {
  it('offers near-miss slugs and sections about its words', () => {
    expect(suggestSections('penalties')[0]?.slug).toBe('penalty');
    expect(suggestSections('injury')[0]?.slug).toBe('injuries');
    expect(suggestSections('sniper-rifle').map((s) => s.slug)).toContain('weapons');
    expect(suggestSections('qqqqqqqq')).toEqual([]);
  });
});
