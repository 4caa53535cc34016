// Times a default balance run: `npx tsx packages/cardgame/bench/simulate.ts [games] [players]`.
import { formatBalanceReport, simulateGames } from '../src/index.js';

const games = Number(process.argv[2] ?? 1000);
const players = Number(process.argv[3] ?? 4);
const started = performance.now();
const report = simulateGames({ players, games, seed: 1 });
const seconds = (performance.now() - started) / 1000;
console.log(formatBalanceReport(report));
console.log(`${games} games x ${players} players in ${seconds.toFixed(2)} s`);
