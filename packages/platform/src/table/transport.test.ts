import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { LISTENER_NAME } from '../db/connection.js';
import { transact } from '../db/transaction.js';
import { failure, success } from '../errors.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { openTableBus, tableChannel, type TableBus } from './bus.js';
import { appendTableEvent, type TableEvent, type TableEventView } from './events.js';
import { readTableEvents } from './replay.js';
import { recordTableRoll } from './rolls.js';
import { watchTable } from './watch.js';

/** Waits until `check` holds (the bus delivers asynchronously), failing after a while. */
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Lets the bus hear whatever it is going to hear (a marker event appended last proves the earlier ones passed). */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe.each(backends)('live table transport ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let bus: TableBus | undefined;
  afterEach(async () => {
    await bus?.close();
    bus = undefined;
  });

  async function seatedTable() {
    const table: Table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const contractId = await runningContract(table, [ann, bob]);
    return { table, ann, bob, contractId };
  }

  /** A watch for `actor`, collecting what it is sent. */
  async function watching(actor: Parameters<typeof watchTable>[2], contractId: string, after?: number) {
    bus ??= await openTableBus(t.platform);
    const seen: TableEventView[] = [];
    const watch = expectOk(await watchTable(t.platform, bus, actor, contractId, { after, send: (v) => seen.push(v) }));
    return { seen, watch };
  }

  it('hears a NOTIFY made inside a transaction only once it commits, and never one rolled back', async () => {
    const heard: string[] = [];
    const channel = await tableChannel(t.platform);
    const unlisten = await t.platform.listen(channel, (payload) => heard.push(payload));
    try {
      let heardBeforeCommit = -1;
      await transact(t.platform.db, async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${channel}, 'committed')`);
        await new Promise((r) => setTimeout(r, 100));
        heardBeforeCommit = heard.length;
        return success(null);
      });
      expect(heardBeforeCommit).toBe(0);
      await until(() => heard.includes('committed'), 'the committed notice');
      await transact(t.platform.db, async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${channel}, 'rolled back')`);
        return failure({ code: 'refused', status: 409, message: 'no' });
      });
      await t.platform.db.execute(sql`SELECT pg_notify(${channel}, 'marker')`);
      await until(() => heard.includes('marker'), 'the marker');
      expect(heard).toEqual(['committed', 'marker']);
    } finally {
      await unlisten();
    }
  });

  it('keeps a GM-only roll from a player’s stream and replay, and shows a blind roll to its roller hidden', async () => {
    const { table, ann, bob, contractId } = await seatedTable();
    const gmWatch = await watching(table.gm, contractId);
    const annWatch = await watching(ann.player, contractId);
    const bobWatch = await watching(bob.player, contractId);

    const secret = expectOk(
      await recordTableRoll(t.platform, table.gm, contractId, {
        expression: '6@7',
        label: 'Watchman',
        visibility: 'gm',
      }),
    );
    expect(secret.payload).toMatchObject({ rollerName: 'Watchman', dice: 6, difficulty: 7, contractorId: null });
    const blind = expectOk(
      await recordTableRoll(t.platform, ann.player, contractId, { expression: 'per+alertness', visibility: 'blind' }),
    );
    expect(blind).toMatchObject({ hidden: true, payload: null, visibility: 'blind' });
    const open = expectOk(await recordTableRoll(t.platform, bob.player, contractId, { expression: 'brawn+athletics' }));

    await until(() => gmWatch.seen.length === 3 && annWatch.seen.length === 2, 'the streams');
    await settle();
    expect(gmWatch.seen.map((v) => v.id)).toEqual([secret.id, blind.id, open.id]);
    expect(gmWatch.seen[1]).toMatchObject({ hidden: false, payload: { rollerName: "ann's Contractor" } });
    // Ann rolled blind: she learns she rolled, not what. She never hears the GM's roll.
    expect(annWatch.seen.map((v) => v.id)).toEqual([blind.id, open.id]);
    expect(annWatch.seen[0]).toMatchObject({ id: blind.id, hidden: true, payload: null });
    expect(JSON.stringify(annWatch.seen)).not.toContain('Watchman');
    // Bob sees neither the GM's roll nor Ann's blind one.
    expect(bobWatch.seen.map((v) => v.id)).toEqual([open.id]);

    const replayed = expectOk(await readTableEvents(t.platform, bob.player, contractId));
    expect(replayed.events.map((v) => v.id)).toEqual([open.id]);
    expect(replayed.lastId).toBe(open.id);
    const annReplay = expectOk(await readTableEvents(t.platform, ann.player, contractId));
    expect(annReplay.events.map((v) => [v.id, v.hidden])).toEqual([
      [blind.id, true],
      [open.id, false],
    ]);
    for (const w of [gmWatch, annWatch, bobWatch]) w.watch.stop();
    expect(bus!.listeners(contractId)).toBe(0);
  });

  it('replays only what came after an id, then goes on live without a gap or a double', async () => {
    const { table, ann, contractId } = await seatedTable();
    const first = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '3' }));
    const second = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '4' }));
    const after = expectOk(await readTableEvents(t.platform, ann.player, contractId, { after: first.id }));
    expect(after.events.map((v) => v.id)).toEqual([second.id]);
    expect(expectOk(await readTableEvents(t.platform, ann.player, contractId, { after: second.id })).events).toEqual(
      [],
    );

    // A client claiming an id from the far future is the table's first listener here: it must not silence others.
    const boaster = await watching(table.gm, contractId, 1e12);
    const { seen } = await watching(ann.player, contractId, first.id);
    expect(seen.map((v) => v.id)).toEqual([second.id]);
    const third = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '5' }));
    await until(() => seen.length === 2, 'the live roll');
    await settle();
    expect(seen.map((v) => v.id)).toEqual([second.id, third.id]);
    expect(boaster.seen).toEqual([]);
  });

  it('refuses outsiders: not_at_table to anyone without a seat, not_found for a table that is not there', async () => {
    const { table, ann, contractId } = await seatedTable();
    // The Playgroup is listed, so a stranger may read the Contract, but not sit at its table.
    const stranger = await player(t.platform, 'stranger');
    const member = (await table.seat('idle')).player;
    bus = await openTableBus(t.platform);
    const missing = await readTableEvents(t.platform, ann.player, '00000000-0000-4000-8000-000000000000');
    expect(missing.ok ? 'ok' : missing.error.code).toBe('not_found');
    const garbage = await watchTable(t.platform, bus, ann.player, 'nonsense', { send: () => {} });
    expect(garbage.ok ? 'ok' : garbage.error.code).toBe('not_found');
    for (const [who, code] of [
      [stranger, 'not_at_table'],
      [member, 'not_at_table'],
    ] as const) {
      const read = await readTableEvents(t.platform, who, contractId);
      expect(read.ok ? 'ok' : read.error.code).toBe(code);
      const watch = await watchTable(t.platform, bus, who, contractId, {
        send: () => expect.fail('an outsider heard'),
      });
      expect(watch.ok ? 'ok' : watch.error.code).toBe(code);
      const roll = await recordTableRoll(t.platform, who, contractId, { expression: '3' });
      expect(roll.ok ? 'ok' : roll.error.code).toBe(code);
    }
    expect(bus.listeners(contractId)).toBe(0);
    const anonymous = await readTableEvents(t.platform, null, contractId);
    expect(anonymous.ok ? 'ok' : anonymous.error.code).toBe('unauthenticated');
  });

  it('puts a roll made from the sheet on the table while the Contract is Active, and a public table roll on the sheet', async () => {
    const { table, ann, contractId } = await seatedTable();
    const { seen } = await watching(table.gm, contractId);
    const { recordRoll, listRolls } = await import('../contractors/rolls.js');
    expectOk(
      await recordRoll(t.platform, ann.player, ann.contractorId, { expression: 'dex+athletics', label: 'Jump' }),
    );
    await until(() => seen.length === 1, 'the sheet roll');
    expect(seen[0]).toMatchObject({
      kind: 'roll',
      visibility: 'public',
      actorId: ann.player.userId,
      payload: { contractorId: ann.contractorId, label: 'Jump', expression: 'dex+athletics', purpose: 'free' },
    });
    expectOk(await recordTableRoll(t.platform, ann.player, contractId, { expression: 'brawn', label: 'Lift' }));
    expectOk(await recordTableRoll(t.platform, ann.player, contractId, { expression: 'per', visibility: 'self' }));
    const history = expectOk(await listRolls(t.platform, ann.player, ann.contractorId));
    // The public table roll is in the history; the one only Ann may see is not (her sheet has other readers).
    expect(history.map((r) => r.label)).toEqual(['Lift', 'Jump']);
  });

  it('refuses rolls at a table that is not open, and a Contractor the player did not bring', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const { rsvp } = await import('../contracts/rsvp.js');
    const scheduled = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, scheduled, { contractorId: ann.contractorId }));
    const early = await recordTableRoll(t.platform, ann.player, scheduled, { expression: 'dex' });
    expect(early.ok ? 'ok' : early.error.code).toBe('table_closed');
    const contractId = await runningContract(table, [ann, bob]);
    const theirs = await recordTableRoll(t.platform, ann.player, contractId, {
      expression: 'dex',
      contractorId: bob.contractorId,
    });
    expect(theirs.ok ? 'ok' : theirs.error.code).toBe('not_your_contractor');
    const gmSheetNotation = await recordTableRoll(t.platform, table.gm, contractId, { expression: 'dex+athletics' });
    expect(gmSheetNotation.ok ? 'ok' : gmSheetNotation.error.code).toBe('invalid_roll');
    const bad = await recordTableRoll(t.platform, ann.player, contractId, { expression: '3', visibility: 'loud' });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('validation_failed');
  });

  it('shows an incapacitated Contractor’s table roll as the automatic failure it is, with its odds', async () => {
    const { ann, contractId } = await seatedTable();
    const { addInjury } = await import('../contractors/injuries.js');
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 7 }));
    const rolled = expectOk(await recordTableRoll(t.platform, ann.player, contractId, { expression: 'dex+athletics' }));
    expect(rolled.payload).toMatchObject({ automaticFailure: 'body_spent', dice: 0, outcome: 0 });
    expect((rolled.payload as { odds: { success: number } }).odds.success).toBe(0);
  });

  it('reads back an event too big for NOTIFY', async () => {
    const { table, ann, contractId } = await seatedTable();
    const { seen } = await watching(ann.player, contractId);
    const big = await transact(t.platform.db, async (tx) =>
      success(
        await appendTableEvent(tx, {
          contractId,
          kind: 'sheet',
          actorId: table.gm.userId,
          payload: { note: 'x'.repeat(9000) },
          now: t.platform.now(),
        }),
      ),
    );
    await until(() => seen.length === 1, 'the big event');
    expect(seen[0]).toMatchObject({ id: expectOk(big).id, payload: { note: 'x'.repeat(9000) } });
  });

  it.runIf(backend.name === 'postgres')(
    'carries an event appended through one platform to the bus of another on the same schema',
    async () => {
      const { ann, contractId } = await seatedTable();
      const [schema] = (
        (await t.platform.db.execute(sql`SELECT current_schema() AS name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      const { openPlatform } = await import('../context.js');
      const other = await openPlatform({
        databaseUrl: process.env.HARBINGER_TEST_DATABASE_URL!,
        schema: schema!.name,
        migrate: false,
        log: t.log,
      });
      const otherBus = await openTableBus(other);
      try {
        const heard: TableEvent[] = [];
        otherBus.subscribe(contractId, (event) => heard.push(event));
        const roll = expectOk(await recordTableRoll(t.platform, ann.player, contractId, { expression: 'dex' }));
        await until(() => heard.length === 1, 'the other server');
        expect(heard[0]).toMatchObject({ id: roll.id, kind: 'roll', actorId: ann.player.userId });
      } finally {
        await otherBus.close();
        await other.close();
      }
    },
  );

  it.runIf(backend.name === 'postgres')(
    'hears again after its listening connection is cut, and reads back what was written meanwhile',
    async () => {
      const { table, ann, contractId } = await seatedTable();
      const { seen } = await watching(ann.player, contractId);
      const first = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '3' }));
      await until(() => seen.length === 1, 'the first roll');
      const [schema] = (
        (await t.platform.db.execute(sql`SELECT current_schema() AS name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      const cut = (await t.platform.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME + schema!.name}`,
      )) as unknown as { rows: { cut: boolean }[] };
      expect(cut.rows).toEqual([{ cut: true }]);
      // Written while the listener is gone (or coming back): its notice may be lost; the log is not.
      const during = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '4' }));
      await until(() => seen.length === 2, 'the roll made meanwhile', 15_000);
      const after = expectOk(await recordTableRoll(t.platform, table.gm, contractId, { expression: '5' }));
      await until(() => seen.length === 3, 'a roll after the reconnect', 15_000);
      await settle();
      expect(seen.map((v) => v.id)).toEqual([first.id, during.id, after.id]);
    },
    30_000,
  );
});
