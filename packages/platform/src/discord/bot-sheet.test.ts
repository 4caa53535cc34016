import { seededRng } from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { tableEvents } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { handleDiscordInteraction } from './handle-interaction.js';
import { linkForTest } from './testing.js';

const ADA_DISCORD = '200000000000000002';

function command(name: string, options: Record<string, string | boolean> = {}, userId = ADA_DISCORD) {
  return {
    type: 2,
    id: '11',
    application_id: '22',
    token: 'interaction-token',
    member: { user: { id: userId } },
    data: { name, options: Object.entries(options).map(([key, value]) => ({ name: key, type: 3, value })) },
  };
}

describe.each(backends)('the bot’s sheet-bound commands ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function answer(body: unknown) {
    const outcome = await handleDiscordInteraction(t.platform, body);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value as { type: number; data: { content: string; flags?: number; components?: unknown[] } };
  }

  it('a linked player rolls `dex+athletics@7` with the sheet’s Penalty, to the channel', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { name: 'Ada Quill' });
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    expectOk(await addInjury(t.platform, ada, id, { severity: 3 }));
    t.useRng(seededRng('bot'));
    const reply = await answer(command('roll', { text: 'dex+athletics@7 vault' }));
    expect(reply.type).toBe(4);
    expect(reply.data.flags).toBeUndefined();
    expect(reply.data.content).toMatch(/^\*\*Ada Quill\*\* rolls `dex\+athletics@7 vault`: vault\n.*Penalty 2/);
    expect(reply.data.content).toMatch(/\nDice: \d+ \d+\nOutcome \*\*-?\d+\*\*: /);
    // Two dice left after the Penalty, at Difficulty 7: the buttons carry exactly that.
    expect(JSON.stringify(reply.data.components)).toContain('"custom_id":"odds:2@7"');
  });

  it('during an Active Contract the roll also lands on the live table’s log', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    const contractId = await runningContract(table, [ada]);
    await linkForTest(t.platform, ada.player.userId, ADA_DISCORD);
    const reply = await answer(command('roll', { text: 'per+alertness@6' }));
    expect(reply.data.content).toContain('Also on the live table of “The Lighthouse”.');
    const log = await t.platform.db
      .select()
      .from(tableEvents)
      .where(and(eq(tableEvents.contractId, contractId), eq(tableEvents.kind, 'roll')));
    expect(log.map((e) => [e.visibility, e.payload.expression])).toEqual([['public', 'per+alertness@6']]);
  });

  it('/sheet shows the play block only to the player', async () => {
    const ada = await player(t.platform, 'ada');
    await contractorFor(t.platform, ada, { name: 'Ada Quill' });
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const reply = await answer(command('sheet'));
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toMatch(/^\*\*Ada Quill\*\*/);
    expect(reply.data.content).toMatch(/Body \d+\/\d+ · Mind \d+\/\d+ · Penalty \d+ · Initiative \d+ dice/);
    expect(reply.data.content).toContain('Attributes: Brawn');
  });

  it('an unlinked user is told, privately, that plain rolls work and where to link', async () => {
    const reply = await answer(command('roll', { text: 'dex+athletics@7' }, '300000000000000003'));
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toContain('That is not a plain roll');
    expect(reply.data.content).toContain('not linked to a Harbinger account');
    expect(reply.data.content).toContain(`${t.platform.origin}/settings`);
    const sheet = await answer(command('sheet', {}, '300000000000000003'));
    expect(sheet.data).toMatchObject({ flags: 64 });
    expect(sheet.data.content).toContain('not linked');
  });

  it('a player with two Contractors and no choice is asked to choose', async () => {
    const ada = await player(t.platform, 'ada');
    await contractorFor(t.platform, ada, { name: 'One' });
    await contractorFor(t.platform, ada, { name: 'Two' });
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const reply = await answer(command('roll', { text: 'dex+athletics' }));
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toContain('several Contractors');
  });

  it('notation the sheet cannot read is refused privately, in the sheet’s words', async () => {
    const ada = await player(t.platform, 'ada');
    await contractorFor(t.platform, ada);
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const reply = await answer(command('roll', { text: 'dex+flying@7' }));
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content.length).toBeGreaterThan(10);
  });
});
