import { openPlatform, seedDatabase, type Logger, type Platform, type SeedSummary } from '@harbinger/platform';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';

const MAX_CONTRACTS = 1_000_000;

const usage = `Usage: harbinger seed [--contracts N] [--seed S] [--heavy N] [--database-url URL] [--data-dir DIR] [--json]

Fills the database with a made-up play history for trying things out and for benchmarks: players,
Playgroups, Contractors and N finished Contracts with their attendances, rewards (ledger entries),
deaths and notifications, recorded exactly as finishing a Contract would. One veteran Contractor
attends --heavy of them; its sheet's address is printed at the end. Migrations apply first.

Options:
  --contracts N       how many finished Contracts (default 1000, at most ${MAX_CONTRACTS.toLocaleString('en')})
  --seed S            the same seed writes the same data (default 1); a seed can be written once per
                      database, so use another seed to add more
  --heavy N           how many Contracts the veteran attends (default 1000, at most N)
  --database-url URL  a PostgreSQL server (default: the DATABASE_URL variable)
  --data-dir DIR      the embedded database's folder (default: HARBINGER_DATA_DIR, else ./data/pglite)
  --json              print the summary as one JSON object

Every seeded account signs in with the password printed at the end.`;

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger seed: ${message}`);
  return EXIT_BAD_INPUT;
}

/** The platform's log (migrations applied, …) on standard error, so standard output holds only the summary. */
function stderrLogger(io: CliIo): Logger {
  const line = (message: string, data?: Record<string, unknown>) =>
    io.err(`harbinger seed: ${message}${data === undefined ? '' : ` ${JSON.stringify(data)}`}`);
  return { info: line, warn: line, error: line };
}

function describe(summary: SeedSummary, seconds: number): string {
  const { heavy } = summary;
  return [
    `Seeded ${summary.contracts} Contracts in ${seconds.toFixed(1)} s: ${summary.users} players, ${summary.playgroups} Playgroups, ${summary.contractors} Contractors, ${summary.ledgerEntries} ledger entries.`,
    `Veteran: ${heavy.name} (${heavy.contracts} Contracts), played by @${heavy.playerHandle}`,
    `  id    ${heavy.contractorId}`,
    `  sheet /contractors/${heavy.contractorId}  (e.g. http://localhost:3000/contractors/${heavy.contractorId})`,
    `Every seeded account's password: ${summary.password}`,
  ].join('\n');
}

/** `harbinger seed`: a seeded play history in bulk (for demos and the benchmarks). */
export const seedCommand: Command = {
  name: 'seed',
  summary: 'fill the database with a made-up play history (players, Playgroups, N Contracts)',
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, {
      contracts: 'integer',
      seed: 'text',
      heavy: 'integer',
      'database-url': 'text',
      'data-dir': 'text',
      json: 'flag',
    });
    if (isUsageError(args)) return badInput(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    if (args.positionals.length > 0) return badInput(io, `unexpected argument "${args.positionals[0]}" (see --help)`);
    const contracts = args.integers.get('contracts') ?? 1000;
    if (contracts < 1 || contracts > MAX_CONTRACTS)
      return badInput(io, `--contracts must be a whole number from 1 to ${MAX_CONTRACTS}, got ${contracts}`);
    const heavy = args.integers.get('heavy') ?? 1000;
    if (heavy < 0) return badInput(io, `--heavy must be a whole number of at least 0, got ${heavy}`);
    const seed = args.texts.get('seed') ?? '1';
    if (seed.trim() === '') return badInput(io, '--seed may not be empty');
    const databaseUrl = args.texts.get('database-url') ?? process.env.DATABASE_URL;
    const dataDir = args.texts.get('data-dir');
    if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
      return badInput(io, '--database-url must start with postgres:// or postgresql://');

    let platform: Platform;
    try {
      platform = await openPlatform({
        ...(databaseUrl ? { databaseUrl } : {}),
        ...(dataDir ? { dataDir } : {}),
        log: stderrLogger(io),
      });
    } catch (error) {
      io.err(`harbinger seed: cannot open the database: ${(error as Error).message}`);
      return 1;
    }
    try {
      const started = performance.now();
      let shown = -1;
      const seeded = await seedDatabase(platform, {
        contracts,
        seed,
        heavy,
        onProgress: (done, total) => {
          // Large runs report every 5 %, on standard error so --json output stays clean.
          const step = Math.floor((done / total) * 20);
          if (total < 5000 || step === shown) return;
          shown = step;
          io.err(
            `harbinger seed: ${done} / ${total} Contracts (${Math.round((done / total) * 100)} %, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        },
      });
      if (!seeded.ok) return badInput(io, seeded.error.message);
      const seconds = (performance.now() - started) / 1000;
      const { ids: _ids, ...summary } = seeded.value;
      io.out(
        args.flags.has('json')
          ? JSON.stringify({ ...summary, seconds: Number(seconds.toFixed(2)) })
          : describe(seeded.value, seconds),
      );
      return EXIT_OK;
    } finally {
      await platform.close();
    }
  },
};
