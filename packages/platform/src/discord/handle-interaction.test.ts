import { sequenceRng } from '@harbinger/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../context.js';
import { memoryLogger } from '../log.js';
import { startFakeDiscordApi, type FakeDiscordApi } from '../testing/fake-discord.js';
import { handleDiscordInteraction, type DiscordHandlerOptions } from './handle-interaction.js';
import type { DiscordSheetPort, SheetRollView } from './sheet-replies.js';

/** Dice that land on these d10 faces, in order. */
const faces = (...values: number[]) => sequenceRng(values.map((face) => face - 1));
const log = memoryLogger();
// The plain rolls touch only the dice and the log; sheet rolls go through the port the tests stand in.
const p = { rng: faces(7), log } as unknown as Platform;

function command(name: string, options: Record<string, string | boolean> = {}) {
  return {
    type: 2,
    id: '11',
    application_id: '22',
    token: 'interaction-token',
    member: { user: { id: '33', username: 'nadia' } },
    data: { name, options: Object.entries(options).map(([key, value]) => ({ name: key, type: 3, value })) },
  };
}

function button(customId: string) {
  return {
    type: 3,
    id: '12',
    application_id: '22',
    token: 'button-token',
    user: { id: '33' },
    data: { custom_id: customId, component_type: 2 },
  };
}

async function answer(body: unknown, options: DiscordHandlerOptions = {}) {
  const outcome = await handleDiscordInteraction(p, body, options);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value as { type: number; data?: { content: string; flags?: number; components?: unknown[] } };
}

async function roll(text: string, rng = faces(7), extra: Record<string, boolean> = {}) {
  return answer(command('roll', { text, ...extra }), { rng });
}

describe('handleDiscordInteraction: PING and malformed bodies', () => {
  it('answers PING with PONG', async () => {
    expect(await answer({ type: 1, id: '1', application_id: '2' })).toEqual({ type: 1 });
  });

  it.each([null, 'text', {}, { type: 2 }, { type: 9, id: '1' }, { ...command('roll'), token: 5 }])(
    'refuses %j as a bad request',
    async (body) => {
      const outcome = await handleDiscordInteraction(p, body);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error).toMatchObject({ status: 400, code: 'invalid_interaction' });
    },
  );
});

describe('handleDiscordInteraction: /roll', () => {
  it('`help` answers only the asker', async () => {
    const reply = await roll('help');
    expect(reply.data?.flags).toBe(64);
    expect(reply.data?.content).toContain('/roll 5@8');
  });

  it('a pool goes to the channel with its dice highest first, the Outcome, the tier and two buttons', async () => {
    const reply = await roll('4@7 ex sneaking', faces(3, 10, 1, 7));
    expect(reply.type).toBe(4);
    expect(reply.data?.flags).toBeUndefined();
    expect(reply.data?.content).toBe(
      '**4 dice at Difficulty 7, exerting**: sneaking\nDice: 10 7 3 1\nOutcome **3** (+1 for exerting): Partial success',
    );
    expect(JSON.stringify(reply.data?.components)).toContain('"custom_id":"odds:4@7:ex"');
    expect(JSON.stringify(reply.data?.components)).toContain('"custom_id":"exert:4@7:ex"');
  });

  it('each form: N, N label, NdM (d10 with its Contract Outcome), h, l', async () => {
    expect((await roll('3', faces(6, 6, 6))).data?.content).toContain('Outcome **3**: Partial success');
    expect((await roll('2 Shaggy initiative', faces(2, 2))).data?.content).toMatch(
      /^\*\*2 dice at Difficulty 6\*\*: Shaggy initiative/,
    );
    const d10 = (await roll('3d10 loot', faces(6, 1, 10))).data?.content;
    expect(d10).toContain('Dice: 10 6 1');
    expect(d10).toContain('Total **17**');
    expect(d10).toContain('As a Contract roll at Difficulty 6: Outcome 2, Partial success');
    expect((await roll('2d6', faces(4, 2))).data?.content).not.toContain('Contract roll');
    expect((await roll('h', faces(8))).data?.content).toContain('**8**: SUCCESS');
    expect((await roll('l', faces(8))).data?.content).toContain('**8**: FAILURE');
  });

  it('overflow says how many dice were removed', async () => {
    const content = (await roll('5@11', faces(9, 9, 9))).data?.content;
    expect(content).toContain('2 dice removed, 3 dice thrown at 9');
  });

  it('a long label is cut short so the result still shows, and mentions in it ping nobody', async () => {
    const reply = await roll(`5 @everyone ${'word '.repeat(500)}`, faces(6));
    const [title] = reply.data!.content.split('\n');
    expect(title!.length).toBeLessThan(240);
    expect(title!.endsWith('…')).toBe(true);
    expect(reply.data?.content).toContain('Outcome **5**: Complete success');
    expect(reply.data).toMatchObject({ allowed_mentions: { parse: [] } });
  });

  it('`secret` keeps the result to the roller', async () => {
    expect((await roll('5', faces(5), { secret: true })).data?.flags).toBe(64);
  });

  it.each([
    ['50', 'A pool holds 1 to 49 dice; 50 is outside that.'],
    ['5@3', 'Difficulty 3 is below what this bot rolls: name 4 or more.'],
    ['5@16', 'Difficulty 16 is past the highest, 15'],
    ['3@12', 'leaves none of your 3 dice: the Outcome could only be 0'],
    ['101d6', 'Roll 1 to 100 generic dice at once; 101 is outside that.'],
    ['2d501', 'A generic die has 2 to 500 sides; 501 is outside that.'],
    ['', 'Tell me what to roll'],
  ])('refuses `%s` only to the asker, saying why', async (text, words) => {
    const reply = await roll(text);
    expect(reply.data?.flags).toBe(64);
    expect(reply.data?.content).toContain(words);
  });
});

