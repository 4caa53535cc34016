import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { getRsvpOptions } from '../contracts/rsvp-options.js';
import { scheduleContract } from '../contracts/schedule.js';
import { getSheetNotices } from '../contracts/sheet-notices.js';
import { voidContractRecord } from '../contracts/void.js';
import { looseEnds } from '../db/schema.js';
import { exportPassport } from '../passports/export-passport.js';
import { getLooseEnds } from '../scenarios/loose-ends.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { grantLooseEnd, resolveLooseEnd } from './loose-end-write.js';

const THREAT = 'A crew of sleuths turns up at the door';
const grant = (cutoff: number, needsHustle = true) => ({
  name: 'Filmed in the act',
  description: 'A phone caught the lift.',
  threat: THREAT,
  threatLevel: 'deadly' as const,
  cutoff,
  tieUp: 'Find the phone',
  needsHustle,
});

/** A table where the Leader (GM) grants Ann's Contractor a Loose End. */
async function setUp(table: Table, cutoff = 2, needsHustle = true) {
  const ann = await table.seat('ann');
  const id = expectOk(await grantLooseEnd(table.p, table.gm, ann.contractorId, grant(cutoff, needsHustle))).id;
  return { ann, id };
}

async function playOne(
  table: Table,
  seats: { player: NonNullable<Parameters<typeof rsvp>[1]>; contractorId: string }[],
) {
  const id = await runningContract(table, seats);
  expectOk(
    await finishContract(table.p, table.gm, id, {
      outcomes: seats.map((s) => ({ contractorId: s.contractorId, outcome: 'failure' })),
    }),
  );
  return id;
}

const cutoffOf = async (table: Table, id: string) =>
  (await table.p.db.select({ c: looseEnds.cutoff }).from(looseEnds).where(eq(looseEnds.id, id)))[0]!.c;

