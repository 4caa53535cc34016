import {
  discordTestKeys,
  scratchSchema,
  startFakeDiscordApi,
  type FakeDiscordApi,
  type ScratchSchema,
} from '@harbinger/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, harbinger, newContractor, newPlayer } from './api-client.js';
import { buttonPress, linkDiscord, postInteraction, slashCommand } from './discord-steps.js';
import { startApp, type RunningApp } from './harness.js';
import { startedTable } from './table-steps.js';

// The bot against the real server: signed interactions posted to /discord/interactions, a fake Discord REST API for
// late replies and for `harbinger discord register`. Linked players need PostgreSQL (the test links them in the
// database the server uses); without HARBINGER_TEST_DATABASE_URL those tests are skipped.

const databaseUrl = process.env.HARBINGER_TEST_DATABASE_URL;
const keys = discordTestKeys();
let fake: FakeDiscordApi;
let scratch: ScratchSchema | undefined;
let app: RunningApp;

beforeAll(async () => {
  fake = await startFakeDiscordApi();
  scratch = databaseUrl ? await scratchSchema(databaseUrl) : undefined;
  app = await startApp({
    ...(scratch ? { databaseUrl: scratch.url } : {}),
    env: { DISCORD_PUBLIC_KEY: keys.publicKeyHex, DISCORD_API_BASE: fake.apiBase },
  });
});

afterAll(async () => {
  await app?.stop();
  await scratch?.drop();
  await fake?.close();
});

