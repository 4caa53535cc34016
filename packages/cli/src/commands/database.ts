import { readFile, writeFile } from 'node:fs/promises';
import { backupDatabase, migrate, openPlatform, restoreDatabase, type Platform } from '@harbinger/platform';
import { isUsageError, parseArgs, type OptionSpecs, type ParsedArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';

const WHERE = `The database is PostgreSQL at DATABASE_URL when that is set, else the embedded one under ./data.`;

/** Opens the configured database without migrating, runs `work`, and always closes it (for database commands). */
export async function withPlatform(io: CliIo, work: (platform: Platform) => Promise<number>): Promise<number> {
  let platform: Platform;
  try {
    platform = await openPlatform({
      migrate: false,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
  } catch (error) {
    io.err(`harbinger: cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    return await work(platform);
  } finally {
    await platform.close();
  }
}

function databaseCommand(options: {
  name: string;
  summary: string;
  usage: string;
  specs?: OptionSpecs;
  positionals: number;
  action: (args: ParsedArgs, platform: Platform, io: CliIo) => Promise<number>;
}): Command {
  return {
    name: options.name,
    summary: options.summary,
    usage: options.usage,
    async run(argv, io) {
      const args = parseArgs(argv, options.specs ?? {});
      const bad = (message: string) => {
        io.err(`harbinger ${options.name}: ${message}`);
        return EXIT_BAD_INPUT;
      };
      if (isUsageError(args)) return bad(args.message);
      if (args.help) {
        io.out(options.usage);
        return EXIT_OK;
      }
      if (args.positionals.length !== options.positionals)
        return bad(`expected ${options.positionals === 0 ? 'no arguments' : 'a file name'} (see --help)`);
      return withPlatform(io, (platform) => options.action(args, platform, io));
    },
  };
}

/** `harbinger migrate`: apply pending schema migrations. */
export const migrateCommand = databaseCommand({
  name: 'migrate',
  summary: 'apply pending database migrations',
  usage: `Usage: harbinger migrate\n\nApplies every pending schema migration (the server also does this at start).\n${WHERE}`,
  positionals: 0,
  async action(_args, platform, io) {
    const { applied } = await migrate(platform);
    io.out(
      applied.length === 0
        ? 'The database is up to date.'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
    return EXIT_OK;
  },
});

/** `harbinger backup <file>`: every table, as one JSON file. */
export const backupCommand = databaseCommand({
  name: 'backup',
  summary: 'write every table to a JSON backup file',
  usage: `Usage: harbinger backup <file>\n\nWrites the whole database to a JSON file that \`harbinger restore\` reads back.\n${WHERE}`,
  positionals: 1,
  async action(args, platform, io) {
    await migrate(platform);
    const backup = await backupDatabase(platform);
    const file = args.positionals[0]!;
    await writeFile(file, JSON.stringify(backup));
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    io.out(`Backed up ${rows} rows from ${Object.keys(backup.tables).length} tables to ${file}.`);
    return EXIT_OK;
  },
});

/** `harbinger restore <file>`: replace the database's contents with a backup. */
export const restoreCommand = databaseCommand({
  name: 'restore',
  summary: 'replace the database contents with a JSON backup',
  usage: `Usage: harbinger restore <file>\n\nReplaces everything in the database with the backup's contents, in one transaction:\na broken file changes nothing.\n${WHERE}`,
  positionals: 1,
  async action(args, platform, io) {
    const file = args.positionals[0]!;
    let backup: unknown;
    try {
      backup = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      io.err(`harbinger restore: cannot read ${file}: ${(error as Error).message}`);
      return EXIT_BAD_INPUT;
    }
    await migrate(platform);
    const restored = await restoreDatabase(platform, backup);
    if (!restored.ok) {
      io.err(`harbinger restore: ${restored.error.message}`);
      return EXIT_BAD_INPUT;
    }
    io.out(`Restored ${file}.`);
    return EXIT_OK;
  },
});
