import type { CliIo } from './io.js';
import { EXIT_BAD_INPUT, EXIT_OK } from './io.js';
import { rollCommand } from './commands/roll.js';
import { oddsCommand } from './commands/odds.js';
import { deriveCommand } from './commands/derive.js';
import { cardgameCommand } from './commands/cardgame.js';
import { serveCommand } from './commands/serve.js';
import { backupCommand, migrateCommand, restoreCommand } from './commands/database.js';
import { seedCommand } from './commands/seed.js';
import { trustCommand } from './commands/trust.js';
import { grantCommand, revokeCommand } from './commands/grant.js';
import { discordCommand } from './commands/discord.js';
import { giftsCommand } from './commands/gifts.js';

/** One `harbinger` subcommand. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

const commands: Command[] = [
  serveCommand,
  rollCommand,
  oddsCommand,
  deriveCommand,
  cardgameCommand,
  migrateCommand,
  backupCommand,
  restoreCommand,
  seedCommand,
  trustCommand,
  grantCommand,
  revokeCommand,
  discordCommand,
  giftsCommand,
];

/** The overview printed by `harbinger` with no arguments (and by `npm start` until the web app exists). */
export function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'harbinger — tools for The Contract tabletop RPG',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Examples:',
    '  harbinger roll 5@7 ex sneaking past the guard',
    '  harbinger odds 6 --penalty 1 --vs 4',
    '  harbinger derive contractor.json --json',
    '  harbinger cardgame simulate --players 4 --games 1000 --seed 1',
    '  harbinger gifts report --json',
    '',
    'Run `harbinger <command> --help` for the options of a command.',
  ].join('\n');
}

/** Runs the CLI with the given arguments; resolves to the process exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return EXIT_OK;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`harbinger: unknown command "${name}". Commands: ${commands.map((c) => c.name).join(', ')}.`);
    return EXIT_BAD_INPUT;
  }
  return command.run(rest, io);
}