describe.each(backends)('Loose Ends ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('shows the Threat and Cutoff to the granting GM, Leaders and a seated GM only', async () => {
    const table = await openTable(t.platform);
    const { ann } = await setUp(table);
    const greg = await table.seat('greg');
    const judge = await table.seat('jude', { role: 'judge' });
    const outsider = await player(t.platform, 'otto');
    const secretsFor = async (actor: Parameters<typeof getLooseEnds>[1]) =>
      expectOk(await getLooseEnds(t.platform, actor, ann.contractorId)).looseEnds[0]!;

    // The player: name, description and level; not the Threat, the Cutoff or how to tie it up.
    const own = await secretsFor(ann.player);
    expect(own).toMatchObject({ name: 'Filmed in the act', threatLevel: 'deadly', secrets: null, threat: null });
    expect(JSON.stringify(own)).not.toContain(THREAT);
    // The granting GM (the Leader here) reads everything.
    expect((await secretsFor(table.gm)).secrets).toMatchObject({ threat: THREAT, cutoff: 2, needsHustle: true });
    // Another member, a Judge, a signed-out reader and an outsider see only what the player sees.
    for (const reader of [greg.player, judge.player, null, outsider])
      expect((await secretsFor(reader)).secrets).toBeNull();
    // A GM who is not a Leader reads the one they granted, not the others; the Leader reads both.
    expectOk(await grantLooseEnd(t.platform, greg.player, ann.contractorId, { ...grant(4), name: 'Owes Greg' }));
    const seen = async (actor: Parameters<typeof getLooseEnds>[1]) =>
      expectOk(await getLooseEnds(t.platform, actor, ann.contractorId)).looseEnds.map(
        (le) => le.secrets?.cutoff ?? null,
      );
    expect(await seen(greg.player)).toEqual([null, 4]);
    expect(await seen(table.gm)).toEqual([2, 4]);
    expect(await seen(ann.player)).toEqual([null, null]);
    // The GM forms are offered to the Playgroup's GMs, never to the player or to outsiders.
    const manage = async (actor: Parameters<typeof getLooseEnds>[1]) =>
      expectOk(await getLooseEnds(t.platform, actor, ann.contractorId)).manage;
    expect([
      await manage(greg.player),
      await manage(table.gm),
      await manage(ann.player),
      await manage(outsider),
    ]).toEqual([true, true, false, false]);
    // A member who GMs a Contract Ann is seated at reads them for as long as it runs.
    const contract = expectOk(
      await scheduleContract(t.platform, greg.player, {
        playgroupId: table.playgroupId,
        title: 'Greg’s night',
        startsAt: '2030-02-03T19:00:00Z',
      }),
    ).id;
    expectOk(await rsvp(t.platform, ann.player, contract, { contractorId: ann.contractorId }));
    expect(await seen(greg.player)).toEqual([2, 4]);
    // Only a GM of the Playgroup who is not its player may grant: the owner and an outsider are refused.
    expect((await grantLooseEnd(t.platform, ann.player, ann.contractorId, grant(1))).ok).toBe(false);
    const refused = await grantLooseEnd(t.platform, outsider, ann.contractorId, grant(1));
    expect(!refused.ok && refused.error.status).toBe(403);
  });

  it('keeps Threat and Cutoff out of the player’s passport', async () => {
    const table = await openTable(t.platform);
    const { ann } = await setUp(table, 3);
    const passport = JSON.stringify(expectOk(await exportPassport(t.platform, ann.player, ann.contractorId)));
    expect(passport).not.toContain(THREAT);
    expect(passport).not.toContain('Find the phone');
  });

  it('refuses bad input with 400 and a Cutoff outside 1–5', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    for (const cutoff of [0, 6]) {
      const r = await grantLooseEnd(t.platform, table.gm, ann.contractorId, grant(cutoff));
      expect(!r.ok && r.error).toMatchObject({ status: 400, issues: [expect.objectContaining({ field: 'cutoff' })] });
    }
    expect((await grantLooseEnd(t.platform, table.gm, ann.contractorId, grant(1))).ok).toBe(true);
    expect((await grantLooseEnd(t.platform, table.gm, ann.contractorId, grant(5))).ok).toBe(true);
  });

  it('counts down per Contract attended, blocks answers at 0 until resolved, and voiding gives the Contract back', async () => {
    const table = await openTable(t.platform);
    const { ann, id } = await setUp(table, 2);
    await playOne(table, [ann]);
    expect(await cutoffOf(table, id)).toBe(1);
    const second = await playOne(table, [ann]);
    expect(await cutoffOf(table, id)).toBe(0);

    // The player is told, on the sheet and in what the Loose End shows them (the Threat, never the Cutoff).
    const notices = expectOk(await getSheetNotices(t.platform, ann.player, ann.contractorId));
    expect(notices.map((n) => n.code)).toContain('threat_manifested');
    expect(expectOk(await getLooseEnds(t.platform, ann.player, ann.contractorId)).looseEnds[0]).toMatchObject({
      manifested: true,
      blocksPlay: true,
      threat: THREAT,
      secrets: null,
    });

    // No answer while the Hustle waits: the menu says why and the RSVP itself refuses.
    const next = await table.schedule();
    const menu = expectOk(await getRsvpOptions(t.platform, ann.player, next)).contractors[0]!;
    expect(menu.eligible).toBe(false);
    expect(menu.reasons[0]).toMatchObject({
      code: 'threat_due',
      message: expect.stringContaining('Filmed in the act'),
    });
    const refused = await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId });
    expect(!refused.ok && refused.error.code).toBe('threat_due');

    // Voiding the Contract that brought it to 0 restores the Cutoff exactly and takes the notice off.
    expectOk(await voidContractRecord(t.platform, table.gm, second, {}));
    expect(await cutoffOf(table, id)).toBe(1);
    expect(expectOk(await getSheetNotices(t.platform, ann.player, ann.contractorId)).map((n) => n.code)).not.toContain(
      'threat_manifested',
    );
    expectOk(await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId }));
  });

  it('lets the Contractor answer again once a GM records it resolved; a Threat needing no Hustle never blocks', async () => {
    const table = await openTable(t.platform);
    const { ann, id } = await setUp(table, 1);
    const bob = await table.seat('bob');
    expectOk(await grantLooseEnd(t.platform, table.gm, bob.contractorId, grant(1, false)));
    await playOne(table, [ann, bob]);
    const next = await table.schedule();
    expect((await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId })).ok).toBe(false);
    expectOk(await rsvp(t.platform, bob.player, next, { contractorId: bob.contractorId }));
    // The player cannot tie up their own Loose End.
    expect((await resolveLooseEnd(t.platform, ann.player, ann.contractorId, id, {})).ok).toBe(false);
    expectOk(await resolveLooseEnd(t.platform, table.gm, ann.contractorId, id, { resolution: 'Ran the Hustle.' }));
    const again = await resolveLooseEnd(t.platform, table.gm, ann.contractorId, id, {});
    expect(!again.ok && again.error.code).toBe('already_resolved');
    expectOk(await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId }));
  });

  it('does not count a Contract the Contractor declined', async () => {
    const table = await openTable(t.platform);
    const { ann, id } = await setUp(table, 2);
    const contract = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, contract, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'declined' }],
      }),
    );
    expect(await cutoffOf(table, id)).toBe(2);
  });
});
