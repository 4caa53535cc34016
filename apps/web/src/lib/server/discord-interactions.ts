import {
  DEFAULT_DEFER_AFTER_MS,
  discordApiBase,
  handleDiscordInteraction,
  verifyDiscordRequest,
  type Platform,
} from '@harbinger/platform';

/** Interactions are small JSON documents; anything past this is not one of Discord's. */
export const DISCORD_BODY_LIMIT = 64 * 1024;

/** The bot's settings from the environment; null public key means the bot is not set up on this server. */
export interface DiscordSettings {
  publicKey: string | null;
  apiBase: string;
  deferAfterMs: number;
}

/** Reads `DISCORD_PUBLIC_KEY`, `DISCORD_API_BASE` and (for tests) `DISCORD_DEFER_AFTER_MS`. */
export function discordSettings(env: Record<string, string | undefined> = process.env): DiscordSettings {
  const defer = Number(env.DISCORD_DEFER_AFTER_MS);
  return {
    publicKey: env.DISCORD_PUBLIC_KEY?.trim() || null,
    apiBase: discordApiBase(env),
    deferAfterMs: Number.isFinite(defer) && defer >= 0 && env.DISCORD_DEFER_AFTER_MS ? defer : DEFAULT_DEFER_AFTER_MS,
  };
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Answers one POST from Discord: 503 when the bot is not configured, 413 for an oversized body, 401 unless Discord's
 * signature and a fresh timestamp check out, 400 for a body that is not an interaction, else the interaction's answer.
 */
export async function answerDiscord(
  platform: Platform,
  request: Request,
  settings: DiscordSettings = discordSettings(),
): Promise<Response> {
  if (!settings.publicKey) return plain(503, 'The Discord bot is not set up on this server (DISCORD_PUBLIC_KEY).');
  if (Number(request.headers.get('content-length')) > DISCORD_BODY_LIMIT) return plain(413, 'The body is too large.');
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > DISCORD_BODY_LIMIT) return plain(413, 'The body is too large.');
  const verified = verifyDiscordRequest({
    publicKey: settings.publicKey,
    signature: request.headers.get('x-signature-ed25519'),
    timestamp: request.headers.get('x-signature-timestamp'),
    rawBody,
    now: platform.now(),
  });
  if (!verified.ok && verified.reason === 'bad_public_key') {
    platform.log.error('DISCORD_PUBLIC_KEY is not an Ed25519 public key in hex (64 digits)');
    return plain(503, 'The Discord bot is not set up correctly on this server (DISCORD_PUBLIC_KEY).');
  }
  if (!verified.ok) return plain(401, 'Invalid request signature.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return plain(400, 'The body is not JSON.');
  }
  const answer = await handleDiscordInteraction(platform, body, {
    apiBase: settings.apiBase,
    deferAfterMs: settings.deferAfterMs,
  });
  if (!answer.ok)
    return Response.json({ error: { code: answer.error.code, message: answer.error.message } }, { status: 400 });
  return Response.json(answer.value);
}
