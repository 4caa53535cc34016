import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { referenceRolls, referenceRows } from '../testing/sheet-reference.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury } from './injuries.js';
import { rollRecord } from './roll-store.js';
import { recordRoll } from './rolls.js';
import { addBattleScar } from './scars.js';
import {
  loadSheetIn,
  readFirst,
  rollsOf,
  rollsStampStatement,
  rollsStatement,
  sheetOf,
  sheetRollsStatement,
  sheetStampRollsStatement,
  sheetStampStatement,
  sheetStatement,
  type RollsRecord,
  type SheetRecord,
  type StampRecord,
} from './sheet-query.js';
import { spendExp } from './spend-exp.js';
import { addTrauma } from './traumas.js';
import { updateContractor } from './update.js';
import type { Platform } from '../context.js';

/** A Contractor with something in every list, odd values included (nulls, microseconds, a voided entry). */
async function richSheet(p: Platform): Promise<{ id: string; ownerId: string }> {
  const ada = await player(p, 'ada');
  const id = await contractorFor(p, ada, { assets: ['beautiful'], liabilities: ['ringing_ears'] });
  let version = expectOk(
    await updateContractor(p, ada, id, { version: 1, source: { name: 'The Hum' }, armor: null, notes: 'Owes Marta' }),
  ).version;
  for (const severity of [2, 5, 4])
    version = expectOk(
      await addInjury(p, ada, id, { version, severity, ...(severity === 4 ? { scarId: 'tinnitus' } : {}) }),
    ).version;
  version = expectOk(
    await addBattleScar(p, ada, id, { version, custom: { name: 'Burnt palm', scarClass: 'minor' } }),
  ).version;
  version = expectOk(await addTrauma(p, ada, id, { version, stockId: 'nightmares' })).version;
  version = expectOk(await addTrauma(p, ada, id, { version, custom: { name: 'Hears bells', summary: '' } })).version;
  expectOk(await spendExp(p, ada, id, { version, purchase: { kind: 'ability', id: 'medicine' } }));
  for (let i = 0; i < 4; i++) expectOk(await recordRoll(p, ada, id, { expression: 'dex+athletics@7' }));
  // Written by hand: sub-millisecond times, a voided entry and a roll whose roller is gone.
  await p.db.execute(
    sql`UPDATE injuries SET received_at = '2030-01-01 12:00:00.123456+00' WHERE contractor_id = ${id} AND severity = 2`,
  );
  await p.db.execute(
    sql`UPDATE ledger_entries SET voided_at = '2030-01-02 08:30:00.999999+00' WHERE contractor_id = ${id} AND kind = 'asset'`,
  );
  await p.db.execute(
    sql`UPDATE rolls SET roller_id = NULL WHERE id = (SELECT id FROM rolls WHERE contractor_id = ${id} ORDER BY created_at, id LIMIT 1)`,
  );
  return { id, ownerId: ada.userId };
}

describe.each(backends)('the one-query sheet loader ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const readSheet = (id: string, rolls: number) =>
    rolls > 0
      ? readFirst<SheetRecord>(t.platform, sheetRollsStatement, [id, rolls])
      : readFirst<SheetRecord>(t.platform, sheetStatement, [id]);
  const readStamp = (id: string, rolls: number) =>
    rolls > 0
      ? readFirst<StampRecord>(t.platform, sheetStampRollsStatement, [id, rolls])
      : readFirst<StampRecord>(t.platform, sheetStampStatement, [id]);

  it('reads exactly the rows the table-by-table selects read, in the same order and types', async () => {
    const { id } = await richSheet(t.platform);
    const reference = await referenceRows(t.platform.db, id);
    expect(reference!.injuries).toHaveLength(3);
    expect(reference!.ledger.some((e) => e.voidedAt !== null)).toBe(true);
    expect((await loadSheetIn(t.platform.db, id))!.rows).toStrictEqual(reference);
    const prepared = await readSheet(id, 0);
    expect(sheetOf(prepared!).rows).toStrictEqual(reference);
    // Timestamps come back as Dates, truncated to the millisecond as drizzle does.
    expect(sheetOf(prepared!).rows.injuries.find((i) => i.severity === 2)!.receivedAt).toEqual(
      new Date('2030-01-01T12:00:00.123Z'),
    );
  });

  it('reads the latest rolls with their roller’s handle (or null), newest first', async () => {
    const { id } = await richSheet(t.platform);
    for (const limit of [1, 3, 20]) {
      const expected = await referenceRolls(t.platform.db, id, limit);
      const withSheet = (await readSheet(id, limit))!;
      const alone = (await readFirst<RollsRecord>(t.platform, rollsStatement, [id, limit]))!;
      expect(rollsOf(withSheet)).toHaveLength(Math.min(limit, 4));
      for (const got of [withSheet, alone])
        expect(rollsOf(got).map((r) => rollRecord(r.roll, r.handle))).toStrictEqual(expected);
      // Every query answers the same stamp for the same latest rolls.
      const stamps = [
        withSheet.rolls_seen,
        alone.rolls_seen,
        (await readStamp(id, limit))!.rolls_seen,
        (await readFirst<RollsRecord>(t.platform, rollsStampStatement, [id, limit]))!.rolls_seen,
      ];
      expect(new Set(stamps).size).toBe(1);
      expect(stamps[0]).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(rollsOf((await readSheet(id, 20))!).at(-1)!.handle).toBeNull();
  });

  it('answers nothing for an unknown id, and the same stamp from the stamp query and the full one', async () => {
    const { id } = await richSheet(t.platform);
    expect(await readSheet('00000000-0000-4000-8000-000000000000', 0)).toBeUndefined();
    expect(await readStamp('00000000-0000-4000-8000-000000000000', 5)).toBeUndefined();
    const full = sheetOf((await readSheet(id, 0))!).stamp;
    expect({ ...(await readStamp(id, 0))! }).toStrictEqual(full);
    const { rolls_seen: _seen, ...withRolls } = (await readStamp(id, 3))!;
    expect(withRolls).toStrictEqual(full);
    expect(full).toMatchObject({ version: expect.any(Number), private: false, handle: 'ada' });
  });

  it('changes the stamp when any sheet row changes, even without a version bump', async () => {
    const { id } = await richSheet(t.platform);
    const stampNow = async () => JSON.stringify(await readStamp(id, 0));
    const seen = new Set([await stampNow()]);
    const writes = [
      sql`UPDATE injuries SET note = 'x' WHERE contractor_id = ${id} AND severity = 5`,
      sql`UPDATE battle_scars SET permanent = NOT permanent WHERE contractor_id = ${id} AND name = 'Burnt palm'`,
      sql`DELETE FROM traumas WHERE contractor_id = ${id} AND stock_id IS NULL`,
      sql`UPDATE ledger_entries SET voided_at = NULL WHERE contractor_id = ${id}`,
      sql`UPDATE contractors SET victories = victories + 1 WHERE id = ${id}`,
    ];
    for (const write of writes) {
      await t.platform.db.execute(write);
      const stamp = await stampNow();
      expect(seen.has(stamp)).toBe(false);
      seen.add(stamp);
    }
    // Reading, and locking the row for a write that then refuses, change nothing.
    await t.platform.db.transaction(async (tx) => {
      await queryRows(tx, sql`SELECT id FROM contractors WHERE id = ${id} FOR UPDATE`);
    });
    expect(seen.has(await stampNow())).toBe(true);
  });
});
