import { statusFromVictories } from '@harbinger/rules';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSheetPage } from '../contractors/sheet-page.js';
import { getContractorRecord } from '../contracts/contractor-record.js';
import type { Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { DATA_TABLES } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { replaySeedPlan, type ReplayIds } from '../testing/seed-replay.js';
import { referencePage } from '../testing/sheet-reference.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { veteranTable } from './veteran-table.js';
import { seedDatabase } from './seed-database.js';
import { planSeed } from './seed-plan.js';

type Row = Record<string, unknown>;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Everything a seeded story left in the database, with every id replaced by the plan's key for it (u3, k12, c40, g1,
 * and c40/u3 for a seat), so two databases holding the same story compare equal whatever ids they picked.
 */
async function snapshot(p: Platform, ids: ReplayIds) {
  const key = new Map<string, string>();
  ids.users.forEach((id, i) => key.set(id, `u${i}`));
  ids.playgroups.forEach((id, i) => key.set(id, `g${i}`));
  ids.contractors.forEach((id, i) => key.set(id, `k${i}`));
  ids.contracts.forEach((id, i) => key.set(id, `c${i}`));
  const k = (id: unknown) =>
    id === null || id === undefined ? null : (key.get(String(id)) ?? `unknown ${String(id)}`);
  const seats = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM contract_attendances WHERE contract_id IN (${idList(ids.contracts)}) ORDER BY created_at, id`,
  );
  for (const s of seats) key.set(String(s.id), `${k(s.contract_id)}/${k(s.user_id)}`);
  const cause = (c: Row) =>
    Object.fromEntries(Object.entries(c).map(([name, value]) => [name, /Id$/.test(name) ? k(value) : value]));
  const ledger = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM ledger_entries WHERE contractor_id IN (${idList(ids.contractors)}) OR (contractor_id IS NULL AND user_id IN (${idList(ids.users)})) ORDER BY created_at, id`,
  );
  const contracts = await queryRows<Row>(p.db, sql`SELECT * FROM contracts WHERE id IN (${idList(ids.contracts)})`);
  const contractors = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM contractors WHERE id IN (${idList(ids.contractors)})`,
  );
  const deaths = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM contractor_deaths WHERE contractor_id IN (${idList(ids.contractors)})`,
  );
  const notices = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM notifications WHERE kind IN ('rewards', 'death') AND user_id IN (${idList(ids.users)})`,
  );
  const members = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM playgroup_members WHERE playgroup_id IN (${idList(ids.playgroups)})`,
  );
  const homes = await queryRows<Row>(
    p.db,
    sql`SELECT * FROM playgroup_contractors WHERE contractor_id IN (${idList(ids.contractors)})`,
  );
  const byKey = <T extends { key: string | null }>(rows: T[]) =>
    rows.sort((a, b) => String(a.key).localeCompare(String(b.key), 'en', { numeric: true }));
  return {
    seats: seats.map((s) => ({
      seat: k(s.id),
      contractor: k(s.contractor_id),
      ringer: s.ringer,
      bonus: k(s.ringer_bonus_contractor_id),
      home: k(s.home_playgroup_id),
      outcome: s.outcome,
      achieved: s.ringer_achieved,
      first: s.first_contract,
    })),
    ledger: ledger.map((e) => ({
      holder: k(e.contractor_id) ?? k(e.user_id),
      user: k(e.user_id),
      resource: e.resource,
      amount: e.amount,
      kind: e.kind,
      cause: cause(e.cause as Row),
      voided: e.voided_at !== null,
    })),
    contracts: byKey(
      contracts.map((c) => ({
        key: k(c.id),
        playgroup: k(c.playgroup_id),
        gm: k(c.gm_id),
        title: c.title,
        invitation: c.invitation,
        startsAt: new Date(String(c.starts_at)).toISOString(),
        rsvpRule: c.rsvp_rule,
        capacity: c.capacity,
        playMode: c.play_mode,
        state: c.state,
        version: c.version,
        commission: k(c.commission_contractor_id),
        gmImprovement: k(c.gm_improvement_contractor_id),
        gmBonus: k(c.gm_bonus_contractor_id),
        notes: c.notes,
      })),
    ),
    contractors: byKey(
      contractors.map((c) => ({
        key: k(c.id),
        owner: k(c.owner_id),
        name: c.name,
        private: c.private,
        victories: c.victories,
        version: c.version,
        attributes: c.attributes,
        abilities: c.abilities,
        assets: c.assets,
        limits: c.limits,
      })),
    ),
    deaths: byKey(
      deaths.map((d) => ({ key: k(d.contractor_id), contract: k(d.contract_id), voided: d.voided_at !== null })),
    ),
    notices: notices
      .map(
        (n) =>
          `${k(n.user_id)} ${String(n.kind)} ${k(String(n.link).replace('/contracts/', ''))}: ${String(n.message)}`,
      )
      .sort(),
    members: members
      .map((m) => `${k(m.playgroup_id)} ${k(m.user_id)} ${String(m.state)} ${JSON.stringify(m.roles)}`)
      .sort(),
    homes: homes.map((h) => `${k(h.contractor_id)} ${k(h.playgroup_id)} ${String(h.approval)}`).sort(),
  };
}

