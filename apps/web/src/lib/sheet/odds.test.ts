import { outcomeDistribution } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { formatPercent, oddsPanel } from './odds.js';
import { findPool, resolvePool, rollExpression } from './pools.js';
import { sheetFixture } from './test-fixture.js';

describe('formatPercent', () => {
  it('keeps possible and impossible apart', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0001)).toBe('<0.1%');
    expect(formatPercent(0.99999)).toBe('>99.9%');
    expect(formatPercent(0.123)).toBe('12.3%');
  });
});

describe('oddsPanel', () => {
  it('one die at Difficulty 6 (rules example: Outcomes −1, 0, 1, 2 with 1/10, 2/5, 2/5, 1/10)', () => {
    const odds = oddsPanel({ pool: 1, difficulty: 6 });
    expect(odds.dice).toBe(1);
    expect(odds.difficulty).toBe(6);
    expect(odds.tiers.map((t) => [t.tier, t.percent])).toEqual([
      ['botch', '10.0%'],
      ['failure', '40.0%'],
      ['partial', '50.0%'],
      ['complete', '0%'],
      ['exceptional', '0%'],
    ]);
    expect(odds.success).toBe('50.0%');
    expect(odds.mean).toBe('0.50');
  });

  it('tier chances add up to 1 and follow the rules’ distribution', () => {
    const options = { pool: 6, difficulty: 7, penalty: 2 };
    const odds = oddsPanel(options);
    expect(odds.dice).toBe(outcomeDistribution(options).roll.dice);
    expect(odds.tiers.reduce((sum, t) => sum + t.probability, 0)).toBeCloseTo(1, 12);
  });

  it('a wounded sheet’s Dodge loses the Penalty’s dice, and exerting brings them back', () => {
    const facts = sheetFixture({ severities: [5] });
    expect(facts.derived.penalty).toBeGreaterThan(0);
    const dodge = findPool(facts, 'dodge')!;
    const plain = resolvePool(rollExpression(dodge, {}, facts).expression, facts);
    const exerted = resolvePool(rollExpression(dodge, { exert: true }, facts).expression, facts);
    if (!plain.ok || !exerted.ok) throw new Error('unreadable roll');
    expect(oddsPanel(plain.value.options).dice).toBe(5 - facts.derived.penalty);
    expect(oddsPanel(exerted.value.options).dice).toBe(5);
  });
});
