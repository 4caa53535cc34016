import { discordCommandDefinitions } from './commands.js';

/** What registering the slash commands needs. */
export interface RegisterCommandsOptions {
  applicationId: string;
  botToken: string;
  apiBase: string;
  fetch?: typeof fetch;
}

/**
 * Replaces the application's global slash commands with this bot's (`/roll`, `/odds`, `/sheet`) through Discord's
 * bulk-overwrite endpoint; the same call again changes nothing. Resolves to the names registered, or Discord's refusal
 * in words.
 * @example await registerDiscordCommands({ applicationId, botToken, apiBase: discordApiBase() })
 */
export async function registerDiscordCommands(
  options: RegisterCommandsOptions,
): Promise<{ ok: true; names: string[] } | { ok: false; message: string }> {
  const url = `${options.apiBase}/applications/${encodeURIComponent(options.applicationId)}/commands`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'PUT',
      headers: { authorization: `Bot ${options.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(discordCommandDefinitions()),
    });
  } catch (error) {
    return { ok: false, message: `Discord could not be reached at ${options.apiBase} (${String(error)}).` };
  }
  const text = await response.text();
  if (!response.ok) {
    const hint =
      response.status === 401
        ? ' Check DISCORD_BOT_TOKEN: Discord did not accept it.'
        : response.status === 404 || response.status === 403
          ? ' Check DISCORD_APPLICATION_ID: it should be the application the bot token belongs to.'
          : '';
    return {
      ok: false,
      message: `Discord refused the commands (HTTP ${response.status}): ${text.slice(0, 300)}${hint}`,
    };
  }
  let names: string[] = [];
  try {
    const body = JSON.parse(text) as unknown;
    if (Array.isArray(body)) names = body.map((c) => String((c as { name?: unknown }).name));
  } catch {
    // Discord answers with the commands; without them the names we sent are still what was registered.
  }
  return {
    ok: true,
    names: names.length > 0 ? names : discordCommandDefinitions().map((c) => (c as { name: string }).name),
  };
}