/** The fake Discord's calls to a path under the API base, once at least one has arrived (10 s at most). */
async function callsTo(path: string) {
  const full = `/api/v10${path}`;
  const deadline = Date.now() + 10_000;
  while (!fake.calls.some((c) => c.path === full) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return fake.calls.filter((c) => c.path === full);
}

const roll = (text: string, extra: Record<string, boolean> = {}, userId?: string) =>
  postInteraction(app.url, keys, slashCommand('roll', { text, ...extra }, userId));

describe('the interactions endpoint', () => {
  it('answers a signed PING with PONG', async () => {
    const answer = await postInteraction(app.url, keys, { type: 1, id: '1', application_id: '2' });
    expect(answer).toMatchObject({ status: 200, body: { type: 1 } });
  });

  it('refuses a bad or missing signature with 401', async () => {
    const other = await postInteraction(app.url, discordTestKeys(), { type: 1, id: '1', application_id: '2' });
    expect(other.status).toBe(401);
    const unsigned = await fetch(`${app.url}/discord/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":1}',
    });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a stale timestamp with 401, even when the signature over it is good', async () => {
    const old = String(Math.floor(Date.now() / 1000) - 6 * 60);
    const answer = await postInteraction(app.url, keys, { type: 1, id: '1', application_id: '2' }, { timestamp: old });
    expect(answer.status).toBe(401);
  });

  it('refuses a signed body that is not an interaction with 400, never 500', async () => {
    expect((await postInteraction(app.url, keys, { type: 2, id: 'x' })).status).toBe(400);
    expect((await postInteraction(app.url, keys, [1, 2, 3])).status).toBe(400);
  });

  it('takes a form-typed post without an Origin to the signature check, not the cross-site refusal', async () => {
    const answer = await postInteraction(
      app.url,
      keys,
      { type: 1, id: '1', application_id: '2' },
      {
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(answer).toMatchObject({ status: 200, body: { type: 1 } });
  });
});

describe('/roll in the community grammar', () => {
  it.each([
    ['5', /^\*\*5 dice at Difficulty 6\*\*\nDice: (\d+ ){4}\d+\nOutcome \*\*-?\d+\*\*: /],
    ['4@8', /^\*\*4 dice at Difficulty 8\*\*\n/],
    ['5 ex', /^\*\*5 dice at Difficulty 6, exerting\*\*\n[\s\S]*\(\+1 for exerting\)/],
    ['5 ex to sneak past', /^\*\*5 dice at Difficulty 6, exerting\*\*: to sneak past\n/],
    ['5 Shaggy initiative', /^\*\*5 dice at Difficulty 6\*\*: Shaggy initiative\n/],
    ['6@9 EX kick the door', /^\*\*6 dice at Difficulty 9, exerting\*\*: kick the door\n/],
    ['6@12', /Past Difficulty 9: 3 dice removed, 3 dice thrown at 9\./],
    ['4d6', /^\*\*4d6\*\*\nDice: (\d \d \d \d)\nTotal \*\*\d+\*\*$/],
    ['3d10 loot', /^\*\*3d10\*\*: loot\n[\s\S]*As a Contract roll at Difficulty 6: Outcome -?\d+, /],
    ['h', /^\*\*Called high \(6–10\)\*\*\nThe d10 shows \*\*\d+\*\*: (SUCCESS|FAILURE)/],
    ['L who opens the door', /^\*\*Called low \(1–5\)\*\*: who opens the door\n/],
  ])('`/roll %s` goes to the channel', async (text, shape) => {
    const answer = await roll(text);
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe(4);
    expect(answer.body.data?.flags).toBeUndefined();
    expect(answer.body.data?.content).toMatch(shape);
  });

  it('shows the dice highest first', async () => {
    for (let i = 0; i < 5; i++) {
      const dice = /Dice: ([\d ]+)/
        .exec((await roll('10')).body.data?.content ?? '')![1]!
        .split(' ')
        .map(Number);
      expect([...dice].sort((a, b) => b - a)).toEqual(dice);
    }
  });

  it('`secret: True` shows the roll to the roller only', async () => {
    expect((await roll('5@7', { secret: true })).body.data?.flags).toBe(64);
  });

  it.each([
    ['help', 'Rolling with /roll'],
    ['0', 'A pool holds 1 to 49 dice; 0 is outside that.'],
    ['50', 'A pool holds 1 to 49 dice; 50 is outside that.'],
    ['5@3', 'Difficulty 3 is below what this bot rolls: name 4 or more.'],
    ['20@16', 'Difficulty 16 is past the highest, 15'],
    ['3@12', 'leaves none of your 3 dice: the Outcome could only be 0'],
    ['101d6', 'Roll 1 to 100 generic dice at once; 101 is outside that.'],
    ['3d1', 'A generic die has 2 to 500 sides; 1 is outside that.'],
    ['dex+athletics@7', 'not linked to a Harbinger account'],
  ])('`/roll %s` answers only the asker', async (text, words) => {
    const answer = await roll(text);
    expect(answer.body.data?.flags).toBe(64);
    expect(answer.body.data?.content).toContain(words);
  });
});

describe('/odds, /sheet and the buttons', () => {
  it('/odds 5@7 gives the exact chances to the channel', async () => {
    const answer = await postInteraction(app.url, keys, slashCommand('odds', { roll: '5@7' }));
    expect(answer.body.data?.flags).toBeUndefined();
    const content = answer.body.data?.content ?? '';
    expect(content).toContain('**Odds of 5 dice at Difficulty 7**');
    expect(content).toContain('Mean Outcome: 2.00');
    expect(content).toMatch(/Exceptional success: \d+\.\d\d%/);
  });

  it('/odds 6@12 names the dice actually thrown', async () => {
    const answer = await postInteraction(app.url, keys, slashCommand('odds', { roll: '6@12' }));
    expect(answer.body.data?.content).toContain('3 dice thrown at Difficulty 9');
  });

  it('/odds of something that is not a pool is refused privately', async () => {
    const answer = await postInteraction(app.url, keys, slashCommand('odds', { roll: 'h' }));
    expect(answer.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Give `/odds` a pool') });
  });

  it('a roll carries "Show odds" (its odds, privately) and "Exert and reroll" (always refused)', async () => {
    const rolled = await roll('5@7 ex climbing');
    const buttons = (rolled.body.data?.components as { components: { label: string; custom_id: string }[] }[])[0]!
      .components;
    expect(buttons.map((b) => b.label)).toEqual(['Show odds', 'Exert and reroll']);
    const odds = await postInteraction(app.url, keys, buttonPress(buttons[0]!.custom_id));
    expect(odds.body.data).toMatchObject({ flags: 64 });
    expect(odds.body.data?.content).toContain('**Odds of 5 dice at Difficulty 7, exerting**');
    const exert = await postInteraction(app.url, keys, buttonPress(buttons[1]!.custom_id));
    expect(exert.body.data).toMatchObject({ flags: 64 });
    expect(exert.body.data?.content).toContain('Exertion is declared before the dice are thrown');
  });

  it('/sheet for an unlinked Discord user says where to link, privately', async () => {
    const answer = await postInteraction(app.url, keys, slashCommand('sheet'));
    expect(answer.body.data).toMatchObject({ flags: 64 });
    expect(answer.body.data?.content).toContain(`${app.url}/settings`);
  });
});

describe.skipIf(!databaseUrl)('a linked player', () => {
  it('rolls `dex+athletics@7` from the sheet with the Penalty applied, and sees the play block privately', async () => {
    const token = await newPlayer(app.url, 'dbotada');
    const { id } = await newContractor(app.url, token, 'Ada From Discord');
    await api(app.url, 'POST', `/contractors/${id}/injuries`, { token, body: { severity: 3 } });
    await linkDiscord(scratch!.url, token, '410000000000000041');
    const answer = await roll('dex+athletics@7 vault', {}, '410000000000000041');
    expect(answer.body.data?.flags).toBeUndefined();
    const content = answer.body.data?.content ?? '';
    expect(content).toMatch(/^\*\*Ada From Discord\*\* rolls `dex\+athletics@7 vault`: vault\n/);
    expect(content).toMatch(/Penalty \d/);
    expect(content).toMatch(/Outcome \*\*-?\d+\*\*/);
    const sheet = await postInteraction(app.url, keys, slashCommand('sheet', {}, '410000000000000041'));
    expect(sheet.body.data).toMatchObject({ flags: 64 });
    expect(sheet.body.data?.content).toMatch(/^\*\*Ada From Discord\*\*, a courier between two servers/);
  });

  it('during an Active Contract the roll also lands on the live table’s log', async () => {
    const table = await startedTable(app.url, 'dbott', 1);
    const seated = table.players[0]!;
    await linkDiscord(scratch!.url, seated.token, '420000000000000042');
    const answer = await roll('per+alertness@6 listening at the door', {}, '420000000000000042');
    expect(answer.body.data?.content).toContain('Also on the live table of “The Long Table”.');
    const log = await api<{ events: { kind: string; payload: { expression?: string } }[] }>(
      app.url,
      'GET',
      `/contracts/${table.contractId}/table/events`,
      { token: table.gmToken },
    );
    expect(log.events.filter((e) => e.kind === 'roll').map((e) => e.payload.expression)).toContain(
      'per+alertness@6 listening at the door',
    );
  });
});

describe('harbinger discord register', () => {
  it('PUTs the commands to the fake Discord with the bot token', async () => {
    const before = fake.calls.length;
    const result = await harbinger(['discord', 'register'], {
      ...process.env,
      DISCORD_APPLICATION_ID: '500000000000000005',
      DISCORD_BOT_TOKEN: 'fake-bot-token',
      DISCORD_API_BASE: fake.apiBase,
    });
    expect(result.output).toContain('Registered /roll, /odds, /sheet for application 500000000000000005.');
    expect(result.code).toBe(0);
    const put = fake.calls.slice(before).find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/v10/applications/500000000000000005/commands',
      authorization: 'Bot fake-bot-token',
    });
  });

  it('names the missing settings', async () => {
    const env = { ...process.env };
    delete env.DISCORD_APPLICATION_ID;
    delete env.DISCORD_BOT_TOKEN;
    const result = await harbinger(['discord', 'register'], env);
    expect(result.code).toBe(2);
    expect(result.output).toContain('set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN first');
  });
});

describe('work past the deadline', () => {
  let slow: RunningApp;
  beforeAll(async () => {
    slow = await startApp({
      env: { DISCORD_PUBLIC_KEY: keys.publicKeyHex, DISCORD_API_BASE: fake.apiBase, DISCORD_DEFER_AFTER_MS: '0' }, // every answer is deferred
    });
  });
  afterAll(() => slow?.stop());

  it('is answered "deferred", then finished through the REST API', async () => {
    const sheet = slashCommand('sheet');
    const answer = await postInteraction(slow.url, keys, sheet);
    expect(answer.body).toEqual({ type: 5, data: { flags: 64 } });
    const [patch] = await callsTo(`/webhooks/${sheet.application_id}/${sheet.token}/messages/@original`);
    expect(patch?.method).toBe('PATCH');
    expect((patch?.body as { content: string }).content).toContain('not linked');
  });

  it('a private refusal after a public deferral replaces the "thinking…" reply', async () => {
    const rolled = slashCommand('roll', { text: 'dex+athletics@7' });
    const answer = await postInteraction(slow.url, keys, rolled);
    expect(answer.body).toEqual({ type: 5, data: {} });
    const [followUp] = await callsTo(`/webhooks/${rolled.application_id}/${rolled.token}`);
    const original = fake.calls.filter((c) => c.path.endsWith(`/${rolled.token}/messages/@original`));
    expect(original.map((c) => c.method)).toEqual(['DELETE']);
    expect(followUp).toMatchObject({
      method: 'POST',
      body: { flags: 64, content: expect.stringContaining('not linked') },
    });
  });

  it('a plain roll deferred is finished in the channel by editing the original reply', async () => {
    const rolled = slashCommand('roll', { text: '5@7 late' });
    const answer = await postInteraction(slow.url, keys, rolled);
    expect(answer.body).toEqual({ type: 5, data: {} });
    const [patch] = await callsTo(`/webhooks/${rolled.application_id}/${rolled.token}/messages/@original`);
    expect(patch?.method).toBe('PATCH');
    expect((patch?.body as { content: string }).content).toMatch(/^\*\*5 dice at Difficulty 7\*\*: late\n/);
    expect(JSON.stringify(patch?.body)).toContain('Show odds');
  });
});
