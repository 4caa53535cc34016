import type { Platform } from '@harbinger/platform';
import { discordTestKeys, memoryLogger, signDiscordBody } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import { answerDiscord, discordSettings, DISCORD_BODY_LIMIT } from './discord-interactions.js';

const keys = discordTestKeys();
const platform = { now: () => new Date(), log: memoryLogger() } as unknown as Platform;
const settings = discordSettings({ DISCORD_PUBLIC_KEY: keys.publicKeyHex });
const ping = JSON.stringify({ type: 1, id: '1', application_id: '2' });

function post(body: string, headers: Record<string, string>): Request {
  return new Request('http://localhost/discord/interactions', { method: 'POST', body, headers });
}

describe('answerDiscord', () => {
  it('answers a signed PING with PONG', async () => {
    const response = await answerDiscord(platform, post(ping, signDiscordBody(keys, ping)), settings);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 1 });
  });

  it('is 503 with plain words while the bot is not set up, or its key is not a key', async () => {
    const response = await answerDiscord(platform, post(ping, signDiscordBody(keys, ping)), discordSettings({}));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('DISCORD_PUBLIC_KEY');
    const broken = discordSettings({ DISCORD_PUBLIC_KEY: 'not-a-key' });
    expect((await answerDiscord(platform, post(ping, signDiscordBody(keys, ping)), broken)).status).toBe(503);
  });

  it('is 401 without a good signature or with an old timestamp', async () => {
    expect((await answerDiscord(platform, post(ping, {}), settings)).status).toBe(401);
    const other = signDiscordBody(discordTestKeys(), ping);
    expect((await answerDiscord(platform, post(ping, other), settings)).status).toBe(401);
    const old = signDiscordBody(keys, ping, String(Math.floor(Date.now() / 1000) - 600));
    expect((await answerDiscord(platform, post(ping, old), settings)).status).toBe(401);
  });

  it('is 400 for a signed body that is not JSON or not an interaction, and 413 past the limit', async () => {
    expect((await answerDiscord(platform, post('{', signDiscordBody(keys, '{')), settings)).status).toBe(400);
    const odd = JSON.stringify({ type: 2 });
    expect((await answerDiscord(platform, post(odd, signDiscordBody(keys, odd)), settings)).status).toBe(400);
    const big = 'x'.repeat(DISCORD_BODY_LIMIT + 1);
    expect((await answerDiscord(platform, post(big, signDiscordBody(keys, big)), settings)).status).toBe(413);
  });

  it('reads the defer threshold and the API base from the environment', () => {
    expect(discordSettings({ DISCORD_DEFER_AFTER_MS: '5', DISCORD_API_BASE: 'http://127.0.0.1:9/api/' })).toMatchObject(
      { deferAfterMs: 5, apiBase: 'http://127.0.0.1:9/api' },
    );
    expect(discordSettings({}).deferAfterMs).toBe(2000);
  });
});
