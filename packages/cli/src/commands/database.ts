import { readFile, writeFile } from 'node:fs/promises';
import {
  DataFolderInUseError,
  backupDatabase,
  migrate,
  openPlatform,
  restoreDatabase,
  type BackupFile,
  type Platform,
} from '@harbinger/platform';
import { isUsageError, parseArgs, type OptionSpecs, type ParsedArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';
import { fetchBackup } from './remote-backup.js';

const WHERE = `The database is PostgreSQL at DATABASE_URL when that is set, else the embedded one under ./data.`;

/** What to do instead when a running server holds the embedded database's folder, per command. */
const WHILE_IN_USE: Record<string, string> = {
  backup:
    'Back up through the running server instead: harbinger backup --url http://localhost:3000 <file> ' +
    '(with the server’s HARBINGER_ADMIN_TOKEN in the environment, or --token), or stop the server first.',
  restore: 'A restore replaces everything, so stop the server first, then run harbinger restore again.',
  migrate: 'The server applies migrations itself when it starts; stop it first to run them by hand.',
  trust: 'Stop the server first, then run harbinger trust again.',
  grant: 'Use the admin API while the server runs (see harbinger grant --help), or stop the server first.',
  revoke: 'Use the admin API while the server runs (see harbinger revoke --help), or stop the server first.',
};

/** Opens the configured database without migrating, runs `work`, and always closes it. */
export async function withPlatform(
  command: string,
  io: CliIo,
  work: (platform: Platform) => Promise<number>,
): Promise<number> {
  let platform: Platform;
  try {
    platform = await openPlatform({
      migrate: false,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
  } catch (error) {
    io.err(`harbinger ${command}: cannot open the database: ${(error as Error).message}`);
    if (error instanceof DataFolderInUseError && WHILE_IN_USE[command]) io.err(WHILE_IN_USE[command]);
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
  /** Handles the command without opening the database (say, through a server), or answers null to open it. */
  elsewhere?: (args: ParsedArgs, io: CliIo) => Promise<number | null>;
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
      if (options.elsewhere) {
        const answered = await options.elsewhere(args, io);
        if (answered !== null) return answered;
      }
      return withPlatform(options.name, io, (platform) => options.action(args, platform, io));
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

const BACKUP_USAGE = `Usage: harbinger backup <file>
       harbinger backup --url http://host:port [--token <admin token>] <file>

Writes the whole database to a JSON file that \`harbinger restore\` reads back.
${WHERE}
A running server holds its embedded database: back it up through the server with --url and the
server's admin token (--token, else HARBINGER_ADMIN_TOKEN).`;

/** `harbinger backup <file>`: every table, as one JSON file, read here or by a running server. */
export const backupCommand = databaseCommand({
  name: 'backup',
  summary: 'write every table to a JSON backup file',
  usage: BACKUP_USAGE,
  specs: { url: 'text', token: 'text' },
  positionals: 1,
  async elsewhere(args, io) {
    const url = args.texts.get('url');
    if (url === undefined) {
      if (!args.texts.has('token')) return null;
      io.err('harbinger backup: --token goes with --url (a backup through a running server)');
      return EXIT_BAD_INPUT;
    }
    const token = args.texts.get('token') ?? process.env.HARBINGER_ADMIN_TOKEN;
    if (!token) {
      io.err('harbinger backup: --url needs the server’s admin token: --token, or HARBINGER_ADMIN_TOKEN');
      return EXIT_BAD_INPUT;
    }
    const fetched = await fetchBackup({ url, token });
    if (!fetched.ok) {
      io.err(`harbinger backup: ${fetched.message}`);
      return 1;
    }
    return reportBackup(io, args.positionals[0]!, fetched.backup);
  },
  async action(args, platform, io) {
    await migrate(platform);
    return reportBackup(io, args.positionals[0]!, await backupDatabase(platform));
  },
});

/** Writes a backup as the JSON file `harbinger restore` reads, and says how much it holds. */
async function reportBackup(io: CliIo, file: string, backup: BackupFile): Promise<number> {
  await writeFile(file, JSON.stringify(backup));
  const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
  io.out(`Backed up ${rows} rows from ${Object.keys(backup.tables).length} tables to ${file}.`);
  return EXIT_OK;
}

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
