import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenarioDiscoveries } from '../db/schema.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { creditBalance, unlockFromExchange } from './credits.js';
import { discover } from './discovery.js';
import { browseExchange } from './exchange-browse.js';
import { grantCredits, insertExchangeScenario, type ScenarioFixture } from './exchange-fixtures.js';

describe.each(backends)('credits, unlocking and browsing ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const approved = (fixture: ScenarioFixture) =>
    insertExchangeScenario(t.platform, { exchangeState: 'approved', exchangeApprovedAt: t.platform.now(), ...fixture });

  describe('unlocking from the Exchange', () => {
    it('spends 100 credits and discovers the Scenario as purchased', async () => {
      const p = t.platform;
      const writer = await player(p, 'writer');
      const reader = await player(p, 'reader');
      const id = await approved({ authorId: writer.userId });
      expect(await unlockFromExchange(p, reader, id)).toMatchObject({
        ok: false,
        error: { code: 'not_enough_credits', message: expect.stringContaining('you have 0') },
      });
      await grantCredits(p, reader.userId, 130);
      expect(expectOk(await unlockFromExchange(p, reader, id))).toEqual({ id, spent: 100, balance: 30 });
      expect(await creditBalance(p.db, reader.userId)).toBe(30);
      const [found] = await p.db
        .select()
        .from(scenarioDiscoveries)
        .where(eq(scenarioDiscoveries.userId, reader.userId));
      expect(found).toMatchObject({ scenarioId: id, reason: 'purchased' });
      expect(await unlockFromExchange(p, reader, id)).toMatchObject({ error: { code: 'already_discovered' } });
      const another = await approved({ authorId: writer.userId, title: 'Another' });
      expect(await unlockFromExchange(p, reader, another)).toMatchObject({
        error: { code: 'not_enough_credits', message: expect.stringContaining('you have 30') },
      });
    });

    it('refuses one’s own, one discovered otherwise, one not on the Exchange, and visitors', async () => {
      const p = t.platform;
      const writer = await player(p, 'writer');
      const reader = await player(p, 'reader');
      await grantCredits(p, writer.userId, 500);
      await grantCredits(p, reader.userId, 500);
      const id = await approved({ authorId: writer.userId });
      expect(await unlockFromExchange(p, writer, id)).toMatchObject({ error: { code: 'own_scenario' } });
      await discover(p.db as never, [{ scenarioId: id, userId: reader.userId, reason: 'played' }], p.now());
      expect(await unlockFromExchange(p, reader, id)).toMatchObject({ error: { code: 'already_discovered' } });
      for (const state of ['awaiting', 'rejected', 'removed'] as const) {
        const off = await insertExchangeScenario(p, { authorId: writer.userId, exchangeState: state });
        expect(await unlockFromExchange(p, reader, off)).toMatchObject({ error: { code: 'not_on_exchange' } });
      }
      expect(await unlockFromExchange(p, null, id)).toMatchObject({ error: { code: 'unauthenticated' } });
      expect(await unlockFromExchange(p, reader, 'nope')).toMatchObject({ error: { code: 'not_found' } });
      expect(await creditBalance(p.db, reader.userId)).toBe(500);
    });

    it('never overdraws when two unlocks come at once', async () => {
      const p = t.platform;
      const writer = await player(p, 'writer');
      const reader = await player(p, 'reader');
      await grantCredits(p, reader.userId, 150);
      const ids = await Promise.all([0, 1, 2].map((n) => approved({ authorId: writer.userId, title: `N${n}` })));
      const outcomes = await Promise.all(ids.map((id) => unlockFromExchange(p, reader, id)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.error.code)).toEqual([
        'not_enough_credits',
        'not_enough_credits',
      ]);
      expect(await creditBalance(p.db, reader.userId)).toBe(50);
    });
  });

  describe('browsing the Exchange', () => {
    it('pages newest approval first without duplicates or gaps, even when approvals share a moment', async () => {
      const p = t.platform;
      const writer = await player(p, 'writer');
      const made: string[] = [];
      for (let n = 0; n < 25; n++) {
        // Five approvals at each of five moments.
        if (n % 5 === 0) t.clock.advance(1000);
        made.push(await approved({ authorId: writer.userId, title: `Scenario ${n}` }));
      }
      await insertExchangeScenario(p, { authorId: writer.userId, title: 'Draft' });
      const seen: string[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 10; pages++) {
        const page = expectOk(await browseExchange(p, null, { limit: 7, ...(before ? { before } : {}) }));
        seen.push(...page.items.map((i) => i.id));
        if (!page.next) break;
        before = page.next;
      }
      expect(seen).toHaveLength(25);
      expect(new Set(seen)).toEqual(new Set(made));
      const all = expectOk(await browseExchange(p, null, { limit: 50 }));
      expect(all.items.map((i) => i.id)).toEqual(seen);
      // Newest moment first.
      expect(all.items[0]!.approvedAt.getTime()).toBeGreaterThan(all.items[24]!.approvedAt.getTime());
      expect(all.credits).toBeNull();
    });

    it('filters by words, every tag, table size and Status, and marks the viewer’s own and discovered ones', async () => {
      const p = t.platform;
      const writer = await player(p, 'writer');
      const reader = await player(p, 'reader');
      await grantCredits(p, reader.userId, 240);
      const heist = await approved({
        authorId: writer.userId,
        title: 'Glass Vault',
        tags: ['heist', 'city'],
        minPlayers: 3,
        maxPlayers: 5,
        suggestedStatus: 'novice',
      });
      const horror = await approved({
        authorId: writer.userId,
        title: 'Cold Storage',
        summary: 'Something moves in the 50% freezer.',
        tags: ['horror', 'city'],
        minPlayers: 1,
        maxPlayers: 2,
      });
      const mine = await approved({ authorId: reader.userId, title: 'Reader’s own', tags: ['heist'] });
      const ids = async (input: Record<string, unknown>) =>
        expectOk(await browseExchange(p, reader, input)).items.map((i) => i.id);
      expect(await ids({ text: 'vault' })).toEqual([heist]);
      expect(await ids({ text: 'FREEZER' })).toEqual([horror]);
      expect(await ids({ text: '50%' })).toEqual([horror]);
      expect(await ids({ text: '%' })).toEqual([horror]);
      expect((await ids({ tags: ['city'] })).sort()).toEqual([heist, horror].sort());
      expect(await ids({ tags: ['city', 'Heist'] })).toEqual([heist]);
      expect(await ids({ players: 2 })).toEqual(expect.arrayContaining([horror]));
      expect(await ids({ players: 4 })).not.toContain(horror);
      expect(await ids({ players: 4, tags: ['city'] })).toEqual([heist]);
      expect((await ids({ status: 'novice' })).sort()).toEqual([heist, horror, mine].sort());
      expect(await ids({ status: 'veteran' })).not.toContain(heist);
      expectOk(await unlockFromExchange(p, reader, horror));
      const page = expectOk(await browseExchange(p, reader, {}));
      expect(page.credits).toBe(140);
      const flags = Object.fromEntries(page.items.map((i) => [i.id, [i.mine, i.discovered]]));
      expect(flags).toEqual({ [heist]: [false, false], [horror]: [false, true], [mine]: [true, false] });
      expect(await browseExchange(p, reader, { players: 0 })).toMatchObject({ error: { code: 'validation_failed' } });
      expect(await browseExchange(p, reader, { status: 'legend' })).toMatchObject({ error: { field: 'status' } });
      expect(expectOk(await browseExchange(p, reader, { before: 'garbage' })).items).toHaveLength(3);
    });
  });
});
