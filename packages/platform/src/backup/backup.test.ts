import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { getContractor } from '../contractors/read.js';
import { recordRoll } from '../contractors/rolls.js';
import { addTrauma } from '../contractors/traumas.js';
import { queryRows } from '../db/raw.js';
import { webhookDeliveries, webhooks } from '../db/schema.js';
import { signIn } from '../accounts/sign-in.js';
import { requestPasswordReset } from '../accounts/password-reset.js';
import type { Platform } from '../context.js';
import { contractorFor, creationInput, expectOk, player } from '../testing/fixtures.js';
import { createUnclaimedContractor } from '../contractors/unclaimed.js';
import { fillPlaygroupTables } from '../contracts/fixtures.js';
import { fillGiftTables } from '../gifts/gift-fixtures.js';
import { fillPassportTables } from '../passports/passport-fixtures.js';
import { fillEditTables } from '../contractors/edit-fixtures.js';
import { fillScenarioTables } from '../scenarios/scenario-fixtures.js';
import { fillMoveTables } from '../moves/move-fixtures.js';
import { fillJournalTables } from '../journals/journal-fixtures.js';
import { updateEmailPreferences } from '../email/preferences.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { postWorldEvent } from '../playgroups/world-events.js';
import { addWebhook } from '../webhooks/manage.js';
import { backends, useTestPlatform, type Backend } from '../testing/test-platform.js';
import { appendTableEvent } from '../table/events.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { BACKUP_TABLES, type BackupFile } from './backup-file.js';
import { linkForTest } from '../discord/testing.js';
import { signInWithDiscord } from '../discord/sign-in.js';

/** The fixture's webhook address, whose secret end must survive a round trip whole. */
const HOOK_URL = 'https://discord.com/api/webhooks/4242/round-trip-secret';

/** A database with a row in every backed-up table (and one queued webhook delivery, which backups leave out). */
async function fill(p: Platform): Promise<{ id: string }> {
  const ada = await player(p, 'ada');
  await player(p, 'bob');
  const id = await contractorFor(p, ada, { liabilities: ['one_eye'], secondaryAbilities: { 'Sign language': 2 } });
  expectOk(await addInjury(p, ada, id, { severity: 5, note: 'quoted "text" and ünïcödé' }));
  expectOk(await addTrauma(p, ada, id, { stockId: 'nightmares' }));
  expectOk(await recordRoll(p, ada, id, { expression: 'dex+athletics' }));
  await signIn(p, { login: 'ada', password: 'wrong password' }, { ip: '192.0.2.9' });
  await requestPasswordReset(p, { email: 'ada@example.org' });
  expectOk(await updateEmailPreferences(p, ada, { news: 'off' }));
  await fillPlaygroupTables(p);
  await fillGiftTables(p);
  await fillPassportTables(p);
  await fillEditTables(p);
  await fillScenarioTables(p);
  await fillMoveTables(p);
  await fillJournalTables(p);
  await fillTableTables(p);
  await linkForTest(p, ada.userId, '80351110224678912', { username: 'ada_q', contractorId: id });
  expectOk(await signInWithDiscord(p, { id: '80351110224678913', username: 'newcomer' }, { ip: '192.0.2.11' }));
  expectOk(await createUnclaimedContractor(p, null, creationInput({ name: 'Wren' }), { ip: '192.0.2.10' }));
  const crew = expectOk(await createPlaygroup(p, ada, { name: 'Webhook Crew' })).id;
  expectOk(await addWebhook(p, ada, crew, { url: HOOK_URL, events: ['world_event_posted'] }));
  expectOk(await postWorldEvent(p, ada, crew, { title: 'Queued', body: 'Waiting for the dispatcher.' }));
  return { id };
}

/** One live-table event (and so its state row) on a Contract the fixtures made. */
async function fillTableTables(p: Platform): Promise<void> {
  const [contract] = await queryRows<{ id: string; gm_id: string }>(p.db, sql`SELECT id, gm_id FROM contracts LIMIT 1`);
  await p.db.transaction((tx) =>
    appendTableEvent(tx, {
      contractId: contract!.id,
      kind: 'roll',
      visibility: 'gm',
      actorId: contract!.gm_id,
      payload: { outcome: 2 },
      now: p.now(),
    }),
  );
}

const fresh: Platform[] = [];
afterAll(async () => {
  for (const p of fresh) {
    if (p.kind === 'postgres') {
      const [schema] = await queryRows<{ name: string }>(p.db, sql`SELECT current_schema() AS name`);
      if (schema?.name.startsWith('test_')) await p.db.execute(sql.raw(`DROP SCHEMA ${schema.name} CASCADE`));
    }
    await p.close();
  }
});

async function freshPlatform(backend: Backend): Promise<Platform> {
  const p = await backend.open({ log: { info() {}, warn() {}, error() {} } });
  fresh.push(p);
  return p;
}

