import { openPlatform, sessionUser } from '@harbinger/platform';
import { linkForTest, memoryLogger, signDiscordBody, type DiscordTestKeys } from '@harbinger/platform/testing';

// What the bot's server tests and benchmark send: interactions signed as Discord signs them.

/** The answer to one posted interaction: status, and the JSON (or text) body. */
export interface DiscordAnswer {
  status: number;
  body: { type?: number; data?: { content: string; flags?: number; components?: unknown[] } } & Record<string, unknown>;
  text: string;
}

/** Posts `interaction` to the app's interactions endpoint, signed with `keys` (at `timestamp` when given). */
export async function postInteraction(
  baseUrl: string,
  keys: DiscordTestKeys,
  interaction: unknown,
  options: { timestamp?: string; headers?: Record<string, string> } = {},
): Promise<DiscordAnswer> {
  const raw = JSON.stringify(interaction);
  const response = await fetch(`${baseUrl}/discord/interactions`, {
    method: 'POST',
    headers: { ...signDiscordBody(keys, raw, options.timestamp), ...options.headers },
    body: raw,
  });
  const text = await response.text();
  let body: DiscordAnswer['body'] = {};
  try {
    body = JSON.parse(text) as DiscordAnswer['body'];
  } catch {
    // a plain-text refusal
  }
  return { status: response.status, body, text };
}

let interactionCount = 0;

/** A slash command as Discord posts it, from the Discord user `userId` in a server channel. */
export function slashCommand(
  name: string,
  options: Record<string, string | boolean> = {},
  userId = '400000000000000004',
) {
  interactionCount++;
  return {
    type: 2,
    id: String(900000000000000000 + interactionCount),
    application_id: '500000000000000005',
    token: `token-${interactionCount}`,
    guild_id: '600000000000000006',
    channel_id: '700000000000000007',
    member: { user: { id: userId, username: `user${userId.slice(-3)}` } },
    data: {
      id: '800000000000000008',
      name,
      type: 1,
      options: Object.entries(options).map(([key, value]) => ({
        name: key,
        type: typeof value === 'boolean' ? 5 : 3,
        value,
      })),
    },
  };
}

/** A button press on a message, as Discord posts it. */
export function buttonPress(customId: string, userId = '400000000000000004') {
  interactionCount++;
  return {
    type: 3,
    id: String(910000000000000000 + interactionCount),
    application_id: '500000000000000005',
    token: `button-${interactionCount}`,
    member: { user: { id: userId } },
    data: { custom_id: customId, component_type: 2 },
  };
}

/**
 * Links the account signed in with `token` to the Discord user `discordUserId`, straight in the database the server
 * uses (as a finished Discord sign-in would), through a platform opened on it for the moment.
 */
export async function linkDiscord(databaseUrl: string, token: string, discordUserId: string): Promise<void> {
  const platform = await openPlatform({ databaseUrl, migrate: false, log: memoryLogger() });
  try {
    const actor = await sessionUser(platform, token);
    if (!actor) throw new Error('the token signs nobody in');
    await linkForTest(platform, actor.userId, discordUserId);
  } finally {
    await platform.close();
  }
}
