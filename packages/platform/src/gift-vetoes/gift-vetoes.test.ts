import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTable, type Player, type Table } from '../contracts/fixtures.js';
import { rsvp, withdrawRsvp } from '../contracts/rsvp.js';
import { scheduleContract } from '../contracts/schedule.js';
import { queryRows } from '../db/raw.js';
import { createGift } from '../gifts/create-gift.js';
import { award, giftSpec } from '../gifts/gift-fixtures.js';
import { improveGift } from '../gifts/improve-gift.js';
import { getContractorGifts } from '../gifts/read-gifts.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { createCustomRole } from '../playgroups/custom-roles.js';
import { changeMembership, requestMembership } from '../playgroups/membership.js';
import { listNotifications } from '../playgroups/notifications.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { liftGiftVeto, vetoGift } from './veto-gift.js';

describe.each(backends)('Gift vetoes ($name)', (backend) => {
  const t = useTestPlatform(backend);

  /** A Playgroup led by its GM, with Ann (a Member) whose approved Contractor holds the Gift “Ember Lash”. */
  async function vetoTable(): Promise<{ table: Table; ann: { player: Player; contractorId: string }; giftId: string }> {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await award(t.platform, ann.contractorId, { victories: 2, giftCredits: 2, improvements: 1 });
    const gift = expectOk(
      await createGift(t.platform, ann.player, ann.contractorId, { spec: giftSpec('injure', { name: 'Ember Lash' }) }),
    );
    return { table, ann, giftId: gift.id };
  }

  const reason = 'Its Description sets whole buildings alight, far beyond one Gift Credit.';

  it('a Leader vetoes a Gift with a reason: the owner is told and the Stock tab shows it to every reader', async () => {
    const { table, ann, giftId } = await vetoTable();
    const veto = expectOk(
      await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId, reason: `  ${reason} ` }),
    );
    expect(veto).toMatchObject({
      giftId,
      giftName: 'Ember Lash',
      contractorId: ann.contractorId,
      playgroup: { id: table.playgroupId, name: 'Night Shift' },
      reason,
      giftRevision: 1,
      vetoedBy: 'gwen',
      ended: null,
    });
    const [told] = expectOk(await listNotifications(t.platform, ann.player, {})).items;
    expect(told).toMatchObject({
      kind: 'gift_vetoed',
      link: `/contractors/${ann.contractorId}?tab=stock`,
      read: false,
    });
    expect(told!.message).toContain('Ember Lash');
    expect(told!.message).toContain(reason);
    for (const viewer of [ann.player, table.gm, null]) {
      const seen = expectOk(await getContractorGifts(t.platform, viewer, ann.contractorId));
      expect(seen.vetoes).toEqual([
        expect.objectContaining({
          id: veto.id,
          giftId,
          reason,
          playgroup: { id: table.playgroupId, name: 'Night Shift' },
        }),
      ]);
    }
    // Only someone who may veto there gets the form.
    expect(expectOk(await getContractorGifts(t.platform, table.gm, ann.contractorId)).vetoIn).toEqual([
      { id: table.playgroupId, name: 'Night Shift' },
    ]);
    expect(expectOk(await getContractorGifts(t.platform, ann.player, ann.contractorId)).vetoIn).toEqual([]);
    expect(expectOk(await getContractorGifts(t.platform, null, ann.contractorId)).vetoIn).toEqual([]);
    // The ledger is untouched: a veto is a judgement, not a transaction.
    const [ledger] = await queryRows<{ n: number }>(
      t.platform.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE cause ->> 'vetoId' IS NOT NULL OR kind LIKE '%veto%'`,
    );
    expect(ledger!.n).toBe(0);
  });

  it('refuses whoever may not veto, bad input and a second veto, and writes nothing', async () => {
    const { table, ann, giftId } = await vetoTable();
    const bea = await table.seat('bea');
    const watcher = await table.seat('wes', { role: 'watcher' });
    const outsider = await player(t.platform, 'otto');
    const input = { playgroupId: table.playgroupId, reason };
    expect(await vetoGift(t.platform, bea.player, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await vetoGift(t.platform, watcher.player, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await vetoGift(t.platform, ann.player, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await vetoGift(t.platform, outsider, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', status: 403 },
    });
    expect(await vetoGift(t.platform, null, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
    expect(await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', status: 400, field: 'reason' },
    });
    expect(
      await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId, reason: '  ' }),
    ).toMatchObject({ ok: false, error: { field: 'reason', status: 400 } });
    expect(await vetoGift(t.platform, table.gm, giftId, { ...input, extra: 1 })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    expect(await vetoGift(t.platform, table.gm, 'not-an-id', input)).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });
    expect(await vetoGift(t.platform, table.gm, giftId, { ...input, contractorId: bea.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(
      await vetoGift(t.platform, table.gm, giftId, { ...input, playgroupId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const [before] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM gift_vetoes`);
    expect(before!.n).toBe(0);
    expectOk(await vetoGift(t.platform, table.gm, giftId, { ...input, contractorId: ann.contractorId }));
    expect(await vetoGift(t.platform, table.gm, giftId, input)).toMatchObject({
      ok: false,
      error: { code: 'already_vetoed', status: 409 },
    });
    expect(await liftGiftVeto(t.platform, bea.player, giftId, { playgroupId: table.playgroupId })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    const [after] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM gift_vetoes`);
    expect(after!.n).toBe(1);
  });

  it('keeps a vetoed Gift out of play: RSVP is refused naming the Gift and why, until the veto is lifted', async () => {
    const { table, ann, giftId } = await vetoTable();
    const contract = await table.schedule();
    expectOk(await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId, reason }));
    const refused = await rsvp(t.platform, ann.player, contract, { contractorId: ann.contractorId });
    expect(refused).toMatchObject({ ok: false, error: { code: 'gift_vetoed', status: 422, field: 'contractorId' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/Ember Lash.*Description sets whole buildings alight/);
    const lifted = expectOk(await liftGiftVeto(t.platform, table.gm, giftId, { playgroupId: table.playgroupId }));
    expect(lifted.ended).toMatchObject({ how: 'lifted', by: 'gwen' });
    expect(expectOk(await listNotifications(t.platform, ann.player, {})).items[0]).toMatchObject({
      kind: 'gift_veto_lifted',
    });
    expect(expectOk(await getContractorGifts(t.platform, null, ann.contractorId)).vetoes).toEqual([]);
    expect(await liftGiftVeto(t.platform, table.gm, giftId, { playgroupId: table.playgroupId })).toMatchObject({
      ok: false,
      error: { code: 'not_vetoed', status: 409 },
    });
    expectOk(await rsvp(t.platform, ann.player, contract, { contractorId: ann.contractorId }));
    // The lifted veto stays on record, and a new one can be given.
    expectOk(await withdrawRsvp(t.platform, ann.player, contract));
    expectOk(
      await vetoGift(t.platform, table.gm, giftId, {
        playgroupId: table.playgroupId,
        reason: 'Second look: still too strong.',
      }),
    );
    const rows = await queryRows<{ ended_how: string | null }>(
      t.platform.db,
      sql`SELECT ended_how FROM gift_vetoes ORDER BY created_at, id`,
    );
    expect(rows.map((r) => r.ended_how)).toEqual(['lifted', null]);
  });

  it('a Judge, or a custom role that manages Contractors, may veto and lift too', async () => {
    const { table, giftId } = await vetoTable();
    const judge = await table.seat('jude', { role: 'judge' });
    expectOk(await vetoGift(t.platform, judge.player, giftId, { playgroupId: table.playgroupId, reason }));
    const view = expectOk(
      await createCustomRole(t.platform, table.gm, table.playgroupId, {
        name: 'Arbiter',
        permissions: ['manage_contractors'],
      }),
    );
    const role = view.roles.find((r) => r.name === 'Arbiter')!;
    const arbiter = await table.seat('arby');
    expectOk(
      await changeMembership(t.platform, table.gm, table.playgroupId, 'arby', {
        action: 'set_roles',
        roles: [role.id],
      }),
    );
    expect(
      expectOk(await liftGiftVeto(t.platform, arbiter.player, giftId, { playgroupId: table.playgroupId })).vetoedBy,
    ).toBe('jude');
  });

  it('reworking the Gift keeps the veto but tells the Playgroup, whose Leader may then lift it', async () => {
    const { table, ann, giftId } = await vetoTable();
    const contract = await table.schedule();
    expectOk(await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId, reason }));
    const gift = expectOk(await getContractorGifts(t.platform, ann.player, ann.contractorId)).gifts[0]!;
    expectOk(
      await improveGift(t.platform, ann.player, giftId, {
        revision: 1,
        spec: { ...gift.spec, description: 'A thin whip of heat that only burns what it touches.' },
      }),
    );
    expect(expectOk(await getContractorGifts(t.platform, null, ann.contractorId)).vetoes).toHaveLength(1);
    const [heard] = expectOk(await listNotifications(t.platform, table.gm, {})).items;
    expect(heard).toMatchObject({ kind: 'gift_reworked', link: `/gifts/${giftId}` });
    expect(heard!.message).toContain('revision 2');
    expect(await rsvp(t.platform, ann.player, contract, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'gift_vetoed' },
    });
    expectOk(await liftGiftVeto(t.platform, table.gm, giftId, { playgroupId: table.playgroupId }));
    expectOk(await rsvp(t.platform, ann.player, contract, { contractorId: ann.contractorId }));
    // The new revision can be judged on its own.
    expect(
      expectOk(await vetoGift(t.platform, table.gm, giftId, { playgroupId: table.playgroupId, reason })).giftRevision,
    ).toBe(2);
  });

  it('a host Playgroup may veto a visitor’s Gift; a Playgroup it never dealt with may not; a veto binds only its own Playgroup', async () => {
    const { table, ann, giftId } = await vetoTable();
    const host = await player(t.platform, 'hal');
    const hostId = expectOk(await createPlaygroup(t.platform, host, { name: 'Day Shift' })).id;
    const stranger = await player(t.platform, 'stan');
    const strangerId = expectOk(await createPlaygroup(t.platform, stranger, { name: 'Far Away' })).id;
    expect(await vetoGift(t.platform, host, giftId, { playgroupId: hostId, reason })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    // Ann visits Day Shift once; from then on its Leader may judge her Gifts.
    expectOk(await requestMembership(t.platform, ann.player, hostId, { action: 'join' }));
    const visit = expectOk(
      await scheduleContract(t.platform, host, {
        playgroupId: hostId,
        title: 'Daylight',
        startsAt: '2030-02-02T10:00:00Z',
      }),
    ).id;
    expectOk(await rsvp(t.platform, ann.player, visit, { contractorId: ann.contractorId }));
    expectOk(await withdrawRsvp(t.platform, ann.player, visit));
    // Withdrawn: the seat is gone, so the link is too; sit again and the host may judge.
    expect(await vetoGift(t.platform, host, giftId, { playgroupId: hostId, reason })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expectOk(await rsvp(t.platform, ann.player, visit, { contractorId: ann.contractorId }));
    expectOk(await vetoGift(t.platform, host, giftId, { playgroupId: hostId, reason }));
    expect(await vetoGift(t.platform, stranger, giftId, { playgroupId: strangerId, reason })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    // Day Shift's veto does not bar Ann from her home's Contracts.
    expectOk(await rsvp(t.platform, ann.player, await table.schedule(), { contractorId: ann.contractorId }));
    const other = expectOk(
      await scheduleContract(t.platform, host, {
        playgroupId: hostId,
        title: 'Dusk',
        startsAt: '2030-02-03T10:00:00Z',
      }),
    ).id;
    expect(await rsvp(t.platform, ann.player, other, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'gift_vetoed' },
    });
  });

  it('a Leader may veto a Gift of a Contractor still waiting for approval at home', async () => {
    const table = await openTable(t.platform);
    const cal = await player(t.platform, 'cal');
    expectOk(await requestMembership(t.platform, cal, table.playgroupId, { action: 'join' }));
    const id = await contractorFor(t.platform, cal, { name: 'Cal' });
    await award(t.platform, id, { victories: 1, giftCredits: 1 });
    const gift = expectOk(await createGift(t.platform, cal, id, { spec: giftSpec('injure', { name: 'Spark' }) }));
    expectOk(await addContractorToPlaygroup(t.platform, cal, table.playgroupId, { contractorId: id }));
    expectOk(await vetoGift(t.platform, table.gm, gift.id, { playgroupId: table.playgroupId, reason }));
    expectOk(await decideContractor(t.platform, table.gm, table.playgroupId, id, { decision: 'approve' }));
    expect(await rsvp(t.platform, cal, await table.schedule(), { contractorId: id })).toMatchObject({
      ok: false,
      error: { code: 'gift_vetoed' },
    });
  });
});
