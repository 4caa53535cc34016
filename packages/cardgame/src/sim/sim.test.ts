import { describe, expect, it } from 'vitest';
import { templateIds } from '../contracts/templates.js';
import { formatBalanceReport } from './format-report.js';
import { playGame } from './play-game.js';
import { checkSimulation, simulateGames } from './simulate.js';

describe('Seeded whole-game replays', () => {
  it('the same seed replays the identical game log, move for move', () => {
    const options = { players: 4, seed: 'replay', seats: ['greedy', 'cautious', 'greedy', 'cautious'] } as const;
    const a = playGame(options);
    const b = playGame(options);
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    expect(b.moves).toEqual(a.moves);
    expect(b.state).toEqual(a.state);
    expect(a.state.result).not.toBeNull();
    expect(JSON.stringify(playGame({ ...options, seed: 'other' }).log)).not.toBe(JSON.stringify(a.log));
  });

  it('replays hold with every expansion and variant switched on', () => {
    const options = {
      players: 3,
      seed: 5,
      seats: ['greedy', 'greedy', 'cautious'],
      variants: ['cooperative', 'chaotic', 'stars'],
      expansions: ['lost_souls', 'devilish_numbers'],
    } as const;
    expect(playGame(options).log).toEqual(playGame(options).log);
  });

  it('a game hitting the turn limit ends in a draw', () => {
    const { state } = playGame({ players: 2, seed: 1, seats: ['cautious', 'cautious'], maxTurns: 2 });
    expect(state.result).toMatchObject({ kind: 'draw', reason: 'turn_limit' });
  });

  it('needs one strategy per seat', () => {
    expect(() => playGame({ players: 3, seed: 1, seats: ['greedy'] })).toThrow(RangeError);
  });
});

describe('Balance runs', () => {
  const report = simulateGames({ players: 3, games: 12, seed: 1, expansions: ['lost_souls'] });

  it('add up: every game is a win or a draw, strategies rotate round the seats', () => {
    expect(report.seats.reduce((n, s) => n + s.wins, 0) + report.draws).toBe(12);
    expect(report.strategyResults.map((s) => s.seatsPlayed)).toEqual([18, 18]);
    expect(report.strategyResults.reduce((n, s) => n + s.wins, 0) + report.draws).toBe(12);
    expect(report.averageTurns).toBeGreaterThanOrEqual(report.shortestGame);
    expect(report.averageTurns).toBeLessThanOrEqual(report.longestGame);
    for (const t of report.templates) {
      expect(templateIds).toContain(t.template);
      expect(t.passRate).toBe(t.successes / t.attempts);
    }
    expect(report.templates.some((t) => t.kind === 'battle')).toBe(true);
  });

  it('are repeatable from their seed', () => {
    expect(simulateGames({ players: 3, games: 12, seed: 1, expansions: ['lost_souls'] })).toEqual(report);
  });

  it('print as plain-text tables', () => {
    const text = formatBalanceReport(report);
    expect(text).toContain('3 players');
    expect(text).toMatch(/seat\s+wins\s+win rate/);
    expect(text).toMatch(/cautious\s+18/);
    expect(text).toContain('expansions: lost_souls');
    for (const t of report.templates) expect(text).toContain(t.template);
  });

  it('take a single variant name, as the CLI passes it', () => {
    const r = simulateGames({ players: 2, games: 2, seed: 3, variant: 'easy', strategies: ['greedy'] });
    expect(r.variants).toEqual(['easy']);
    expect(r.strategyResults).toEqual([expect.objectContaining({ strategy: 'greedy', seatsPlayed: 4 })]);
    const both = simulateGames({ players: 2, games: 1, seed: 3, variant: ['stars', 'lost_souls'] });
    expect([both.variants, both.expansions]).toEqual([['stars'], ['lost_souls']]);
  });

  it('refuse bad options with codes', () => {
    const code = (o: Parameters<typeof checkSimulation>[0]) => {
      const r = checkSimulation(o);
      return r.ok ? 'ok' : r.issues[0]!.code;
    };
    expect(code({ players: 4, games: 10, seed: 1 })).toBe('ok');
    expect(code({ players: 9, games: 10, seed: 1 })).toBe('bad_player_count');
    expect(code({ players: 4, games: 0, seed: 1 })).toBe('bad_game_count');
    expect(code({ players: 4, games: 1, seed: 1, variant: 'wild' as never })).toBe('unknown_variant');
    expect(code({ players: 4, games: 1, seed: 1, expansions: ['x' as never] })).toBe('unknown_expansion');
    expect(code({ players: 4, games: 1, seed: 1, strategies: ['lucky' as never] })).toBe('unknown_strategy');
    expect(code({ players: 4, games: 1, seed: 1, strategies: [] })).toBe('no_strategies');
    expect(() => simulateGames({ players: 1, games: 1, seed: 1 })).toThrow(RangeError);
  });
});
