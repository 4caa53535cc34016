import { starsFor, templates, type TemplateConfig } from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import { exampleChallengeText, handsOf, workedExamples } from './rules-examples.js';

describe('worked examples on the rules page', () => {
  for (const example of workedExamples) {
    it(`"${example.title}" ends the way the page says`, () => {
      const config = templates[example.challenge.template] as TemplateConfig;
      const hands = handsOf(example);
      expect(hands.every((hand) => hand.length === example.challenge.reveals)).toBe(true);
      if ('passes' in example.claim) {
        expect(config.battle).toBe(false);
        expect(config.passes(hands, example.challenge)).toBe(example.claim.passes);
      } else {
        expect(config.battle).toBe(true);
        const scores = hands.map((hand) => config.measure(hand, example.challenge));
        const best = Math.max(...scores);
        expect(example.souls.filter((_, i) => scores[i] === best)).toEqual(example.claim.winners);
      }
      expect(exampleChallengeText(example)).toMatch(/reveals/);
    });
  }

  it('"A team effort, saved by a power" fails without the Tailwind', () => {
    const example = workedExamples.find((e) => e.id === 'tailwind-pass')!;
    const printed = example.souls.map((soul) => example.reveals.filter((r) => r.soul === soul).map((r) => r.shows));
    expect(templates.sum_at_least.passes(printed, example.challenge)).toBe(false);
  });

  it('rates easier Contracts with fewer stars (the table on the rules page)', () => {
    expect([0.9, 0.6, 0.4, 0.2, 0.1].map(starsFor)).toEqual([1, 2, 3, 4, 5]);
  });
});
