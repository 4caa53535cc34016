import {
  HANDOUT_KINDS,
  LOOSE_END_CUTOFF,
  SCENARIO_REWARD_WORDS,
  SCENARIO_SECTIONS,
  STATUS_IDS,
  THREAT_LEVELS,
  scenarioWordCount,
} from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { STOCK_SCENARIOS } from './catalog.js';
import { STOCK_KEYS } from './stock-scenario.js';

const playable = STOCK_SCENARIOS.filter((s) => !s.forLearning);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the stock Scenarios', () => {
  it('are six, one per stock key, each with its own fixed id', () => {
    expect(STOCK_SCENARIOS.map((s) => s.stockKey)).toEqual([...STOCK_KEYS]);
    expect(new Set(STOCK_SCENARIOS.map((s) => s.id)).size).toBe(6);
    for (const s of STOCK_SCENARIOS) expect(s.id).toMatch(UUID);
    expect(STOCK_SCENARIOS.filter((s) => s.forLearning).map((s) => s.stockKey)).toEqual(['learning']);
  });

  it.each(playable.map((s) => [s.title, s] as const))(
    '%s has at least 1,000 words and every field a Scenario lists',
    (_title, s) => {
      expect(scenarioWordCount(s)).toBeGreaterThanOrEqual(SCENARIO_REWARD_WORDS);
      for (const section of SCENARIO_SECTIONS) {
        expect(s[section].trim().length, section).toBeGreaterThan(0);
      }
      // Inner headings in the longer sections: NPCs, locations, complications.
      expect(s.mission).toMatch(/^## People$/m);
      expect(s.mission).toMatch(/^## Complications$/m);
      expect(s.mission).toMatch(/^## Locations$|^## The shop$|^## The legs of the journey$/m);
      expect(s.summary.length).toBeGreaterThan(40);
      expect(s.objective.length).toBeGreaterThan(20);
      expect(s.minPlayers).toBeGreaterThanOrEqual(2);
      expect(s.maxPlayers).toBeGreaterThanOrEqual(s.minPlayers);
      expect(['any', ...STATUS_IDS]).toContain(s.suggestedStatus);
      expect(s.tags.length).toBeGreaterThan(0);
      expect(s.handouts.length).toBeGreaterThanOrEqual(1);
      expect(s.handouts.length).toBeLessThanOrEqual(3);
      expect(new Set(s.handouts.map((h) => h.id)).size).toBe(s.handouts.length);
      for (const h of s.handouts) {
        expect(HANDOUT_KINDS).toContain(h.kind);
        expect(h.name.length).toBeGreaterThan(0);
        expect(h.description.length).toBeGreaterThan(0);
        if (h.kind === 'loose_end') {
          expect(THREAT_LEVELS).toContain(h.threatLevel);
          expect(h.cutoff).toBeGreaterThanOrEqual(LOOSE_END_CUTOFF.min);
          expect(h.cutoff).toBeLessThanOrEqual(LOOSE_END_CUTOFF.max);
          expect(h.threat!.length).toBeGreaterThan(0);
          expect(h.tieUp!.length).toBeGreaterThan(0);
        } else {
          expect(h).not.toHaveProperty('threat');
          expect(h).not.toHaveProperty('cutoff');
        }
      }
    },
  );

  it('between them use every flag and every kind of handout, and vary the genre', () => {
    expect(playable.some((s) => s.highlander || s.rivalry)).toBe(true);
    expect(playable.some((s) => s.needsRinger)).toBe(true);
    const kinds = new Set(playable.flatMap((s) => s.handouts.map((h) => h.kind)));
    expect([...kinds].sort()).toEqual([...HANDOUT_KINDS].sort());
    expect(new Set(playable.map((s) => s.tags[0])).size).toBe(playable.length);
  });

  it('keep the teaching one short and say it is for learning', () => {
    const learning = STOCK_SCENARIOS.find((s) => s.forLearning)!;
    const words = scenarioWordCount(learning);
    expect(words).toBeGreaterThan(150);
    expect(words).toBeLessThan(600);
    expect(learning.summary).toContain('For learning, not for play');
  });
});
