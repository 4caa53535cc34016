import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAccess } from '../admin/admin-token.js';
import { creditEntries, exchangeReviews, notifications, scenarioDiscoveries, scenarios } from '../db/schema.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { creditBalance } from './credits.js';
import { insertExchangeScenario } from './exchange-fixtures.js';
import { listExchangeQueue, readSubmission, reviewSubmission } from './exchange-review.js';
import { submitToExchange, withdrawFromExchange } from './exchange-submit.js';
import { getSharePage, shareScenario } from './share.js';
import { hasSitePermission, setSitePermission, setSitePermissionForAdmin } from './site-permissions.js';

const TOKEN = 'c'.repeat(32) + '0123456789abcdef';

describe.each(backends)('the Exchange ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function cast() {
    const p = t.platform;
    const writer = await player(p, 'writer');
    const approver = await player(p, 'approver');
    const other = await player(p, 'other');
    expectOk(await setSitePermission(p, { handle: 'approver', permission: 'approve_scenarios', held: true }));
    const id = await insertExchangeScenario(p, { authorId: writer.userId });
    return { p, writer, approver, other, id };
  }

  const kindsOf = async (userId: string) =>
    (await t.platform.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

  describe('the approve_scenarios permission', () => {
    it('is granted and revoked by handle; unknown handles and permissions are refused', async () => {
      const p = t.platform;
      const mara = await player(p, 'Mara');
      expect(await hasSitePermission(p.db, mara.userId, 'approve_scenarios')).toBe(false);
      const granted = expectOk(
        await setSitePermission(p, { handle: 'mara', permission: 'approve_scenarios', held: true }),
      );
      expect(granted).toEqual({ handle: 'Mara', permission: 'approve_scenarios', held: true, changed: true });
      expect(
        expectOk(await setSitePermission(p, { handle: 'MARA', permission: 'approve_scenarios', held: true })).changed,
      ).toBe(false);
      expect(await hasSitePermission(p.db, mara.userId, 'approve_scenarios')).toBe(true);
      expect(
        expectOk(await setSitePermission(p, { handle: 'mara', permission: 'approve_scenarios', held: false })).changed,
      ).toBe(true);
      expect(await hasSitePermission(p.db, mara.userId, 'approve_scenarios')).toBe(false);
      expect(
        await setSitePermission(p, { handle: 'nobody', permission: 'approve_scenarios', held: true }),
      ).toMatchObject({
        ok: false,
        error: { code: 'unknown_player', message: expect.stringContaining('nobody') },
      });
      expect(await setSitePermission(p, { handle: 'mara', permission: 'run_everything', held: true })).toMatchObject({
        ok: false,
        error: { code: 'unknown_permission' },
      });
    });

    it('takes the admin token through the API path', async () => {
      const p = t.platform;
      const mara = await player(p, 'mara');
      const access = adminAccess({ HARBINGER_ADMIN_TOKEN: TOKEN });
      const input = { handle: 'mara', permission: 'approve_scenarios', held: true };
      expect(await setSitePermissionForAdmin(p, access, null, input)).toMatchObject({
        error: { code: 'admin_token_required' },
      });
      expect(await setSitePermissionForAdmin(p, access, `${TOKEN}x`, input)).toMatchObject({
        error: { code: 'admin_token_wrong' },
      });
      expect(await hasSitePermission(p.db, mara.userId, 'approve_scenarios')).toBe(false);
      expectOk(await setSitePermissionForAdmin(p, access, TOKEN, input));
      expect(await hasSitePermission(p.db, mara.userId, 'approve_scenarios')).toBe(true);
    });

    it('opens the queue and decisions to approvers only', async () => {
      const { p, writer, approver, other, id } = await cast();
      expectOk(await submitToExchange(p, writer, id));
      expect(await listExchangeQueue(p, other)).toMatchObject({
        ok: false,
        error: { code: 'not_an_approver', status: 403 },
      });
      expect(await listExchangeQueue(p, null)).toMatchObject({ ok: false, error: { code: 'unauthenticated' } });
      expect(await reviewSubmission(p, other, id, { decision: 'approve' })).toMatchObject({
        error: { code: 'not_an_approver' },
      });
      expect(await readSubmission(p, other, id)).toMatchObject({ error: { code: 'not_an_approver' } });
      expect(expectOk(await listExchangeQueue(p, approver)).map((q) => q.id)).toEqual([id]);
    });

    it('never lets an approver decide their own submission', async () => {
      const { p, approver, writer } = await cast();
      const own = await insertExchangeScenario(p, { authorId: approver.userId, title: 'My own' });
      expectOk(await submitToExchange(p, approver, own));
      expect(expectOk(await listExchangeQueue(p, approver))).toMatchObject([{ id: own, own: true }]);
      expect(await reviewSubmission(p, approver, own, { decision: 'approve' })).toMatchObject({
        ok: false,
        error: { code: 'forbidden', status: 403 },
      });
      // The approver's own submission tells the other approvers, not the approver.
      expect(await kindsOf(approver.userId)).not.toContain('exchange_submitted');
      expect(await kindsOf(writer.userId)).toEqual([]);
    });
  });

  describe('sharing', () => {
    it('lets the named players discover the Scenario (shared by the writer) and tells each once', async () => {
      const { p, writer, other, approver, id } = await cast();
      const shared = expectOk(await shareScenario(p, writer, id, { handles: ['Other', '@approver'] }));
      expect(shared).toEqual({ shared: ['approver', 'other'].sort(), alreadyShared: [] });
      const rows = await p.db.select().from(scenarioDiscoveries).where(eq(scenarioDiscoveries.scenarioId, id));
      expect(rows.map((r) => [r.userId, r.reason, r.sharedBy]).sort()).toEqual(
        [
          [other.userId, 'shared', writer.userId],
          [approver.userId, 'shared', writer.userId],
        ].sort(),
      );
      expect(await kindsOf(other.userId)).toEqual(['scenario_shared']);
      const again = expectOk(await shareScenario(p, writer, id, { handles: ['other'] }));
      expect(again).toEqual({ shared: [], alreadyShared: ['other'] });
      expect(await kindsOf(other.userId)).toEqual(['scenario_shared']);
      const page = expectOk(await getSharePage(p, writer, id));
      expect(page.sharedWith.map((s) => s.handle)).toEqual(['approver', 'other']);
    });

    it('refuses unknown handles by name and shares with nobody then', async () => {
      const { p, writer, id } = await cast();
      const refused = await shareScenario(p, writer, id, { handles: ['other', 'ghost', 'phantom'] });
      expect(refused).toMatchObject({ ok: false, error: { code: 'unknown_players', status: 422 } });
      expect(!refused.ok && refused.error.message).toMatch(/“ghost”, “phantom”/);
      expect(await p.db.select().from(scenarioDiscoveries)).toEqual([]);
      expect(await shareScenario(p, writer, id, { handles: [] })).toMatchObject({
        error: { code: 'validation_failed' },
      });
      expect(await shareScenario(p, writer, id, { handles: ['writer'] })).toMatchObject({
        error: { code: 'share_with_self' },
      });
    });

    it('is the writer’s alone', async () => {
      const { p, other, id } = await cast();
      expect(await shareScenario(p, other, id, { handles: ['approver'] })).toMatchObject({ error: { status: 403 } });
      expect(await getSharePage(p, other, id)).toMatchObject({ error: { status: 403 } });
      expect(await shareScenario(p, other, 'not-an-id', { handles: ['approver'] })).toMatchObject({
        error: { status: 404 },
      });
    });
  });

  describe('submitting', () => {
    it('needs a summary and a write-up, and refuses stock and teaching Scenarios', async () => {
      const { p, writer } = await cast();
      const bare = await insertExchangeScenario(p, { authorId: writer.userId, summary: '  ' });
      expect(await submitToExchange(p, writer, bare)).toMatchObject({ error: { code: 'summary_missing' } });
      const empty = await insertExchangeScenario(p, { authorId: writer.userId, overview: '' });
      expect(await submitToExchange(p, writer, empty)).toMatchObject({ error: { code: 'writeup_empty' } });
      const stock = await insertExchangeScenario(p, { authorId: writer.userId, stockKey: 'test-stock' });
      expect(await submitToExchange(p, writer, stock)).toMatchObject({ error: { code: 'stock_scenario' } });
      const learning = await insertExchangeScenario(p, { authorId: writer.userId, forLearning: true });
      expect(await submitToExchange(p, writer, learning)).toMatchObject({ error: { code: 'stock_scenario' } });
      expect(await p.db.select().from(exchangeReviews)).toEqual([]);
    });

    it('tells the approvers, can be withdrawn and sent again, one review row per submission', async () => {
      const { p, writer, approver, other, id } = await cast();
      expect(await submitToExchange(p, other, id)).toMatchObject({ error: { status: 403 } });
      expect(expectOk(await submitToExchange(p, writer, id)).exchangeState).toBe('awaiting');
      expect(await submitToExchange(p, writer, id)).toMatchObject({ error: { code: 'already_submitted' } });
      expect(await kindsOf(approver.userId)).toEqual(['exchange_submitted']);
      expect(expectOk(await withdrawFromExchange(p, writer, id)).exchangeState).toBe('withdrawn');
      expect(expectOk(await listExchangeQueue(p, approver))).toEqual([]);
      expect(await withdrawFromExchange(p, writer, id)).toMatchObject({ error: { code: 'not_submitted' } });
      t.clock.advance(60_000);
      expectOk(await submitToExchange(p, writer, id));
      const reviews = await p.db.select().from(exchangeReviews).where(eq(exchangeReviews.scenarioId, id));
      expect(reviews.map((r) => r.state).sort()).toEqual(['awaiting', 'withdrawn']);
      const page = expectOk(await getSharePage(p, writer, id));
      expect(page.submissions.map((s) => s.state)).toEqual(['awaiting', 'withdrawn']);
      expect(page.submitProblem).toMatch(/waiting/);
    });
  });

  describe('reviewing', () => {
    it('lists the waiting submissions oldest first and lets approvers read them without discovering them', async () => {
      const { p, writer, approver, id } = await cast();
      const second = await insertExchangeScenario(p, {
        authorId: writer.userId,
        title: 'Second',
        aftermath: 'The twist.',
      });
      expectOk(await submitToExchange(p, writer, second));
      t.clock.advance(1000);
      expectOk(await submitToExchange(p, writer, id));
      expect(expectOk(await listExchangeQueue(p, approver)).map((q) => q.title)).toEqual(['Second', 'The Salt Ledger']);
      const full = expectOk(await readSubmission(p, approver, second));
      expect(full.sections.aftermath).toBe('The twist.');
      expect(full.writer).toBe('writer');
      expect(await p.db.select().from(scenarioDiscoveries)).toEqual([]);
      const draft = await insertExchangeScenario(p, { authorId: writer.userId });
      expect(await readSubmission(p, approver, draft)).toMatchObject({ error: { code: 'not_submitted' } });
    });

    it('rejects only with a reason, which the writer reads; the writer sends it again', async () => {
      const { p, writer, approver, id } = await cast();
      expectOk(await submitToExchange(p, writer, id));
      expect(await reviewSubmission(p, approver, id, { decision: 'reject' })).toMatchObject({
        ok: false,
        error: { code: 'validation_failed', field: 'reason' },
      });
      expect(await reviewSubmission(p, approver, id, { decision: 'reject', reason: '   ' })).toMatchObject({
        ok: false,
      });
      const rejected = expectOk(
        await reviewSubmission(p, approver, id, { decision: 'reject', reason: 'The Mission is thin.' }),
      );
      expect(rejected).toMatchObject({ exchangeState: 'rejected', creditsPaid: 0 });
      const [told] = await p.db.select().from(notifications).where(eq(notifications.userId, writer.userId));
      expect(told).toMatchObject({
        kind: 'exchange_reviewed',
        message: expect.stringContaining('The Mission is thin.'),
      });
      expect(await reviewSubmission(p, approver, id, { decision: 'approve' })).toMatchObject({
        error: { code: 'not_waiting' },
      });
      expectOk(await submitToExchange(p, writer, id));
      expect(expectOk(await reviewSubmission(p, approver, id, { decision: 'approve' })).creditsPaid).toBe(340);
    });

    it('pays 340 credits on the first approval only', async () => {
      const { p, writer, approver, id } = await cast();
      expectOk(await submitToExchange(p, writer, id));
      const approved = expectOk(await reviewSubmission(p, approver, id, { decision: 'approve' }));
      expect(approved).toMatchObject({
        exchangeState: 'approved',
        creditsPaid: 340,
        exchangeApprovedAt: t.clock.now(),
      });
      expect(await creditBalance(p.db, writer.userId)).toBe(340);
      // Removed by an approver, sent again, approved again: nothing more.
      expect(await reviewSubmission(p, approver, id, { decision: 'remove' })).toMatchObject({
        error: { field: 'reason' },
      });
      expectOk(await reviewSubmission(p, approver, id, { decision: 'remove', reason: 'Copied from a book.' }));
      expectOk(await submitToExchange(p, writer, id));
      expect(expectOk(await reviewSubmission(p, approver, id, { decision: 'approve' })).creditsPaid).toBe(0);
      // Withdrawn by the writer, sent again, approved again: still nothing more.
      expectOk(await withdrawFromExchange(p, writer, id));
      expectOk(await submitToExchange(p, writer, id));
      t.clock.advance(5000);
      expect(expectOk(await reviewSubmission(p, approver, id, { decision: 'approve' })).creditsPaid).toBe(0);
      expect(await creditBalance(p.db, writer.userId)).toBe(340);
      const paid = await p.db.select().from(creditEntries).where(eq(creditEntries.kind, 'exchange_approval'));
      expect(paid).toHaveLength(1);
      const [row] = await p.db
        .select()
        .from(scenarios)
        .where(and(eq(scenarios.id, id)));
      expect(row).toMatchObject({ exchangeState: 'approved', exchangeApprovedAt: t.clock.now() });
      expect((await kindsOf(writer.userId)).filter((k) => k === 'exchange_reviewed')).toHaveLength(4);
    });
  });
});
