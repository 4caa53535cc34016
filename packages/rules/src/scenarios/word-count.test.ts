import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, scenarioWordCount } from './word-count.js';
import { writingRewardRefusal } from './writing-reward.js';

describe('countWords', () => {
  it('counts what a reader reads, not the markup or link addresses', () => {
    expect(countWords('## The *brass* key — [map](https://example.org/a-b)')).toBe(4);
    expect(countWords("The GM's half-dead informant")).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords('- one\n- two\n\n> three')).toBe(3);
  });

  it('adds up over joined texts', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/u), { maxLength: 40 }), (words) => {
        expect(countWords(words.join(' '))).toBe(words.length);
      }),
    );
  });

  it('counts the five write-up sections together', () => {
    expect(scenarioWordCount({ overview: 'one two', mission: 'three', aftermath: 'four' })).toBe(4);
  });
});

describe('writingRewardRefusal', () => {
  const ready = { wordCount: 1000, runsByWriter: 1, alreadyRewarded: false, stock: false };
  it('pays at exactly 1,000 words once the writer ran it, and once only', () => {
    expect(writingRewardRefusal(ready)).toBeNull();
    expect(writingRewardRefusal({ ...ready, wordCount: 999 })).toBe('too_few_words');
    expect(writingRewardRefusal({ ...ready, runsByWriter: 0 })).toBe('not_run_yet');
    expect(writingRewardRefusal({ ...ready, alreadyRewarded: true })).toBe('already_rewarded');
    expect(writingRewardRefusal({ ...ready, stock: true })).toBe('stock_scenario');
  });
});
