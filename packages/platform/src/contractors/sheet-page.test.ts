import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { backupDatabase, restoreDatabase } from '../backup/backup.js';
import { openPlatform, type Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { contractors, ledgerEntries, rolls, users } from '../db/schema.js';
import { memoryLogger } from '../log.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { referencePage } from '../testing/sheet-reference.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury, updateInjury } from './injuries.js';
import { exert, setMindDamage } from './mind.js';
import { exportPassport } from '../passports/export-passport.js';
import { importPassport } from '../passports/import-passport.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { requestMembership } from '../playgroups/membership.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { getContractor, getLedger } from './read.js';
import { listRolls, recordRoll } from './rolls.js';
import { addBattleScar, removeBattleScar } from './scars.js';
import { sheetCacheOf } from './sheet-cache.js';
import { getSheetPage } from './sheet-page.js';
import { setSourcePoints } from './source.js';
import { spendExp } from './spend-exp.js';
import { addTrauma, removeTrauma } from './traumas.js';
import { updateContractor } from './update.js';
import type { ContractorView } from './views.js';

type Step = [
  name: string,
  write: (ctx: {
    p: Platform;
    now: Date;
    owner: NonNullable<Actor>;
    id: string;
    view: ContractorView;
  }) => Promise<unknown>,
];

const injuryOf = (view: ContractorView, severity: number) => view.injuries.find((i) => i.severity === severity)!.id;

/** Every workflow that changes what a sheet shows, in an order where each one has something to act on. */
const WRITES: Step[] = [
  ['addInjury', ({ p, owner, id }) => addInjury(p, owner, id, { severity: 5 })],
  [
    'updateInjury choose_scar',
    ({ p, owner, id, view }) =>
      updateInjury(p, owner, id, injuryOf(view, 5), { action: 'choose_scar', customName: 'Jagged line' }),
  ],
  [
    'updateInjury worsen',
    ({ p, owner, id, view }) => updateInjury(p, owner, id, injuryOf(view, 5), { action: 'worsen' }),
  ],
  [
    'updateInjury stabilize (rolled by the server)',
    ({ p, owner, id, view }) => updateInjury(p, owner, id, injuryOf(view, 6), { action: 'stabilize', kind: 'proper' }),
  ],
  [
    'updateInjury heal',
    ({ p, owner, id, view }) => updateInjury(p, owner, id, view.injuries[0]!.id, { action: 'heal', steps: 1 }),
  ],
  ['addInjury light', ({ p, owner, id }) => addInjury(p, owner, id, { severity: 1 })],
  [
    'updateInjury remove',
    ({ p, owner, id, view }) => updateInjury(p, owner, id, injuryOf(view, 1), { action: 'remove' }),
  ],
  [
    'addBattleScar',
    ({ p, owner, id }) => addBattleScar(p, owner, id, { custom: { name: 'Burnt palm', scarClass: 'minor' } }),
  ],
  [
    'removeBattleScar',
    ({ p, owner, id, view }) =>
      removeBattleScar(p, owner, id, view.battleScars.find((s) => s.name === 'Burnt palm')!.id),
  ],
  ['addTrauma', ({ p, owner, id }) => addTrauma(p, owner, id, { stockId: 'nightmares' })],
  [
    'spendExp therapy',
    ({ p, owner, id, view }) =>
      spendExp(p, owner, id, { purchase: { kind: 'therapy', traumaId: view.traumas[0]!.id } }),
  ],
  ['addTrauma custom', ({ p, owner, id }) => addTrauma(p, owner, id, { custom: { name: 'Hears bells' } })],
  ['removeTrauma', ({ p, owner, id, view }) => removeTrauma(p, owner, id, view.traumas[0]!.id)],
  ['setMindDamage', ({ p, owner, id }) => setMindDamage(p, owner, id, { mindDamage: 2 })],
  ['exert', ({ p, owner, id }) => exert(p, owner, id)],
  [
    'updateContractor source',
    ({ p, owner, id, view }) => updateContractor(p, owner, id, { version: view.version, source: { name: 'The Hum' } }),
  ],
  ['setSourcePoints', ({ p, owner, id }) => setSourcePoints(p, owner, id, { current: 0 })],
  ['spendExp source', ({ p, owner, id }) => spendExp(p, owner, id, { purchase: { kind: 'source' } })],
  ['spendExp ability', ({ p, owner, id }) => spendExp(p, owner, id, { purchase: { kind: 'ability', id: 'medicine' } })],
  [
    'updateContractor words and gear',
    ({ p, owner, id, view }) =>
      updateContractor(p, owner, id, {
        version: view.version,
        notes: 'Owes Marta',
        weapons: ['knife'],
        conditions: ['Hunted'],
      }),
  ],
  ['recordRoll', ({ p, owner, id }) => recordRoll(p, owner, id, { expression: 'dex+athletics@7' })],
  ['recordRoll exerting', ({ p, owner, id }) => recordRoll(p, owner, id, { expression: 'dex+athletics ex' })],
  // Writes by other workflows that do not bump the version must not leave a stale sheet either.
  [
    'a ledger entry written directly',
    async ({ p, now, id }) => {
      await p.db.insert(ledgerEntries).values({
        contractorId: id,
        resource: 'exp',
        amount: 7,
        kind: 'contract_attendance',
        cause: {},
        createdAt: now,
      });
    },
  ],
  [
    'a ledger entry voided directly',
    async ({ p, now }) => {
      await p.db.update(ledgerEntries).set({ voidedAt: now }).where(eq(ledgerEntries.kind, 'contract_attendance'));
    },
  ],
  [
    'a roll written directly',
    async ({ p, now, id, owner }) => {
      const result = {
        dice: 1,
        difficulty: 6,
        faces: [9],
        outcome: 1,
        tier: 'success',
        penalty: 0,
        mindDamageAdded: 0,
      };
      await p.db.insert(rolls).values({
        contractorId: id,
        rollerId: owner.userId,
        expression: 'dex',
        label: null,
        description: '1 die at Difficulty 6',
        options: { pool: 1 },
        result,
        createdAt: now,
      });
    },
  ],
  [
    'victories changed directly',
    async ({ p, id }) => {
      await p.db.update(contractors).set({ victories: 3 }).where(eq(contractors.id, id));
    },
  ],
  [
    'the owner’s handle changed directly',
    async ({ p, owner }) => {
      await p.db.update(users).set({ handle: 'Ada' }).where(eq(users.id, owner.userId));
    },
  ],
];