describe('handleDiscordInteraction: /odds and the buttons', () => {
  it('/odds 5@7 gives every tier, the success chance and the mean, exactly computed', async () => {
    const reply = await answer(command('odds', { roll: '5@7' }));
    expect(reply.data?.flags).toBeUndefined();
    expect(reply.data?.content).toContain('**Odds of 5 dice at Difficulty 7**');
    expect(reply.data?.content).toMatch(/At least a partial success \(Outcome 1 or more\): \*\*\d+\.\d\d%\*\*/);
    // each die: 7–9 add 1 (3/10), a 10 adds 2 (1/10), a 1 takes 1 (1/10): 0.4 a die, 2 for five
    expect(reply.data?.content).toContain('Mean Outcome: 2.00');
  });

  it('/odds of one die at 6: the tiers add up to the known 1/10, 4/10, 4/10, 1/10', async () => {
    const content = (await answer(command('odds', { roll: '1' }))).data?.content ?? '';
    expect(content).toContain('Botch: something goes badly wrong: 10.00%');
    expect(content).toContain('Failure: 40.00%');
    expect(content).toContain('Partial success: 50.00%');
    expect(content).toContain('Mean Outcome: 0.50');
  });

  it('/odds names the dice actually thrown after overflow', async () => {
    const content = (await answer(command('odds', { roll: '6@12' }))).data?.content ?? '';
    expect(content).toContain('3 dice thrown at Difficulty 9');
  });

  it('/odds refuses what is not a pool', async () => {
    const reply = await answer(command('odds', { roll: '2d6' }));
    expect(reply.data).toMatchObject({ flags: 64 });
    expect(reply.data?.content).toContain('Give `/odds` a pool');
  });

  it('"Show odds" answers the roll in its id, only to the one who pressed it', async () => {
    const reply = await answer(button('odds:5@7:ex'));
    expect(reply.data?.flags).toBe(64);
    expect(reply.data?.content).toContain('**Odds of 5 dice at Difficulty 7, exerting**');
  });

  it('"Show odds" of a rank-6 roll keeps the floor: no botch is possible', async () => {
    const reply = await answer(button('odds:3@6:r6'));
    expect(reply.data?.content).toContain('**Odds of 3 dice at Difficulty 6, rank 6**');
    expect(reply.data?.content).toMatch(/Botch[^\n]*: 0%/);
  });

  it('"Exert and reroll" is always refused: exertion comes before the dice', async () => {
    const reply = await answer(button('exert:5@7'));
    expect(reply.data?.flags).toBe(64);
    expect(reply.data?.content).toContain('Exertion is declared before the dice are thrown');
  });

  it('a button id this bot never made is refused politely', async () => {
    expect((await answer(button('odds:999@7'))).data?.content).toContain('no longer does anything');
  });
});

const sheetRoll: SheetRollView = {
  contractorName: 'Nadia Volkov',
  expression: 'dex+athletics@7',
  label: null,
  description: '5 dice at Difficulty 7, Penalty 1',
  dice: 4,
  difficulty: 7,
  faces: [3, 9, 10, 1],
  outcome: 2,
  tier: 'partial',
  exert: false,
  rank6: false,
  mindDamageAdded: 0,
  automaticFailure: null,
  tableContractTitle: 'The Glass Orchard',
  secret: false,
};

