import type { BalanceReport } from './simulate.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, c) => Math.max(...cells.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/**
 * Writes a balance report as plain-text tables for a terminal.
 * @example console.log(formatBalanceReport(simulateGames({ players: 4, games: 100, seed: 1 })))
 */
export function formatBalanceReport(report: BalanceReport): string {
  const rules = [
    report.variants.length ? `variants: ${report.variants.join(', ')}` : 'variants: none',
    report.expansions.length ? `expansions: ${report.expansions.join(', ')}` : 'expansions: none',
  ].join(' | ');
  return [
    `Card game balance: ${report.games} games, ${report.players} players, seed ${report.seed}`,
    rules,
    `Game length: ${report.averageTurns.toFixed(1)} turns on average (shortest ${report.shortestGame}, longest ${report.longestGame}); draws: ${report.draws}`,
    '',
    table(
      ['seat', 'wins', 'win rate'],
      report.seats.map((s) => [String(s.seat), s.wins, pct(s.winRate)]),
    ),
    '',
    table(
      ['strategy', 'seats played', 'wins', 'win rate'],
      report.strategyResults.map((s) => [s.strategy, s.seatsPlayed, s.wins, pct(s.winRate)]),
    ),
    '',
    table(
      ['template', 'kind', 'attempts', 'successes', 'pass rate'],
      report.templates.map((t) => [t.template, t.kind, t.attempts, t.successes, pct(t.passRate)]),
    ),
    '',
  ].join('\n');
}
