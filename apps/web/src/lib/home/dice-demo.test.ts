import { rollDice, scoreDie, seededRng, type DieFace } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { diceDemo } from './dice-demo.js';
import { readSeed, tallyRoll } from './scored-roll.js';

describe('the home page dice demo', () => {
  it('rolls the chosen pool with the rules engine from the seed in the address, so a link replays the same dice', () => {
    const demo = diceDemo(new URLSearchParams('dice=7&difficulty=8&roll=abc123'), 'next1');
    const engine = rollDice({ pool: 7, difficulty: 8 }, seededRng('abc123'));
    expect(demo.rolled).toBe(true);
    expect(demo.roll.faces.map((d) => d.face)).toEqual(engine.faces);
    expect(demo.roll.outcome).toBe(engine.outcome);
    expect(demo.roll.tier).toBe(engine.tier);
    expect(demo.nextSeed).toBe('next1');
    expect(diceDemo(new URLSearchParams('dice=7&difficulty=8&roll=abc123')).roll).toEqual(demo.roll);
  });

  it('scores each die as the rules do: Difficulty or more +1, a 10 +2, a 1 −1', () => {
    const demo = diceDemo(new URLSearchParams('dice=12&difficulty=6&roll=zz9'));
    for (const die of demo.roll.faces) expect(die.score).toBe(scoreDie(die.face as DieFace, 6));
    const tally = tallyRoll(demo.roll);
    expect(tally.hits + 2 * tally.tens - tally.ones).toBe(demo.roll.outcome);
  });

  it('gives the exact odds of each tier: one die at Difficulty 6 botches 10% and succeeds 50%', () => {
    const demo = diceDemo(new URLSearchParams('dice=1&difficulty=6'));
    expect(demo.rolled).toBe(false);
    expect(demo.odds.tiers.map((t) => [t.tier, t.percent])).toEqual([
      ['botch', '10.0%'],
      ['failure', '40.0%'],
      ['partial', '50.0%'],
      ['complete', '0%'],
      ['exceptional', '0%'],
    ]);
    expect(demo.odds.success).toBe('50.0%');
    expect(demo.exact).toEqual(['1/10', '2/5', '1/2', '0', '0']);
    expect(demo.oddsHref).toBe('/odds?pool=1');
  });

  it('falls back to 5 dice at Difficulty 6 for anything out of range, and ignores a seed that is not a plain token', () => {
    const demo = diceDemo(new URLSearchParams('dice=99&difficulty=3&roll=<script>'));
    expect([demo.dice, demo.difficulty, demo.rolled]).toEqual([5, 6, false]);
    expect(readSeed('AB')).toBeNull();
    expect(readSeed('ab12')).toBe('ab12');
  });

  it('shows the same example roll to every first-time visitor', () => {
    expect(diceDemo(new URLSearchParams()).roll).toEqual(diceDemo(new URLSearchParams()).roll);
  });
});
