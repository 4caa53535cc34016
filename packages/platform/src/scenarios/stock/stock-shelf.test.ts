import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../../backup/backup.js';
import type { Platform } from '../../context.js';
import { finishContract } from '../../contracts/finish.js';
import { openTable, runningContract } from '../../contracts/fixtures.js';
import { rsvp } from '../../contracts/rsvp.js';
import { startContract } from '../../contracts/start.js';
import { voidContractRecord } from '../../contracts/void.js';
import { queryRows } from '../../db/raw.js';
import { contractorDeaths, scenarioDiscoveries, scenarioRevisions, scenarios } from '../../db/schema.js';
import { createPlaygroup } from '../../playgroups/playgroups.js';
import { expectOk, player } from '../../testing/fixtures.js';
import { backends, useTestPlatform, type Backend } from '../../testing/test-platform.js';
import { discover } from '../discovery.js';
import { STOCK_SCENARIOS } from './catalog.js';
import { seedStockScenarios } from './seed-stock.js';
import type { StockKey } from './stock-scenario.js';
import { getStockShelf, unlockStockScenario } from './stock-shelf.js';

const idOf = (key: StockKey) => STOCK_SCENARIOS.find((s) => s.stockKey === key)!.id;

/** The stock keys the player qualifies for, beyond the free and the teaching one. */
async function earned(p: Platform, who: { userId: string; handle: string }): Promise<string[]> {
  const shelf = expectOk(await getStockShelf(p, who));
  return shelf.items.filter((i) => i.qualifies && i.requirement !== 'none').map((i) => i.stockKey);
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

describe.each(backends)('stock Scenarios ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('seeds every stock Scenario once, then only a changed text, bumping its version and keeping discoveries', async () => {
    const p = t.platform;
    const first = await seedStockScenarios(p);
    expect(first.inserted.sort()).toEqual(STOCK_SCENARIOS.map((s) => s.id).sort());
    expect(await seedStockScenarios(p)).toEqual({ inserted: [], updated: [] });
    const rows = await p.db.select().from(scenarios);
    expect(rows).toHaveLength(STOCK_SCENARIOS.length);
    expect(rows.every((r) => r.version === 1 && r.authorId === null && r.exchangeState === 'none')).toBe(true);
    expect(await p.db.select().from(scenarioRevisions)).toHaveLength(STOCK_SCENARIOS.length);

    const ada = await player(p, 'ada');
    const lowTide = STOCK_SCENARIOS.find((s) => s.stockKey === 'playgroup')!;
    await p.db.transaction((tx) =>
      discover(tx, [{ scenarioId: lowTide.id, userId: ada.userId, reason: 'unlocked' }], p.now()),
    );
    t.clock.advance(60_000);
    const improved = STOCK_SCENARIOS.map((s) =>
      s.id === lowTide.id ? { ...s, mission: `${s.mission}\n\nOne more sentence of advice for the GM.` } : s,
    );
    expect(await seedStockScenarios(p, improved)).toEqual({ inserted: [], updated: [lowTide.id] });
    expect(await seedStockScenarios(p, improved)).toEqual({ inserted: [], updated: [] });
    const [row] = await p.db
      .select()
      .from(scenarios)
      .where(sql`${scenarios.id} = ${lowTide.id}`);
    expect(row!.version).toBe(2);
    expect(row!.mission).toContain('One more sentence');
    expect(row!.updatedAt).toEqual(p.now());
    const revisions = await p.db
      .select({ number: scenarioRevisions.number, content: scenarioRevisions.content })
      .from(scenarioRevisions)
      .where(sql`${scenarioRevisions.scenarioId} = ${lowTide.id}`)
      .orderBy(scenarioRevisions.number);
    expect(revisions.map((r) => r.number)).toEqual([1, 2]);
    expect(revisions[1]!.content.mission).toBe(row!.mission);
    expect(await p.db.select().from(scenarioDiscoveries)).toHaveLength(1);
  });

  it('shows visitors the shelf: the free one and the teaching one readable, nothing to unlock', async () => {
    await seedStockScenarios(t.platform);
    const shelf = expectOk(await getStockShelf(t.platform, null));
    expect(shelf.signedIn).toBe(false);
    expect(shelf.items.map((i) => i.stockKey)).toEqual(['free', 'playgroup', 'player', 'gm', 'loss', 'learning']);
    expect(shelf.items.filter((i) => i.readable).map((i) => i.stockKey)).toEqual(['free', 'learning']);
    expect(shelf.items.filter((i) => i.qualifies).map((i) => i.stockKey)).toEqual(['free', 'learning']);
    expect(shelf.items.some((i) => i.canUnlock || i.unlocked)).toBe(false);
    expect(shelf.items.find((i) => i.stockKey === 'learning')!.forLearning).toBe(true);
    expect(shelf.items.every((i) => i.how.length > 0)).toBe(true);
    expect(await unlockStockScenario(t.platform, null, idOf('free'))).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
  });

  it('lets a new player unlock the free one, once, and refuses what they have not earned', async () => {
    const p = t.platform;
    await seedStockScenarios(p);
    const ada = await player(p, 'ada');
    expect(await earned(p, ada)).toEqual([]);
    const unlocked = expectOk(await unlockStockScenario(p, ada, idOf('free')));
    expect(unlocked).toMatchObject({ unlocked: true, readable: true, canUnlock: false, discovered: ['unlocked'] });
    expect(expectOk(await unlockStockScenario(p, ada, idOf('free')))).toEqual(unlocked);
    expect(await p.db.select().from(scenarioDiscoveries)).toHaveLength(1);
    expect(await unlockStockScenario(p, ada, idOf('playgroup'))).toMatchObject({
      ok: false,
      error: { code: 'stock_not_earned', status: 403, message: expect.stringContaining('Create a Playgroup') },
    });
    expect(await unlockStockScenario(p, ada, idOf('learning'))).toMatchObject({
      ok: false,
      error: { code: 'learning_scenario', status: 409 },
    });
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect(await unlockStockScenario(p, ada, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // The teaching one never counts as a discovery.
    const rows = await p.db.select().from(scenarioDiscoveries);
    expect(rows.map((r) => r.scenarioId)).toEqual([idOf('free')]);
  });

  it('unlocks the Playgroup one for whoever created a Playgroup, and only that one', async () => {
    const p = t.platform;
    await seedStockScenarios(p);
    const ada = await player(p, 'ada');
    expectOk(await createPlaygroup(p, ada, { name: 'Lantern Club' }));
    expect(await earned(p, ada)).toEqual(['playgroup']);
    expect(expectOk(await unlockStockScenario(p, ada, idOf('playgroup')))).toMatchObject({ unlocked: true });
    expect(await unlockStockScenario(p, ada, idOf('player'))).toMatchObject({ ok: false });
  });

  it('unlocks by playing, GMing and losing a Contractor on finished Contracts, never on voided ones', async () => {
    const p = t.platform;
    await seedStockScenarios(p);
    const table = await openTable(p, {}, 'gmgwen');
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const rin = await player(p, 'rin');
    const contract = await runningContract(table, [ann, bob], { rsvpRule: 'anyone' });
    // A Ringer's seat is not a Contractor's seat. A running Contract earns nothing yet.
    const ringerContract = await table.schedule({ rsvpRule: 'anyone' });
    expectOk(await rsvp(p, rin, ringerContract, { ringer: true }));
    expectOk(await rsvp(p, ann.player, ringerContract, { contractorId: ann.contractorId }));
    expectOk(await startContract(p, table.gm, ringerContract));
    expect(await earned(p, ann.player)).toEqual([]);
    expect(await earned(p, table.gm)).toEqual(['playgroup']);

    expectOk(
      await finishContract(p, table.gm, contract, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory' },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    expectOk(
      await finishContract(p, table.gm, ringerContract, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        ringers: [{ handle: 'rin', achieved: true }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    expect(await earned(p, ann.player)).toEqual(['player']);
    expect(await earned(p, bob.player)).toEqual(['player', 'loss']);
    expect(await earned(p, table.gm)).toEqual(['playgroup', 'gm']);
    expect(await earned(p, rin)).toEqual([]);
    expect(expectOk(await unlockStockScenario(p, bob.player, idOf('loss')))).toMatchObject({ unlocked: true });
    expect(expectOk(await unlockStockScenario(p, table.gm, idOf('gm')))).toMatchObject({ unlocked: true });

    // A death voided on its own no longer counts; voiding the Contract takes everything it earned away.
    await p.db.update(contractorDeaths).set({ voidedAt: p.now() });
    expect(await earned(p, bob.player)).toEqual(['player']);
    expectOk(await voidContractRecord(p, table.gm, contract, {}));
    expect(await earned(p, bob.player)).toEqual([]);
    expect(await earned(p, ann.player)).toEqual(['player']);
    expectOk(await voidContractRecord(p, table.gm, ringerContract, {}));
    expect(await earned(p, ann.player)).toEqual([]);
    expect(await earned(p, table.gm)).toEqual(['playgroup']);
    // What was unlocked stays unlocked: discovery is never undone.
    const shelf = expectOk(await getStockShelf(p, bob.player));
    expect(shelf.items.find((i) => i.stockKey === 'loss')).toMatchObject({ unlocked: true, qualifies: false });
  }, 60_000);

  it('restores a backup into a fresh database whose stock Scenarios were already seeded', async () => {
    const p = t.platform;
    await seedStockScenarios(p);
    const ada = await player(p, 'ada');
    expectOk(await unlockStockScenario(p, ada, idOf('free')));
    const backup = await backupDatabase(p);
    const target = await freshPlatform(backend);
    expect(await target.db.select().from(scenarios)).toHaveLength(STOCK_SCENARIOS.length);
    expectOk(await restoreDatabase(target, JSON.parse(JSON.stringify(backup))));
    expect((await backupDatabase(target)).tables).toEqual(backup.tables);
    expect(await seedStockScenarios(target)).toEqual({ inserted: [], updated: [] });
  }, 60_000);
});
