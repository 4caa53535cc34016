import { describe, expect, it } from 'vitest';
import { countOf, joinParts, sentenceCase, withArticle } from './text.js';

describe('words for counts, articles and lists (issue 12)', () => {
  it('chooses the article by the first letter', () => {
    expect(withArticle('Extreme')).toBe('an Extreme');
    expect(withArticle('Major')).toBe('a Major');
    expect(withArticle('Ambition')).toBe('an Ambition');
    expect(withArticle('Paradigm')).toBe('a Paradigm');
    // A phrase the player began with an article keeps it as written.
    expect(withArticle('a courier between two servers')).toBe('a courier between two servers');
    expect(withArticle('An old soldier')).toBe('An old soldier');
    expect(withArticle('the last courier')).toBe('the last courier');
    expect(withArticle('anchorite')).toBe('an anchorite');
    expect(withArticle('archetype')).toBe('an archetype');
    // The sound decides, not the letter.
    expect(withArticle('university lecturer')).toBe('a university lecturer');
    expect(withArticle('one-eyed sailor')).toBe('a one-eyed sailor');
    expect(withArticle('European spy')).toBe('a European spy');
    expect(withArticle('honest cop')).toBe('an honest cop');
    expect(withArticle('hourly worker')).toBe('an hourly worker');
    expect(withArticle('hunter')).toBe('a hunter');
    expect(withArticle('undertaker')).toBe('an undertaker');
    expect(withArticle('oracle')).toBe('an oracle');
  });

  it('makes a noun plural unless the count is one', () => {
    expect(countOf(1, 'Contract')).toBe('1 Contract');
    expect(countOf(0, 'Contract')).toBe('0 Contracts');
    expect(countOf(2, 'victory', 'victories')).toBe('2 victories');
  });

  it('joins parts with one spaced separator and skips the missing ones', () => {
    expect(joinParts(['@mara', 34, 'lives in Leeds'])).toBe('@mara · 34 · lives in Leeds');
    expect(joinParts(['@mara', null, '', undefined, false, 'Leeds'])).toBe('@mara · Leeds');
    expect(joinParts([])).toBe('');
  });
});

describe('sentenceCase', () => {
  it('capitalises the first letter only, and leaves an empty text empty', () => {
    expect(sentenceCase('an Extreme Injury')).toBe('An Extreme Injury');
    expect(sentenceCase('à la carte')).toBe('À la carte');
    expect(sentenceCase('')).toBe('');
  });
});
