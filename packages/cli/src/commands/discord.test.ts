import { DISCORD_COMMANDS } from '@harbinger/platform';
import { startFakeDiscordApi, type FakeDiscordApi } from '@harbinger/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../io.js';
import { discordCommandFor } from './discord.js';

let fake: FakeDiscordApi;
beforeAll(async () => (fake = await startFakeDiscordApi()));
afterAll(() => fake.close());

async function register(env: Record<string, string>, argv = ['register']) {
  const io = memoryIo();
  const code = await discordCommandFor({ DISCORD_API_BASE: fake.apiBase, ...env }).run(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('harbinger discord register', () => {
  it('PUTs the three slash commands with the bot token, as the handler reads them', async () => {
    const result = await register({ DISCORD_APPLICATION_ID: '1234', DISCORD_BOT_TOKEN: 'secret-token' });
    expect(result).toMatchObject({ code: 0, out: 'Registered /roll, /odds, /sheet for application 1234.' });
    const [put] = await fake.waitFor('PUT');
    expect(put).toMatchObject({ path: '/api/v10/applications/1234/commands', authorization: 'Bot secret-token' });
    const sent = put!.body as { name: string; options: { name: string; type: number }[] }[];
    expect(sent.map((c) => c.name)).toEqual(['roll', 'odds', 'sheet']);
    expect(sent[0]!.options).toEqual([
      expect.objectContaining({ name: DISCORD_COMMANDS.roll.options.text.name, type: 3, required: true }),
      expect.objectContaining({ name: DISCORD_COMMANDS.roll.options.secret.name, type: 5, required: false }),
    ]);
  });

  it('names the missing settings', async () => {
    const result = await register({});
    expect(result.code).toBe(2);
    expect(result.err).toContain('set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN first');
    expect((await register({ DISCORD_APPLICATION_ID: '1' })).err).toContain('set DISCORD_BOT_TOKEN first');
  });

  it("says what Discord refused, and hints at the token when it is Discord's 401", async () => {
    fake.refuseWith(401);
    try {
      const result = await register({ DISCORD_APPLICATION_ID: '1234', DISCORD_BOT_TOKEN: 'wrong' });
      expect(result.code).toBe(1);
      expect(result.err).toContain('Discord refused the commands (HTTP 401)');
      expect(result.err).toContain('Check DISCORD_BOT_TOKEN');
    } finally {
      fake.refuseWith(0);
    }
  });

  it('says when Discord cannot be reached', async () => {
    const io = memoryIo();
    const env = { DISCORD_API_BASE: 'http://127.0.0.1:1/api', DISCORD_APPLICATION_ID: '1', DISCORD_BOT_TOKEN: 't' };
    expect(await discordCommandFor(env).run(['register'], io)).toBe(1);
    expect(io.stderr.join('')).toContain('Discord could not be reached at http://127.0.0.1:1/api');
  });

  it('knows only `register`', async () => {
    expect((await register({}, ['unregister'])).err).toContain('the only action is `register`');
  });
});
