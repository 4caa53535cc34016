import {
  compileGift,
  giftCatalog,
  randomGift,
  seededRng,
  validateGiftSpecShape,
  type GiftSpec,
} from '@harbinger/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftSpec } from './gift-fixtures.js';
import { componentWords, describeGiftIssue, issueField, statusWords } from './issue-words.js';

const catalog = giftCatalog;

describe('Gift issues in words', () => {
  it('says why a Newbie cannot take a Veteran-only Effect', () => {
    const [issue] = compileGift(giftSpec('intangibility'), giftCatalog, {
      status: 'newbie',
      giftCredits: 1,
      improvements: 0,
    }).violations;
    expect(describeGiftIssue(issue!, { catalog })).toBe(
      'The Intangibility Effect needs Veteran (25 or more victories) status; this Contractor is a Newbie.',
    );
  });

  it('names Parameters with the level chosen, and picks by name', () => {
    const spec = giftSpec('injure', { parameters: { range: 'sight' } });
    const issues = compileGift(spec, giftCatalog, { status: 'novice', giftCredits: 5, improvements: 0 }).violations;
    expect(describeGiftIssue(issues[0]!, { spec, catalog })).toBe(
      'Range at “any distance you can see” needs Seasoned (10 or more victories) status; this Contractor is a Novice.',
    );
    expect(componentWords('enhancement:injure/staggering', { catalog })).toBe('the Enhancement Staggering');
    expect(componentWords('drawback:injure/telltale', { catalog })).toBe('the Drawback Telltale');
    expect(componentWords('type:legendary-artifact', { catalog })).toBe('the Legendary Artifact type');
    expect(statusWords('newbie')).toBe('Newbie');
  });

  it('explains credits, the minimum cost, conflicts and missing words', () => {
    const words = (spec: GiftSpec, credits = 0) =>
      compileGift(spec, giftCatalog, { status: 'veteran', giftCredits: credits, improvements: 0 }).violations.map((i) =>
        describeGiftIssue(i, { spec, catalog }),
      );
    expect(words(giftSpec('injure'))).toEqual([
      'A new Gift needs at least one Gift Credit (Improvements only improve Gifts already held), and this Contractor has none.',
    ]);
    expect(words(giftSpec('injure', { drawbacks: [{ id: 'blood-price' }] }), 1)).toEqual([
      'The terms add up to a Gift Cost of 0, but no Gift costs less than 1: drop a Drawback or raise a Parameter.',
    ]);
    expect(
      words(
        giftSpec('injure', {
          enhancements: [{ id: 'subtle' }],
          drawbacks: [{ id: 'telltale', detail: 'a smell of sulfur' }],
        }),
        1,
      ),
    ).toEqual(['The Drawback Telltale cannot be taken together with Subtle.']);
    expect(
      words(giftSpec('injure', { drawbacks: [{ id: 'focus' }], enhancements: [{ id: 'staggering' }] }), 1),
    ).toEqual(['The Drawback Focus needs your own words: the focus object.']);
  });

  it('has its own words for every code the compiler gives on random specs (property)', () => {
    const effectIds = Object.keys(giftCatalog.effects);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...effectIds),
        fc.boolean(),
        (seed, effectId, scramble) => {
          const base = randomGift(giftCatalog, seededRng(seed), { status: 'newbie' });
          const spec: GiftSpec = scramble
            ? { ...base, effectId, enhancements: [...base.enhancements, { id: 'nope' }], name: '' }
            : base;
          const compiled = compileGift(spec, giftCatalog, { status: 'newbie', giftCredits: 0, improvements: 0 });
          for (const issue of [...compiled.violations, ...compiled.warnings]) {
            const text = describeGiftIssue(issue, { spec, catalog });
            expect(text, issue.code).not.toContain(issue.code.replaceAll('_', ' '));
            expect(text).toMatch(/[.!]$/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('words shape problems and names their fields', () => {
    const shaped = validateGiftSpecShape({ typeId: 7 });
    if (shaped.ok) throw new Error('expected shape problems');
    expect(shaped.issues.map((i) => [issueField(i, 'spec'), describeGiftIssue(i, { catalog })])).toContainEqual([
      'spec.typeId',
      'should be a string.',
    ]);
    expect(issueField({ path: [] }, 'spec')).toBe('spec');
  });
});