describe.each(backends)('the sheet page and its cache ($name)', (backend) => {
  const context = useTestPlatform(backend);

  /** Every read path, for each viewer, equals the sheet computed from scratch. */
  async function expectFresh(id: string, viewers: Actor[]): Promise<string> {
    const seen: unknown[] = [];
    for (const viewer of viewers) {
      const page = expectOk(await getSheetPage(context.platform, viewer, id, { rolls: 20 }));
      expect(page).toStrictEqual(await referencePage(context.platform, viewer, id, 20));
      expect(expectOk(await getContractor(context.platform, viewer, id))).toStrictEqual(page.contractor);
      expect(expectOk(await getLedger(context.platform, viewer, id))).toStrictEqual(page.ledger);
      expect(expectOk(await listRolls(context.platform, viewer, id, { limit: 20 }))).toStrictEqual(page.rolls);
      seen.push(page);
    }
    return JSON.stringify(seen);
  }

  it('after every write workflow, every reader sees the new sheet (never a cached old one)', async () => {
    const ada = await player(context.platform, 'ada');
    const bob = await player(context.platform, 'bob');
    const id = await contractorFor(context.platform, ada);
    const viewers = [ada, bob, null];
    let before = await expectFresh(id, viewers);
    for (const [name, write] of WRITES) {
      context.clock.advance(60_000);
      const view = expectOk(await getContractor(context.platform, ada, id));
      const result = (await write({ p: context.platform, now: context.clock.now(), owner: ada, id, view })) as
        { ok?: boolean; error?: unknown } | undefined;
      expect(result?.ok ?? true, `${name}: ${JSON.stringify(result?.error)}`).toBe(true);
      const after = await expectFresh(id, viewers);
      expect(after, `${name} changed nothing a reader sees`).not.toBe(before);
      before = after;
    }
  });

  it('uses the cache: a second read is a hit, and so is the first read after the owner’s own change', async () => {
    const ada = await player(context.platform, 'ada');
    const id = await contractorFor(context.platform, ada);
    const stats = sheetCacheOf(context.platform.db).stats;
    expectOk(await getSheetPage(context.platform, ada, id));
    const { hits, rollHits } = stats;
    expectOk(await getSheetPage(context.platform, null, id));
    expect(stats).toMatchObject({ hits: hits + 1, rollHits: rollHits + 1 });
    expectOk(await setMindDamage(context.platform, ada, id, { mindDamage: 1 }));
    expect(expectOk(await getContractor(context.platform, ada, id)).mindDamage).toBe(1);
    expect(stats.hits).toBe(hits + 2);
    // A roll leaves the sheet as it was but not the history.
    expectOk(await recordRoll(context.platform, ada, id, { expression: 'dex' }));
    expect(expectOk(await getSheetPage(context.platform, ada, id)).rolls).toHaveLength(1);
    expect(stats).toMatchObject({ hits: hits + 3, rollHits: rollHits + 1 });
    expect(expectOk(await listRolls(context.platform, ada, id))).toHaveLength(1);
    expect(stats.rollHits).toBe(rollHits + 2);
  });

  it('never gives one viewer another viewer’s view, whichever reads first', async () => {
    const ada = await player(context.platform, 'ada');
    const bob = await player(context.platform, 'bob');
    const first = await contractorFor(context.platform, ada);
    const second = await contractorFor(context.platform, ada);
    for (const [id, order] of [
      [first, [ada, bob, null, ada]],
      [second, [null, bob, ada, bob]],
    ] as const) {
      for (const viewer of order) {
        const page = expectOk(await getSheetPage(context.platform, viewer, id));
        expect(page.contractor.editable).toBe(viewer === ada);
        expect(expectOk(await getContractor(context.platform, viewer, id)).editable).toBe(viewer === ada);
      }
    }
  });

  it('hides a private sheet from everyone but its owner, even right after the owner read it', async () => {
    const ada = await player(context.platform, 'ada');
    const bob = await player(context.platform, 'bob');
    const id = await contractorFor(context.platform, ada);
    await expectFresh(id, [ada, bob, null]);
    expect(
      expectOk(
        await updateContractor(context.platform, ada, id, {
          version: expectOk(await getContractor(context.platform, ada, id)).version,
          private: true,
        }),
      ).private,
    ).toBe(true);
    expect(expectOk(await getSheetPage(context.platform, ada, id)).contractor.private).toBe(true);
    const hidden = { ok: false, error: { code: 'not_found', status: 404 } };
    for (const viewer of [bob, null]) {
      expect(await getSheetPage(context.platform, viewer, id)).toMatchObject(hidden);
      expect(await getContractor(context.platform, viewer, id)).toMatchObject(hidden);
      expect(await getLedger(context.platform, viewer, id)).toMatchObject(hidden);
      expect(await listRolls(context.platform, viewer, id)).toMatchObject(hidden);
      expect(await exportPassport(context.platform, viewer, id)).toMatchObject(hidden);
    }
    // Made private behind the workflows' back (no version bump): still hidden at once.
    const open = await contractorFor(context.platform, ada);
    await expectFresh(open, [ada, bob]);
    await context.platform.db.update(contractors).set({ private: true }).where(eq(contractors.id, open));
    expect(await getSheetPage(context.platform, bob, open)).toMatchObject(hidden);
    expect(await getContractor(context.platform, bob, open)).toMatchObject(hidden);
    expect(expectOk(await getContractor(context.platform, ada, open)).private).toBe(true);
  });

  it('opens a private sheet to its home Playgroup’s Leader (read-only view), and to nobody else, cached or not', async () => {
    const leader = await player(context.platform, 'lena');
    const owner = await player(context.platform, 'olly');
    const outsider = await player(context.platform, 'otto');
    const playgroupId = expectOk(await createPlaygroup(context.platform, leader, { name: 'Night Shift' })).id;
    expectOk(await requestMembership(context.platform, owner, playgroupId, { action: 'join' }));
    const id = await contractorFor(context.platform, owner, { private: true });
    expectOk(await addContractorToPlaygroup(context.platform, owner, playgroupId, { contractorId: id }));
    expectOk(await decideContractor(context.platform, leader, playgroupId, id, { decision: 'approve' }));
    expectOk(await recordRoll(context.platform, owner, id, { expression: 'dex' }));
    // The owner warms the cache first; the Leader then gets the non-owner view, the outsider nothing.
    expect(expectOk(await getSheetPage(context.platform, owner, id)).contractor.editable).toBe(true);
    const seen = expectOk(await getSheetPage(context.platform, leader, id));
    expect(seen).toStrictEqual(await referencePage(context.platform, leader, id));
    expect(seen.contractor).toMatchObject({ private: true, editable: false });
    expect(expectOk(await listRolls(context.platform, leader, id))).toStrictEqual(seen.rolls);
    expect(expectOk(await getLedger(context.platform, leader, id))).toStrictEqual(seen.ledger);
    for (const viewer of [outsider, null]) {
      expect(await getSheetPage(context.platform, viewer, id)).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      expect(await listRolls(context.platform, viewer, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });

  it('hands out copies: changing what a read or a write returned changes nothing for the next reader', async () => {
    const ada = await player(context.platform, 'ada');
    const id = await contractorFor(context.platform, ada);
    expectOk(await recordRoll(context.platform, ada, id, { expression: 'dex+athletics' }));
    const written = expectOk(await setMindDamage(context.platform, ada, id, { mindDamage: 1 }));
    written.attributes.brawn = 9;
    written.conditions.push('Scribbled');
    const page = expectOk(await getSheetPage(context.platform, ada, id));
    page.contractor.attributes.brawn = 8;
    page.contractor.limits[0]!.name = 'Scribbled';
    page.ledger[0]!.cause.scribbled = true;
    page.contractor.derived.penalty = 40;
    page.rolls[0]!.faces.push(99);
    const history = expectOk(await listRolls(context.platform, ada, id));
    history[0]!.options.pool = 40;
    history.pop();
    await expectFresh(id, [ada, null]);
  });

  it('reads an imported Contractor and a restored database as they are now', async () => {
    const ada = await player(context.platform, 'ada');
    const id = await contractorFor(context.platform, ada);
    await expectFresh(id, [ada]);
    const copy = expectOk(
      await importPassport(context.platform, ada, expectOk(await exportPassport(context.platform, ada, id))),
    ).id;
    await expectFresh(copy, [ada, null]);
    const backup = await backupDatabase(context.platform);
    expectOk(await addInjury(context.platform, ada, id, { severity: 3 }));
    expect(expectOk(await getContractor(context.platform, ada, id)).injuries).toHaveLength(1);
    expectOk(await restoreDatabase(context.platform, backup));
    expect(expectOk(await getContractor(context.platform, ada, id)).injuries).toHaveLength(0);
    await expectFresh(id, [ada, null]);
  });

  it('takes options: how many rolls, whether the ledger, and refuses bad ones', async () => {
    const ada = await player(context.platform, 'ada');
    const id = await contractorFor(context.platform, ada);
    for (let i = 0; i < 3; i++) expectOk(await recordRoll(context.platform, ada, id, { expression: 'dex' }));
    const page = expectOk(await getSheetPage(context.platform, ada, id));
    expect(page.rolls).toHaveLength(3);
    expect(page.ledger.length).toBeGreaterThan(0);
    expect(expectOk(await getSheetPage(context.platform, ada, id, { rolls: 2 })).rolls).toStrictEqual(
      page.rolls.slice(0, 2),
    );
    expect(expectOk(await getSheetPage(context.platform, ada, id, { rolls: 0, ledger: false }))).toStrictEqual({
      contractor: page.contractor,
      ledger: [],
      rolls: [],
    });
    for (const options of [{ rolls: -1 }, { rolls: 1.5 }, { rolls: 201 }, { ledger: 'yes' }, { extra: 1 }]) {
      expect(await getSheetPage(context.platform, ada, id, options as never)).toMatchObject({
        ok: false,
        error: { code: 'validation_failed', status: 400 },
      });
    }
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'abc', 42, null, "1' OR '1'='1"]) {
      expect(await getSheetPage(context.platform, ada, bad)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });

  it.skipIf(backend.name !== 'postgres')('stays right with two app servers on one database', async () => {
    const [schema] = await queryRows<{ name: string }>(context.platform.db, sql`SELECT current_schema() AS name`);
    const other = await openPlatform({
      databaseUrl: process.env.HARBINGER_TEST_DATABASE_URL!,
      schema: schema!.name,
      migrate: false,
      log: memoryLogger(),
      now: () => context.clock.now(),
    });
    try {
      const ada = await player(context.platform, 'ada');
      const id = await contractorFor(context.platform, ada);
      await expectFresh(id, [ada, null]);
      expect(expectOk(await getContractor(other, ada, id)).injuries).toHaveLength(0);
      expectOk(await addInjury(other, ada, id, { severity: 4 }));
      await expectFresh(id, [ada, null]);
      expectOk(
        await updateContractor(context.platform, ada, id, {
          version: expectOk(await getContractor(context.platform, ada, id)).version,
          private: true,
        }),
      );
      expect(await getSheetPage(other, null, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(expectOk(await getSheetPage(other, ada, id)).contractor.private).toBe(true);
    } finally {
      await other.close();
    }
  });
});
