import { describe, expect, it } from 'vitest';
import {
  battleWinners,
  challengePasses,
  templateIds,
  templates,
  type Challenge,
  type TemplateId,
} from './templates.js';

const c = (template: TemplateId, target = 0, count = 0, reveals = 2): Challenge => ({
  template,
  reveals,
  target,
  count,
});
const passes = (ch: Challenge, hands: number[][]) => challengePasses(ch, hands);

describe('Challenge templates of our design', () => {
  it('sums: the grand total is compared with the target per Soul', () => {
    expect(
      passes(c('sum_at_least', 5), [
        [2, 3],
        [1, 4],
      ]),
    ).toBe(true);
    expect(
      passes(c('sum_at_least', 5), [
        [2, 3],
        [1, 3],
      ]),
    ).toBe(false);
    expect(
      passes(c('sum_at_most', 4), [
        [2, 3],
        [1, 2],
      ]),
    ).toBe(true);
    expect(
      passes(c('sum_at_most', 4), [
        [5, 3],
        [1, 2],
      ]),
    ).toBe(false);
    expect(
      passes(c('exact_total', 5), [
        [2, 3],
        [1, 4],
      ]),
    ).toBe(true);
    expect(
      passes(c('exact_total', 5), [
        [2, 3],
        [1, 5],
      ]),
    ).toBe(false);
  });

  it('counts above and below a number, and every card above one', () => {
    expect(
      passes(c('count_above', 4, 2), [
        [5, 1],
        [6, 4],
      ]),
    ).toBe(true);
    expect(
      passes(c('count_above', 4, 3), [
        [5, 1],
        [6, 4],
      ]),
    ).toBe(false);
    expect(
      passes(c('count_below', 3, 2), [
        [1, 2],
        [6, 3],
      ]),
    ).toBe(true);
    expect(
      passes(c('count_below', 3, 3), [
        [1, 2],
        [6, 3],
      ]),
    ).toBe(false);
    expect(
      passes(c('all_above', 1), [
        [2, 3],
        [4, 5],
      ]),
    ).toBe(true);
    expect(
      passes(c('all_above', 1), [
        [2, 3],
        [1, 5],
      ]),
    ).toBe(false);
  });

  it('pairs, runs and all-different', () => {
    expect(
      passes(c('pair', 0, 2), [
        [3, 5],
        [3, 5],
      ]),
    ).toBe(true);
    expect(
      passes(c('pair', 0, 2), [
        [3, 5],
        [3, 6],
      ]),
    ).toBe(false);
    expect(
      passes(c('run', 0, 4), [
        [3, 5],
        [4, 6],
      ]),
    ).toBe(true);
    expect(
      passes(c('run', 0, 4), [
        [3, 5],
        [4, 1],
      ]),
    ).toBe(false);
    expect(
      passes(c('all_different'), [
        [1, 2],
        [3, 4],
      ]),
    ).toBe(true);
    expect(
      passes(c('all_different'), [
        [1, 2],
        [3, 2],
      ]),
    ).toBe(false);
    expect(passes(c('all_different'), [[1, 2]])).toBe(false); // needs company
  });

  it('per-Soul targets: everyone must reach it, or someone must hit it exactly', () => {
    expect(
      passes(c('each_at_least', 6), [
        [2, 4],
        [1, 5],
      ]),
    ).toBe(true);
    expect(
      passes(c('each_at_least', 6), [
        [2, 4],
        [1, 4],
      ]),
    ).toBe(false);
    expect(
      passes(c('one_exact', 7), [
        [2, 4],
        [3, 4],
      ]),
    ).toBe(true);
    expect(
      passes(c('one_exact', 7), [
        [2, 4],
        [3, 5],
      ]),
    ).toBe(false);
  });

  it('battles rank the Souls, and every Soul tied for best wins', () => {
    expect(
      battleWinners(c('highest_total'), [
        [2, 5],
        [6, 1],
        [1, 1],
      ]),
    ).toEqual([0, 1]);
    expect(
      battleWinners(c('highest_total'), [
        [2, 4],
        [6, 1],
        [1, 1],
      ]),
    ).toEqual([1]);
    expect(
      battleWinners(c('lowest_total'), [
        [2, 4],
        [6, 1],
        [1, 1],
      ]),
    ).toEqual([2]);
    expect(
      battleWinners(c('closest_to', 6), [
        [2, 3],
        [6, 1],
        [1, 1],
      ]),
    ).toEqual([0, 1]);
  });

  it('every template has a description of its own and a sensible parameter grid', () => {
    for (const id of templateIds) {
      const t = templates[id];
      const sample = c(id, t.targets(2)[0]!, t.counts[0]!, t.reveals[0]!);
      expect(t.describe(sample).length).toBeGreaterThan(20);
      expect(t.reveals.length).toBeGreaterThan(0);
    }
  });
});