describe.each(backends)('seeding a play history ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('writes exactly what the workflows write when the same story is played through them, Contract by Contract', async () => {
    const options = { contracts: 50, seed: 'replay', heavy: 20 };
    const seeded = expectOk(await seedDatabase(t.platform, { ...options, checkReferences: true, batch: 7 }));
    const plan = planSeed(options);
    const played = await replaySeedPlan(t.platform, plan, 'r');
    const expected = await snapshot(t.platform, played);
    const actual = await snapshot(t.platform, seeded.ids);
    // The story is rich enough to matter: visitors, Ringers, deaths and heirs, declined seats, Commissions, bonuses.
    const playgroupOf = new Map(actual.contracts.map((c) => [c.key, c.playgroup]));
    expect(actual.seats.some((s) => s.home !== null && s.home !== playgroupOf.get(String(s.seat).split('/')[0]!))).toBe(
      true,
    );
    const kinds = new Set(actual.ledger.map((e) => e.kind));
    for (const kind of [
      'contract_attendance',
      'contract_victory',
      'commission',
      'death',
      'coin_spent',
      'into_the_fold',
      'gm_improvement',
      'ringer_bonus',
    ])
      expect(kinds, kind).toContain(kind);
    expect(actual.seats.some((s) => s.outcome === 'declined')).toBe(true);
    expect(actual.contracts.some((c) => c.rsvpRule === 'anyone')).toBe(true);
    expect(actual.deaths.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  }, 120_000);

  it('keeps the invariants: victories and Status follow the outcomes, one grave per death, purses add up, the veteran’s sheet reads right', async () => {
    const seeded = expectOk(
      await seedDatabase(t.platform, { contracts: 50, seed: 'invariants', heavy: 20, batch: 16 }),
    );
    expect(seeded).toMatchObject({ contracts: 50, heavy: { contracts: 20 } });
    const [counts] = await queryRows<{ contracts: number; unfinished: number; seats: number; entries: number }>(
      t.platform.db,
      sql`SELECT (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(*)::int FROM contracts WHERE state <> 'finished') AS unfinished,
        (SELECT count(*)::int FROM contract_attendances) AS seats, (SELECT count(*)::int FROM ledger_entries) AS entries`,
    );
    expect(counts).toMatchObject({ contracts: 50, unfinished: 0 });
    expect(counts!.entries).toBe(seeded.ledgerEntries);
    const wrongVictories = await queryRows<Row>(
      t.platform.db,
      sql`SELECT k.id FROM contractors k WHERE k.victories <> (SELECT count(*) FROM contract_attendances a WHERE a.contractor_id = k.id AND a.outcome = 'victory')`,
    );
    expect(wrongVictories).toEqual([]);
    const graves = await queryRows<Row>(
      t.platform.db,
      sql`SELECT (SELECT count(*)::int FROM contract_attendances WHERE outcome = 'death') AS died, (SELECT count(*)::int FROM contractor_deaths) AS graves,
        (SELECT count(*)::int FROM contract_attendances a JOIN contractor_deaths d ON d.contractor_id = a.contractor_id AND d.contract_id = a.contract_id WHERE a.outcome = 'death') AS matched`,
    );
    expect(graves[0]!.died).toBe(graves[0]!.graves);
    expect(graves[0]!.matched).toBe(graves[0]!.graves);
    // Every Coin of Charon came from a death, and none was spent twice.
    const purses = await queryRows<{ balance: number }>(
      t.platform.db,
      sql`SELECT sum(amount)::int AS balance FROM ledger_entries WHERE resource = 'coin_of_charon' GROUP BY user_id`,
    );
    for (const purse of purses) expect(purse.balance).toBeGreaterThanOrEqual(0);

    const heavy = seeded.heavy.contractorId;
    const page = expectOk(await getSheetPage(t.platform, null, heavy, { rolls: 0, ledger: true }));
    const reference = (await referencePage(t.platform, null, heavy, 0))!;
    expect(page.contractor).toEqual(reference.contractor);
    expect(page.ledger).toEqual(reference.ledger);
    const [record] = await queryRows<{ seats: number; wins: number; exp: number }>(
      t.platform.db,
      sql`SELECT (SELECT count(*)::int FROM contract_attendances WHERE contractor_id = ${heavy}::uuid) AS seats,
        (SELECT count(*)::int FROM contract_attendances WHERE contractor_id = ${heavy}::uuid AND outcome = 'victory') AS wins,
        (SELECT sum(amount)::int FROM ledger_entries WHERE contractor_id = ${heavy}::uuid AND resource = 'exp') AS exp`,
    );
    expect(record!.seats).toBe(20);
    expect(page.contractor.victories).toBe(record!.wins);
    expect(page.contractor.derived.status).toBe(statusFromVictories(record!.wins));
    expect(page.contractor.exp.available).toBe(record!.exp);
    expect(page.ledger.filter((e) => e.kind === 'contract_attendance')).toHaveLength(20);
    // The Story tab pages a long history: the latest entries and seats, saying there is more.
    const latest = expectOk(await getSheetPage(t.platform, null, heavy, { rolls: 0, ledger: true, ledgerLatest: 10 }));
    expect(latest.ledger).toEqual(reference.ledger.slice(-10));
    expect(latest.ledgerTotal).toBe(reference.ledger.length);
    const story = expectOk(await getContractorRecord(t.platform, null, heavy, { contracts: 5 }));
    const seats = await queryRows<{ id: string }>(
      t.platform.db,
      sql`SELECT contract_id AS id FROM contract_attendances WHERE contractor_id = ${heavy}::uuid ORDER BY created_at DESC, id DESC LIMIT 5`,
    );
    expect(story.contracts.map((c) => c.id)).toEqual(seats.map((s) => s.id));
    expect(story.moreContracts).toBe(true);
    expect(expectOk(await getContractorRecord(t.platform, null, heavy, { contracts: 20 })).moreContracts).toBe(false);
    // The benchmark's table: the veteran first among six living Contractors at home there, none of them the GM's.
    const table = await veteranTable(t.platform, heavy);
    expect(table.seats).toHaveLength(6);
    expect(table.seats[0]!.contractorId).toBe(heavy);
    expect(table.seats.every((seat) => seat.player.userId !== table.gm.userId)).toBe(true);
    const dead = await queryRows<{ id: string }>(
      t.platform.db,
      sql`SELECT contractor_id AS id FROM contractor_deaths WHERE voided_at IS NULL`,
    );
    expect(table.seats.filter((seat) => dead.some((d) => d.id === seat.contractorId))).toEqual([]);
  }, 60_000);

  it('is deterministic: one seed writes the same rows, ids included; a seed already written is refused, another one adds to it', async () => {
    const rowsOf = async () => ({
      contracts: await queryRows<Row>(t.platform.db, sql`SELECT * FROM contracts ORDER BY id`),
      seats: await queryRows<Row>(t.platform.db, sql`SELECT * FROM contract_attendances ORDER BY id`),
      ledger: await queryRows<Row>(t.platform.db, sql`SELECT * FROM ledger_entries ORDER BY id`),
    });
    const first = expectOk(await seedDatabase(t.platform, { contracts: 12, seed: 'twice', heavy: 5 }));
    const before = await rowsOf();
    expect(await seedDatabase(t.platform, { contracts: 12, seed: 'twice', heavy: 5 })).toMatchObject({
      ok: false,
      error: { code: 'already_seeded', status: 409 },
    });
    await t.platform.db.execute(
      sql.raw(`TRUNCATE ${DATA_TABLES.map((table) => `"${getTableName(table)}"`).join(', ')} CASCADE`),
    );
    const second = expectOk(await seedDatabase(t.platform, { contracts: 12, seed: 'twice', heavy: 5 }));
    expect(second.ids).toEqual(first.ids);
    expect(await rowsOf()).toEqual(before);
    const other = expectOk(await seedDatabase(t.platform, { contracts: 12, seed: 'another', heavy: 5 }));
    expect(other.ids.contracts.some((id) => first.ids.contracts.includes(id))).toBe(false);
    expect((await rowsOf()).contracts).toHaveLength(24);
  }, 60_000);
});
