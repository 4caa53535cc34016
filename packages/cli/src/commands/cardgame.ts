import {
  checkSimulation,
  formatBalanceReport,
  PLAYER_LIMITS,
  simulateGames,
  type SimulationIssueCode,
  type SimulationOptions,
} from '@harbinger/cardgame';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';

const usage = `Usage: harbinger cardgame simulate [--players N] [--games N] [--seed S] [--variant ID[,ID…]] [--json]

Plays bot games of the Contracts card game and prints a balance report: average game length,
win rates per strategy and per seat, and how often each Contract template passes.

Options:
  --players N    2–6 players (default 4)
  --games N      how many games (default 1000)
  --seed S       the same seed replays the same games (default 1)
  --variant IDS  variants and expansions, comma-separated: easy, cooperative, chaotic, stars,
                 lost_souls, devilish_numbers
  --json         print the report as one JSON object`;

const PROBLEMS: Record<SimulationIssueCode, string> = {
  bad_player_count: `--players must be a whole number from ${PLAYER_LIMITS.min} to ${PLAYER_LIMITS.max}`,
  bad_game_count: '--games must be a whole number of at least 1',
  unknown_variant: 'unknown --variant (choose from easy, cooperative, chaotic, stars, lost_souls, devilish_numbers)',
  unknown_expansion: 'unknown expansion',
  unknown_strategy: 'unknown bot strategy',
  no_strategies: 'choose at least one bot strategy',
};

/** `harbinger cardgame simulate`: a seeded balance report from bot games. */
export const cardgameCommand: Command = {
  name: 'cardgame',
  summary: 'the Contracts card game: `cardgame simulate` prints a bot balance report',
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, { players: 'integer', games: 'integer', seed: 'text', variant: 'text', json: 'flag' });
    if (isUsageError(args)) return badInput(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    const [sub, ...extra] = args.positionals;
    if (sub !== 'simulate' || extra.length > 0) return badInput(io, 'the only subcommand is `simulate` (see --help)');
    const options: SimulationOptions = {
      players: args.integers.get('players') ?? 4,
      games: args.integers.get('games') ?? 1000,
      seed: args.texts.get('seed') ?? 1,
      variant: (args.texts.get('variant') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean) as SimulationOptions['variant'] & string[],
    };
    const checked = checkSimulation(options);
    if (!checked.ok) {
      const issue = checked.issues[0]!;
      return badInput(
        io,
        `${PROBLEMS[issue.code]}${issue.received !== undefined ? ` (got ${String(issue.received)})` : ''}`,
      );
    }
    const report = simulateGames(options);
    io.out(args.flags.has('json') ? JSON.stringify(report) : formatBalanceReport(report));
    return EXIT_OK;
  },
};

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger cardgame: ${message}`);
  return EXIT_BAD_INPUT;
}
