import { describe, expect, it } from 'vitest';
import { challengeChance, EXACT_LIMIT, SIMULATION_TRIALS } from './chance.js';
import { battleWinners, challengePasses, templateIds, templates, type Challenge } from './templates.js';

/** Every hand of `r` different cards from 1–6, built independently of the code under test (bit masks). */
function handsOf(r: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 64; mask++) {
    const hand = [1, 2, 3, 4, 5, 6].filter((_, i) => mask & (1 << i));
    if (hand.length === r) out.push(hand);
  }
  return out;
}

/** The chance by brute force over every ordered deal. */
function bruteForce(c: Challenge, turnout: number): number {
  const hands = handsOf(c.reveals);
  let good = 0;
  let total = 0;
  const deal = (acc: number[][]) => {
    if (acc.length === turnout) {
      total++;
      const ok = templates[c.template].battle ? battleWinners(c, acc).includes(0) : challengePasses(c, acc);
      if (ok) good++;
      return;
    }
    for (const h of hands) deal([...acc, h]);
  };
  deal([]);
  return good / total;
}

describe('Success chances of a challenge (exact count, or seeded simulation of 10,000 trials)', () => {
  it('known small cases', () => {
    const ch = (template: Challenge['template'], reveals: number, target = 0, count = 0): Challenge => ({
      template,
      reveals,
      target,
      count,
    });
    expect(challengeChance(ch('sum_at_least', 1, 4), 1).chance).toBe(0.5);
    expect(challengeChance(ch('pair', 1, 0, 1), 2).chance).toBeCloseTo(1 / 6, 12);
    expect(challengeChance(ch('all_different', 1), 2).chance).toBeCloseTo(5 / 6, 12);
    expect(challengeChance(ch('exact_total', 1, 3), 1).chance).toBeCloseTo(1 / 6, 12);
    expect(challengeChance(ch('highest_total', 1), 2).chance).toBeCloseTo(21 / 36, 12);
  });

  it('the exact count (each unordered deal weighed by its orderings) matches brute force for every template', () => {
    for (const id of templateIds) {
      const t = templates[id];
      for (const reveals of t.reveals.filter((r) => r <= 2)) {
        const targets = t.targets(reveals);
        const c: Challenge = {
          template: id,
          reveals,
          target: targets[Math.floor(targets.length / 2)]!,
          count: t.counts[0]!,
        };
        for (const turnout of [1, 2, 3]) {
          const found = challengeChance(c, turnout);
          expect(found.method).toBe('exact');
          expect(found.chance, `${id} r${reveals} T${turnout}`).toBeCloseTo(bruteForce(c, turnout), 12);
        }
      }
    }
  });

  it('the seeded simulation agrees with the exact count', () => {
    const c: Challenge = { template: 'run', reveals: 2, target: 0, count: 4 };
    const exact = challengeChance(c, 3);
    const simulated = challengeChance(c, 3, { simulate: true });
    expect(simulated).toMatchObject({ method: 'simulated', samples: SIMULATION_TRIALS });
    expect(SIMULATION_TRIALS).toBeGreaterThanOrEqual(10_000);
    expect(Math.abs(simulated.chance - exact.chance)).toBeLessThan(0.02);
    expect(challengeChance(c, 3, { simulate: true })).toEqual(simulated); // seeded: repeatable
  });

  it('falls back to simulation only past the exact limit', () => {
    const big = challengeChance({ template: 'highest_total', reveals: 3, target: 0, count: 0 }, 6);
    expect(big.method).toBe('simulated');
    const six = challengeChance({ template: 'sum_at_least', reveals: 3, target: 10, count: 0 }, 6);
    expect(six.method).toBe('exact');
    expect(six.samples).toBeLessThanOrEqual(EXACT_LIMIT);
  });

  it('refuses a Turnout below 1 as a programming error', () => {
    expect(() => challengeChance({ template: 'pair', reveals: 1, target: 0, count: 1 }, 0)).toThrow(RangeError);
  });
});
