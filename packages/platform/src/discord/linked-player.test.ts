import { parseRoll, resolveRollExpression, rollDice, seededRng } from '@harbinger/rules';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { listRolls } from '../contractors/rolls.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { contractors, discordAccounts, tableEvents } from '../db/schema.js';
import { getTableSnapshot } from '../table/snapshot.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { chooseDiscordContractor, discordPlayBlock, linkedPlayer, rollAsDiscordPlayer } from './linked-player.js';
import { linkForTest } from './testing.js';

const ADA_DISCORD = '100000000000000001';
const traits = {
  attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
  abilities: { athletics: 2, medicine: 1 },
  secondaryAbilities: {},
};

describe.each(backends)('the Discord bot’s linked player ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const retire = (id: string) =>
    t.platform.db.update(contractors).set({ retiredAt: t.platform.now() }).where(eq(contractors.id, id));

  it('finds nobody for an unlinked Discord user, and the only living Contractor of a linked one', async () => {
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toBeNull();
    const ada = await player(t.platform, 'ada');
    await linkForTest(t.platform, ada.userId, ADA_DISCORD, { username: 'ada_q' });
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toEqual({
      actor: ada,
      contractor: null,
      reason: 'none',
      discordUsername: 'ada_q',
    });
    const id = await contractorFor(t.platform, ada, { name: 'Ada Quill' });
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({
      contractor: { id, name: 'Ada Quill' },
      reason: 'only',
    });
    // A second living one makes it ambiguous; retiring it makes the first the only one again.
    const second = await contractorFor(t.platform, ada, { name: 'Second' });
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({ contractor: null, reason: 'ambiguous' });
    await retire(second);
    expect((await linkedPlayer(t.platform, ADA_DISCORD))?.contractor?.id).toBe(id);
  });

  it('picks the one seated at an Active Contract, and a choice over both while it stands', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Seated Ada' });
    const spare = await contractorFor(t.platform, ada.player, { name: 'Spare' });
    await linkForTest(t.platform, ada.player.userId, ADA_DISCORD);
    // Two living Contractors, none at an Active Contract yet: no way to tell.
    expect((await linkedPlayer(t.platform, ADA_DISCORD))?.reason).toBe('ambiguous');
    await runningContract(table, [ada]);
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({
      contractor: { id: ada.contractorId, name: 'Seated Ada' },
      reason: 'seated',
    });
    expectOk(await chooseDiscordContractor(t.platform, ada.player, spare));
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({
      contractor: { id: spare, name: 'Spare' },
      reason: 'chosen',
    });
    // A chosen Contractor retired is not silently replaced by another.
    await retire(spare);
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({
      contractor: null,
      reason: 'chosen_unavailable',
    });
    // Back to choosing automatically.
    expect(expectOk(await chooseDiscordContractor(t.platform, ada.player, null))).toEqual({ contractorId: null });
    expect((await linkedPlayer(t.platform, ADA_DISCORD))?.reason).toBe('seated');
  });

  it('forgets a choice whose Contractor was deleted', async () => {
    const ada = await player(t.platform, 'ada');
    const one = await contractorFor(t.platform, ada, { name: 'One' });
    const two = await contractorFor(t.platform, ada, { name: 'Two' });
    await linkForTest(t.platform, ada.userId, ADA_DISCORD, { contractorId: two });
    await t.platform.db.delete(contractors).where(eq(contractors.id, two));
    const [link] = await t.platform.db.select().from(discordAccounts);
    expect(link!.contractorId).toBeNull();
    expect(await linkedPlayer(t.platform, ADA_DISCORD)).toMatchObject({ contractor: { id: one }, reason: 'only' });
  });

  it('refuses to choose without a link, someone else’s Contractor, a retired one, or a bad id', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const mine = await contractorFor(t.platform, ada);
    const bobs = await contractorFor(t.platform, bob);
    const unlinked = await chooseDiscordContractor(t.platform, ada, mine);
    expect(unlinked.ok ? null : unlinked.error).toMatchObject({ code: 'discord_not_linked', status: 409 });
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const other = await chooseDiscordContractor(t.platform, ada, bobs);
    expect(other.ok ? null : other.error).toMatchObject({ code: 'not_found', status: 404, field: 'contractorId' });
    const bad = await chooseDiscordContractor(t.platform, ada, 'nope');
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'validation_failed', field: 'contractorId' });
    await retire(mine);
    const retired = await chooseDiscordContractor(t.platform, ada, mine);
    expect(retired.ok ? null : retired.error).toMatchObject({ code: 'contractor_retired', status: 409 });
    expect(await chooseDiscordContractor(t.platform, null, mine)).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    const [link] = await t.platform.db.select().from(discordAccounts);
    expect(link!.contractorId).toBeNull();
  });

  it('rolls sheet notation from Discord with the sheet’s Penalty and keeps it in the history', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    expectOk(await addInjury(t.platform, ada, id, { severity: 3 }));
    t.useRng(seededRng('discord'));
    const roll = expectOk(await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+athletics@7 vault' }));
    const parsed = parseRoll('dex+athletics@7 vault');
    if (!parsed.ok) throw new Error('notation refused');
    const resolved = resolveRollExpression(parsed.value, { traits, penalty: 2 });
    if (!resolved.ok) throw new Error('rules refused');
    const expected = rollDice(resolved.value.options, seededRng('discord'));
    expect(roll).toMatchObject({
      contractorId: id,
      contractorName: 'Ada Quill',
      player: 'ada',
      expression: 'dex+athletics@7 vault',
      label: 'vault',
      dice: 2,
      difficulty: 7,
      faces: expected.faces,
      outcome: expected.outcome,
      tier: expected.tier,
      penalty: 2,
      exert: false,
      automaticFailure: null,
      tableContractId: null,
      tableContractTitle: null,
      secret: false,
    });
    expect(roll.description).toContain('Penalty 2');
    // Two dice at Difficulty 7, each scoring -1 (a 1), 0 (2–6), +1 (7–9) or +2 (a 10): the sum stays at 0 or below
    // for (1,1), (1,0) twice, (0,0) and (1,+1) twice: .01 + .10 + .25 + .06 = .42, so an Outcome of 1+ is .58.
    expect(roll.odds.success).toBeCloseTo(0.58, 10);
    expect(Object.values(roll.odds.tiers).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const history = expectOk(await listRolls(t.platform, ada, id));
    expect(history.map((r) => [r.expression, r.penalty, r.faces])).toEqual([
      ['dex+athletics@7 vault', 2, expected.faces],
    ]);
  });

  it('exerts, adding Mind damage to the sheet; a secret roll away from a table stays off the history', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const exerted = expectOk(await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'brawn+brawl ex' }));
    expect(exerted).toMatchObject({ exert: true, mindDamageAdded: 1 });
    const [row] = await t.platform.db.select().from(contractors).where(eq(contractors.id, id));
    expect(row!.mindDamage).toBe(1);
    const secret = expectOk(
      await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'int+medicine', secret: true }),
    );
    expect(secret.secret).toBe(true);
    const history = expectOk(await listRolls(t.platform, ada, id));
    expect(history.map((r) => r.expression)).toEqual(['brawn+brawl ex']);
  });

  it('fails an incapacitated Contractor’s roll by itself, saying why', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    // Body 7: an Injury of Severity 7 leaves 0.
    expectOk(await addInjury(t.platform, ada, id, { severity: 7 }));
    const roll = expectOk(await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+athletics' }));
    expect(roll).toMatchObject({ dice: 0, outcome: 0, tier: 'failure', faces: [] });
    expect(roll.automaticFailure).toContain('incapacitated');
    expect(roll.odds.success).toBe(0);
  });

  it('puts the roll on the live table of the Active Contract, for the GM only when secret', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    const contractId = await runningContract(table, [ada]);
    await linkForTest(t.platform, ada.player.userId, ADA_DISCORD);
    const open = expectOk(await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'per+alertness@6' }));
    expect(open).toMatchObject({ tableContractId: contractId, tableContractTitle: 'The Lighthouse', secret: false });
    const hidden = expectOk(
      await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'cha+influence', label: 'lie', secret: true }),
    );
    expect(hidden.label).toBe('lie');
    const log = await t.platform.db
      .select()
      .from(tableEvents)
      .where(and(eq(tableEvents.contractId, contractId), eq(tableEvents.kind, 'roll')))
      .orderBy(asc(tableEvents.id));
    expect(log.map((e) => [e.visibility, e.actorId, e.payload.contractorId, e.payload.expression])).toEqual([
      ['public', ada.player.userId, ada.contractorId, 'per+alertness@6'],
      ['gm', ada.player.userId, ada.contractorId, 'cha+influence'],
    ]);
    expect(log[0]!.payload).toMatchObject({ rollerName: 'Ada', faces: open.faces, outcome: open.outcome });
    // The GM sees both on the table; another player sees only the open one; the sheet keeps only the open one.
    const bob = await table.seat('bob');
    await runningContract(table, [bob]);
    const gmView = expectOk(await getTableSnapshot(t.platform, table.gm, contractId));
    expect(gmView.events.filter((e) => e.kind === 'roll')).toHaveLength(2);
    const history = expectOk(await listRolls(t.platform, ada.player, ada.contractorId));
    expect(history.map((r) => r.expression)).toEqual(['per+alertness@6']);
  });

  it('refuses an unlinked Discord user, no obvious Contractor, and passes the sheet’s refusals through', async () => {
    const notLinked = await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+athletics' });
    expect(notLinked.ok ? null : notLinked.error).toMatchObject({ code: 'discord_not_linked', status: 403 });
    expect(notLinked.ok ? '' : notLinked.error.message).toContain('settings');
    const ada = await player(t.platform, 'ada');
    await linkForTest(t.platform, ada.userId, ADA_DISCORD);
    const none = await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+athletics' });
    expect(none.ok ? null : none.error).toMatchObject({ code: 'choose_contractor', status: 409 });
    expect(none.ok ? '' : none.error.message).toContain('create one');
    await contractorFor(t.platform, ada, { name: 'One' });
    await contractorFor(t.platform, ada, { name: 'Two' });
    const two = await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+athletics' });
    expect(two.ok ? null : two.error).toMatchObject({ code: 'choose_contractor', status: 409 });
    expect(two.ok ? '' : two.error.message).toMatch(/settings page/);
    const [first] = await t.platform.db.select().from(contractors).where(eq(contractors.name, 'One'));
    expectOk(await chooseDiscordContractor(t.platform, ada, first!.id));
    const bad = await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: 'dex+juggling' });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'invalid_roll', status: 422 });
    const empty = await rollAsDiscordPlayer(t.platform, ADA_DISCORD, { expression: '  ' });
    expect(empty.ok ? null : empty.error).toMatchObject({ code: 'validation_failed', field: 'expression' });
  });

  it('gives the play block of the bot’s Contractor as plain data', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    const contractId = await runningContract(table, [ada]);
    await linkForTest(t.platform, ada.player.userId, ADA_DISCORD);
    expectOk(await addInjury(t.platform, ada.player, ada.contractorId, { severity: 3, note: 'grazed' }));
    const block = expectOk(await discordPlayBlock(t.platform, ADA_DISCORD));
    expect(block).toMatchObject({
      contractorId: ada.contractorId,
      name: 'Ada',
      player: 'ada',
      penalty: 2,
      body: { left: 4, of: 7 },
      mind: { left: 4, of: 4 },
      down: null,
      injuries: [{ severity: 3, stabilized: false, note: 'grazed' }],
      table: { contractId, title: 'The Lighthouse' },
    });
    expect(block.attributes.map((a) => [a.name, a.rating])).toEqual([
      ['Brawn', 3],
      ['Dexterity', 2],
      ['Perception', 2],
      ['Charisma', 1],
      ['Intellect', 2],
    ]);
    expect(block.abilities.map((a) => [a.id, a.rating])).toEqual([
      ['athletics', 2],
      ['medicine', 1],
    ]);
    const stranger = await discordPlayBlock(t.platform, '999');
    expect(stranger.ok ? null : stranger.error).toMatchObject({ code: 'discord_not_linked' });
  });
});
