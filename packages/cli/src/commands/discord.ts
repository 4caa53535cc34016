import { discordApiBase, registerDiscordCommands } from '@harbinger/platform';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';

/** Exit code when Discord refuses or cannot be reached. */
const EXIT_DISCORD_REFUSED = 1;

const usage = `Usage: harbinger discord register

Registers the bot's slash commands (/roll, /odds, /sheet) with Discord, replacing the application's global
commands; running it again changes nothing. Reads from the environment:
  DISCORD_APPLICATION_ID  the application's id (developer portal, General Information)
  DISCORD_BOT_TOKEN       the bot's token (developer portal, Bot)
  DISCORD_API_BASE        Discord's API, default https://discord.com/api/v10 (tests point it elsewhere)
Then paste <your site>/discord/interactions into the portal's "Interactions Endpoint URL", with DISCORD_PUBLIC_KEY
set on the server.`;

function bad(io: CliIo, message: string): number {
  io.err(`harbinger discord: ${message}`);
  return EXIT_BAD_INPUT;
}

/** Builds `harbinger discord` over an environment (the process's, or a test's). */
export function discordCommandFor(env: Record<string, string | undefined>): Command {
  return {
    name: 'discord',
    summary: "register the Discord bot's slash commands",
    usage,
    async run(argv, io) {
      const args = parseArgs(argv, {});
      if (isUsageError(args)) return bad(io, args.message);
      if (args.help) {
        io.out(usage);
        return EXIT_OK;
      }
      const [action, ...extra] = args.positionals;
      if (action !== 'register' || extra.length > 0) return bad(io, 'the only action is `register` (see --help)');
      const applicationId = env.DISCORD_APPLICATION_ID?.trim();
      const botToken = env.DISCORD_BOT_TOKEN?.trim();
      const missing = [!applicationId && 'DISCORD_APPLICATION_ID', !botToken && 'DISCORD_BOT_TOKEN'].filter(Boolean);
      if (!applicationId || !botToken)
        return bad(
          io,
          `set ${missing.join(' and ')} first (both are on the application's page of Discord's developer portal)`,
        );
      const registered = await registerDiscordCommands({ applicationId, botToken, apiBase: discordApiBase(env) });
      if (!registered.ok) {
        io.err(`harbinger discord: ${registered.message}`);
        return EXIT_DISCORD_REFUSED;
      }
      io.out(`Registered ${registered.names.map((name) => `/${name}`).join(', ')} for application ${applicationId}.`);
      return EXIT_OK;
    },
  };
}

/** `harbinger discord register`: send the slash command definitions to Discord. */
export const discordCommand: Command = discordCommandFor(process.env);
