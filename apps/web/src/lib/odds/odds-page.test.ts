import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ODDS_PAGE,
  DEFAULT_ODDS_ROLL,
  decodeOddsQuery,
  resolveRoll,
  rollOptionsFromSettings,
} from '@harbinger/rules';
import { barChart, bandLabel, chanceAt, chanceAxis, visibleOutcomes } from './chart.js';
import { heatLabel, heatLayout, heatStep } from './heat.js';
import { contestView, oddsPageModel, rollView } from './page-model.js';
import { issueWords, rollHeadline, rollNotes } from './words.js';

const roll = (changes: Partial<typeof DEFAULT_ODDS_ROLL>) => ({ ...DEFAULT_ODDS_ROLL, ...changes });

describe('the probability page figures', () => {
  it('one die at Difficulty 6: botch 10%, failure 40%, partial 50%, success 50%, average 0.5 (seed 000 scoring)', () => {
    const one = rollView('a', roll({ pool: 1 }));
    expect(one.headline).toBe('1 die at Difficulty 6');
    expect(one.tiers.map((t) => [t.tier, t.percent, t.exact])).toEqual([
      ['botch', '10.0%', '1/10'],
      ['failure', '40.0%', '2/5'],
      ['partial', '50.0%', '1/2'],
      ['complete', '0%', '0/1'],
      ['exceptional', '0%', '0/1'],
    ]);
    expect(one.success).toEqual({ probability: 0.5, percent: '50.0%', exact: '1/2' });
    expect(one.mean).toEqual({ value: '0.50', exact: '1/2' });
    // Outcomes −1..2 at 1/10, 2/5, 2/5, 1/10; at least: 1, 9/10, 1/2, 1/10.
    expect(one.rows.map((r) => [r.outcome, r.exactly.exact, r.atLeast.exact])).toEqual([
      [-1, '1/10', '1/1'],
      [0, '2/5', '9/10'],
      [1, '2/5', '1/2'],
      [2, '1/10', '1/10'],
    ]);
  });

  it('one die against one die: the initiator wins 33%, the defender holds 67% (ties to the defender)', () => {
    const contest = contestView(roll({ pool: 1 }), roll({ pool: 1 }));
    expect(contest.success.percent).toBe('33.0%');
    expect(contest.success.exact).toBe('33/100');
    expect(contest.holds.exact).toBe('67/100');
    expect(contest.rows.map((r) => r.outcome)).toEqual([0, 1, 2, 3]);
  });

  it('the whole page: roll B and the contest only when comparing, the heat map fitted to roll A and marking it', () => {
    const single = oddsPageModel({ ...DEFAULT_ODDS_PAGE, a: roll({ pool: 13, difficulty: 7 }) });
    expect(single.rolls).toHaveLength(1);
    expect(single.contest).toBeUndefined();
    expect(single.heat.pools).toHaveLength(20);
    expect(single.heat.difficulties).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(single.heat.marked).toEqual({ pool: 13, difficulty: 7 });
    expect(single.heat.cells[12]![5]).toBeCloseTo(single.rolls[0]!.success.probability, 12);

    const both = oddsPageModel({ ...DEFAULT_ODDS_PAGE, b: roll({ pool: 4 }), heatPools: 10 });
    expect(both.rolls.map((r) => r.name)).toEqual(['Roll A', 'Roll B']);
    const even = contestView(roll({}), roll({}));
    expect(both.contest?.success.probability).toBeGreaterThan(even.success.probability);
    const beyond = oddsPageModel({ ...DEFAULT_ODDS_PAGE, a: roll({ pool: 30 }), heatPools: 10 });
    expect(beyond.heat.marked).toBeUndefined();
  });

  it('a roll from the sheet opens on the same figures as the sheet shows', () => {
    const options = { pool: 6, difficulty: 7, penalty: 2, exert: true, bonuses: [1] };
    const { settings } = decodeOddsQuery(new URLSearchParams('pool=6&difficulty=7&penalty=2&bonus=1&exert=1'));
    expect(resolveRoll(rollOptionsFromSettings(settings.a))).toEqual(resolveRoll(options));
  });
});

describe('words for a roll', () => {
  const notes = (changes: Partial<typeof DEFAULT_ODDS_ROLL>) => {
    const settings = roll(changes);
    return rollNotes(settings, resolveRoll(rollOptionsFromSettings(settings)));
  };

  it('headlines name dice, Difficulty, exertion and rank 6, or the automatic 0', () => {
    expect(rollHeadline({ dice: 5, difficulty: 6, exert: true, rank6: true })).toBe(
      '5 dice at Difficulty 6, exerted, rank 6',
    );
    expect(rollHeadline({ dice: 0, difficulty: 9, exert: false, rank6: false })).toBe(
      'No dice left: an automatic Outcome of 0',
    );
  });

  it('notes explain the bonus, the penalty floor, exertion, Ability steps, the clamp and the overflow', () => {
    expect(notes({})).toEqual([]);
    expect(notes({ pool: 4, bonus: 2 })).toEqual(['+2 dice from the bonus: 6 in the pool.']);
    expect(notes({ pool: 4, penalty: 1 })).toEqual(['Penalties take 1 die.']);
    expect(notes({ pool: 4, penalty: 5 })).toEqual(['Penalties would take 5 dice, but stop at 2 dice.']);
    expect(notes({ pool: 4, penalty: 5, poolFloor1: true })).toEqual([
      'Penalties would take 5 dice, but stop at 1 die.',
    ]);
    expect(notes({ pool: 2, lost: 1 })).toEqual(['The pool is already at the floor: penalties take nothing.']);
    expect(notes({ pool: 4, penalty: 2, exert: true })).toEqual(['Exerting: the Penalty is ignored.']);
    expect(notes({ difficulty: 8, noAbility: true, secondary: 'implied' })).toEqual([
      'Ability: Difficulty 8 becomes 10.',
      'Difficulty 10 is past 9: rolled at 9 with 1 die fewer.',
    ]);
    expect(notes({ difficulty: 2 })).toEqual(['Difficulty 2 counts as 4.']);
    expect(notes({ pool: 6, difficulty: 12 })).toEqual(['Difficulty 12 is past 9: rolled at 9 with 3 dice fewer.']);
  });

  it('repaired address values are explained with what is shown instead', () => {
    const { issues } = decodeOddsQuery(
      new URLSearchParams('pool=0&b-difficulty=40&compare=1&bonus=lots&rank6=perhaps&secondary=both&heat=99'),
    );
    expect(issues.map(issueWords)).toEqual([
      "Roll A's dice pool goes from 1 to 50, not 0: showing 1.",
      "Roll A's bonus dice needs a whole number, not “lots”: showing the default.",
      "Roll A's ability at rank 6 is either on or off, not “perhaps”: treated as off.",
      "Roll A's secondary ability has no choice called “both”: showing the default.",
      "Roll B's difficulty goes from 2 to 15, not 40: showing 15.",
      'Heat map size goes from 5 to 50, not 99: showing 50.',
    ]);
  });
});