describe('handleDiscordInteraction: sheet rolls, /sheet and the deferred path', () => {
  let fake: FakeDiscordApi;
  beforeAll(async () => (fake = await startFakeDiscordApi()));
  afterAll(() => fake.close());

  const slowPort = (ms: number): DiscordSheetPort => ({
    roll: async (_p, userId, input) => {
      await new Promise((r) => setTimeout(r, ms));
      return { ok: true, value: { ...sheetRoll, expression: `${input.expression} by ${userId}` } };
    },
    playBlock: async () => ({
      ok: false,
      error: { code: 'discord_not_linked', status: 403, message: 'Link Discord on your settings page first.' },
    }),
  });

  it('a sheet roll goes to the channel with the live table named', async () => {
    const reply = await answer(command('roll', { text: 'dex+athletics@7' }), { sheet: slowPort(0) });
    expect(reply.data?.content).toContain('**Nadia Volkov** rolls `dex+athletics@7 by 33`');
    expect(reply.data?.content).toContain('Dice: 10 9 3 1');
    expect(reply.data?.content).toContain('Also on the live table of “The Glass Orchard”.');
    expect(JSON.stringify(reply.data?.components)).toContain('odds:4@7');
  });

  it('a sheet roll with a rank-6 Ability names it in its buttons', async () => {
    const rank6Port: DiscordSheetPort = {
      ...slowPort(0),
      roll: async () => ({ ok: true, value: { ...sheetRoll, rank6: true } }),
    };
    const reply = await answer(command('roll', { text: 'dex+athletics@7' }), { sheet: rank6Port });
    expect(JSON.stringify(reply.data?.components)).toContain('"custom_id":"odds:4@7:r6"');
  });

  it('a refusal from the sheet goes only to the asker', async () => {
    const reply = await answer(command('sheet'), { sheet: slowPort(0) });
    expect(reply.data).toEqual(
      expect.objectContaining({ flags: 64, content: 'Link Discord on your settings page first.' }),
    );
  });

  it('work past the limit answers "deferred", then edits the original reply through the REST API', async () => {
    const late: Promise<void>[] = [];
    const reply = await answer(command('roll', { text: 'dex+athletics@7', secret: true }), {
      sheet: slowPort(80),
      deferAfterMs: 5,
      apiBase: fake.apiBase,
      background: (work) => late.push(work),
    });
    expect(reply).toEqual({ type: 5, data: { flags: 64 } });
    await Promise.all(late);
    const [patch] = await fake.waitFor('PATCH');
    expect(patch?.path).toBe('/api/v10/webhooks/22/interaction-token/messages/@original');
    expect((patch?.body as { content: string }).content).toContain('**Nadia Volkov** rolls');
  });

  it('a private answer after a public deferral replaces it: the original is deleted, an ephemeral follow-up sent', async () => {
    const late: Promise<void>[] = [];
    const refusing: DiscordSheetPort = {
      ...slowPort(0),
      roll: async () => {
        await new Promise((r) => setTimeout(r, 50));
        return { ok: false, error: { code: 'choose_contractor', status: 409, message: 'Choose one first.' } };
      },
    };
    const before = fake.calls.length;
    const reply = await answer(command('roll', { text: 'dex@7' }), {
      sheet: refusing,
      deferAfterMs: 5,
      apiBase: fake.apiBase,
      background: (work) => late.push(work),
    });
    expect(reply).toEqual({ type: 5, data: {} });
    await Promise.all(late);
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['DELETE', '/api/v10/webhooks/22/interaction-token/messages/@original'],
      ['POST', '/api/v10/webhooks/22/interaction-token'],
    ]);
    expect(calls[1]?.body).toMatchObject({ flags: 64, content: 'Choose one first.' });
  });

  it('an unexpected failure becomes an apology, and is logged', async () => {
    const broken: DiscordSheetPort = { ...slowPort(0), roll: () => Promise.reject(new Error('boom')) };
    const reply = await answer(command('roll', { text: 'dex@7' }), { sheet: broken });
    expect(reply.data).toMatchObject({ flags: 64 });
    expect(reply.data?.content).toContain('Something went wrong on our side');
    expect(log.entries.some((e) => e.level === 'error' && e.message === 'discord interaction failed')).toBe(true);
  });
});