describe.each(backends)('backup and restore ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('writes every table in foreign-key order, and a restore elsewhere reads back identical', async () => {
    const { id } = await fill(t.platform);
    const backup = await backupDatabase(t.platform);
    expect(Object.keys(backup.tables)).toEqual([...BACKUP_TABLES]);
    for (const table of BACKUP_TABLES) expect(backup.tables[table]!.length, table).toBeGreaterThan(0);
    // The healing a voided Contract gave back is kept, snapshot and all (contract_healings, 0023).
    expect(backup.tables.contract_healings).toContainEqual(
      expect.objectContaining({ undone: 'restored', injury: expect.objectContaining({ severity: 5 }) }),
    );
    expect(backup).toMatchObject({
      format: 'harbinger.backup',
      version: 1,
      schema: expect.stringMatching(/^\d{4}_[a-z0-9_]+$/),
    });

    const target = await freshPlatform(backend);
    const restored = await restoreDatabase(target, JSON.parse(JSON.stringify(backup)));
    expect(restored).toEqual({
      ok: true,
      value: { rows: Object.values(backup.tables).reduce((n, rows) => n + rows.length, 0) },
    });
    const again = await backupDatabase(target);
    expect(again.tables).toEqual(backup.tables);
    const ada = {
      userId: (backup.tables.users as { id: string; handle: string }[]).find((u) => u.handle === 'ada')!.id,
      handle: 'ada',
    };
    expect(expectOk(await getContractor(target, ada, id))).toEqual(expectOk(await getContractor(t.platform, ada, id)));
    // The restored accounts work: the password hash came across.
    expect((await signIn(target, { login: 'ada', password: 'a long enough password' }, { ip: '192.0.2.1' })).ok).toBe(
      true,
    );
    // Webhooks come back with their full address; the queued delivery does not (it would send old news again).
    expect(
      await target.db
        .select({ url: webhooks.url, events: webhooks.events, createdBy: webhooks.createdBy })
        .from(webhooks),
    ).toEqual([{ url: HOOK_URL, events: ['world_event_posted'], createdBy: ada.userId }]);
    expect(await t.platform.db.select().from(webhookDeliveries)).toHaveLength(1);
    expect(backup.tables).not.toHaveProperty('webhook_deliveries');
    expect(await target.db.select().from(webhookDeliveries)).toEqual([]);
  }, 60_000);

  it('replaces what was there before', async () => {
    await fill(t.platform);
    const backup = await backupDatabase(t.platform);
    const target = await freshPlatform(backend);
    await player(target, 'someone_else');
    expectOk(await restoreDatabase(target, backup));
    const handles = await queryRows<{ handle: string }>(target.db, sql`SELECT handle FROM users ORDER BY handle`);
    expect(handles.map((h) => h.handle)).toEqual(
      (backup.tables.users as { handle: string }[]).map((u) => u.handle).sort(),
    );
    expect(handles.map((h) => h.handle)).not.toContain('someone_else');
  }, 60_000);

  it.each<[string, (b: BackupFile) => unknown, string]>([
    ['not a backup', () => ({ hello: 'world' }), 'invalid_backup'],
    ['an unknown table', (b) => ({ ...b, tables: { ...b.tables, secrets: [] } }), 'invalid_backup'],
    ['another schema', (b) => ({ ...b, schema: '0000_older' }), 'backup_schema_mismatch'],
    [
      'a row missing a required column',
      (b) => ({ ...b, tables: { ...b.tables, users: [{ ...b.tables.users![0], handle: null }] } }),
      'invalid_backup',
    ],
    [
      'a contractor whose owner is missing',
      (b) => ({ ...b, tables: { ...b.tables, users: [], sessions: [], password_resets: [] } }),
      'invalid_backup',
    ],
  ])(
    'refuses %s and changes nothing',
    async (_name, breakIt, code) => {
      await fill(t.platform);
      const backup = await backupDatabase(t.platform);
      const result = await restoreDatabase(t.platform, breakIt(backup));
      expect(result).toMatchObject({ ok: false, error: { code } });
      expect((await backupDatabase(t.platform)).tables).toEqual(backup.tables);
    },
    60_000,
  );
});

describe.runIf(backends.length > 1)('backups move between PGlite and PostgreSQL', () => {
  it('restores a PGlite backup into PostgreSQL and back, identical', async () => {
    const [pglite, postgres] = [await freshPlatform(backends[0]!), await freshPlatform(backends[1]!)];
    await fill(pglite);
    const fromPglite = await backupDatabase(pglite);
    expectOk(await restoreDatabase(postgres, fromPglite));
    const fromPostgres = await backupDatabase(postgres);
    expect(fromPostgres.tables).toEqual(fromPglite.tables);
    expectOk(await restoreDatabase(pglite, fromPostgres));
    expect((await backupDatabase(pglite)).tables).toEqual(fromPglite.tables);
  }, 60_000);
});