describe('the Outcome chart', () => {
  const a = rollView('a', roll({ pool: 1 }));
  const b = rollView('b', roll({ pool: 3, difficulty: 8 }));

  it('spans the Outcomes either roll reaches with a visible chance', () => {
    expect(visibleOutcomes([{ key: 'a', label: 'A', rows: a.rows }])).toEqual([-1, 0, 1, 2]);
    expect(visibleOutcomes([a, b].map((r) => ({ key: r.side, label: r.name, rows: r.rows })))).toEqual([
      -3, -2, -1, 0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it('reads "at least" past the ends as certain below and impossible above', () => {
    expect(chanceAt(a.rows, -5, 'at_least')).toBe(1);
    expect(chanceAt(a.rows, -5, 'exactly')).toBe(0);
    expect(chanceAt(a.rows, 9, 'at_least')).toBe(0);
    expect(chanceAt(a.rows, 1, 'at_least')).toBe(0.5);
  });

  it('rounds the chance axis up to a step that needs five ticks or fewer', () => {
    expect(chanceAxis(0.4)).toEqual({ top: 0.4, step: 0.1 });
    expect(chanceAxis(0.237)).toEqual({ top: 0.25, step: 0.05 });
    expect(chanceAxis(1)).toEqual({ top: 1, step: 0.2 });
    expect(chanceAxis(0)).toEqual({ top: 0.01, step: 0.01 });
  });

  it('draws one bar per roll per Outcome inside the plot, tallest bar at the top of the axis', () => {
    const series = [a, b].map((r) => ({ key: r.side, label: r.name, rows: r.rows }));
    const chart = barChart(series, 'exactly', 'narrow');
    expect(chart.bars).toHaveLength(20);
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right + 0.02);
      expect(bar.y + bar.height).toBeCloseTo(chart.plot.bottom, 1);
    }
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0%', '10%', '20%', '30%', '40%']);
    expect(chart.bars.find((bar) => bar.series === 'a' && bar.outcome === 1)?.title).toBe('Roll A, Outcome 1: 40.0%');
    expect(chart.tierBands.map((band) => band.tier)).toEqual([
      'botch',
      'failure',
      'partial',
      'complete',
      'exceptional',
    ]);
    const atLeast = barChart(series, 'at_least', 'wide');
    expect(atLeast.yTicks.at(-1)?.label).toBe('100%');
    expect(atLeast.bars[0]!.title).toBe('Roll A, Outcome -3 or more: 100%');
  });

  it('thins the Outcome labels when the bars get narrow, and shortens tier names that do not fit', () => {
    const big = rollView('a', roll({ pool: 50, difficulty: 4 }));
    const chart = barChart([{ key: 'a', label: 'A', rows: big.rows }], 'exactly', 'narrow');
    const gaps = chart.xTicks.slice(1).map((tick, i) => tick.at - chart.xTicks[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(26);
    expect(bandLabel({ tier: 'exceptional', x: 0, width: 200 })).toBe('exceptional');
    expect(bandLabel({ tier: 'complete', x: 0, width: 20 })).toBe('C');
    expect(bandLabel({ tier: 'failure', x: 0, width: 10 })).toBe('');
  });
});

describe('the heat map', () => {
  it('colours in tenths and labels in whole percents without hiding the possible', () => {
    expect([0, 0.09, 0.1, 0.55, 0.99, 1].map(heatStep)).toEqual([0, 0, 1, 5, 9, 9]);
    expect([0, 0.001, 0.5, 0.994, 0.999, 1].map(heatLabel)).toEqual(['0', '<1', '50', '99', '>99', '100']);
  });

  it('lays out one square per pool and Difficulty and outlines roll A', () => {
    const { heat } = oddsPageModel({ ...DEFAULT_ODDS_PAGE, a: roll({ pool: 1 }) });
    const layout = heatLayout(heat);
    expect(layout.cells).toHaveLength(10 * 14);
    const marked = layout.cells.filter((cell) => cell.marked);
    expect(marked).toEqual([expect.objectContaining({ pool: 1, difficulty: 6, label: '50', step: 5 })]);
    expect(marked[0]!.title).toBe('1 die at Difficulty 6: 50.0%');
    const last = layout.cells.at(-1)!;
    expect(last.x + layout.cell.width).toBeLessThanOrEqual(layout.width);
    expect(last.y + layout.cell.height).toBeLessThanOrEqual(layout.height);
  });
});
