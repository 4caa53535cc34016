import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { queryRows } from '../db/raw.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury, updateInjury } from './injuries.js';
import { exert } from './mind.js';
import { exportPassport, importPassport } from './passport.js';
import { passportSchema, type Passport } from './passport-schema.js';
import { getContractor, getLedger } from './read.js';
import { spendExp } from './spend-exp.js';
import { addTrauma } from './traumas.js';
import { updateContractor } from './update.js';
import type { ContractorView } from './views.js';

/** A view with everything an import legitimately changes blanked out: ids, times of the row itself, version. */
function withoutIds(view: ContractorView): unknown {
  return {
    ...view,
    id: null,
    version: null,
    createdAt: null,
    updatedAt: null,
    injuries: view.injuries.map(({ id: _id, battleScarId: _scar, ...rest }) => rest),
    battleScars: view.battleScars.map(({ id: _id, injuryId, ...rest }) => ({ ...rest, linked: injuryId !== undefined })),
    traumas: view.traumas.map(({ id: _id, ...rest }) => rest),
  };
}

describe.each(backends)('passports ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function playedContractor(ada: NonNullable<Actor>): Promise<string> {
    const id = await contractorFor(t.platform, ada, { assets: ['gifted'], liabilities: ['one_eye'], useCoinOfCharon: true, secondaryAbilities: { Knives: 1 }, private: true });
    let view = expectOk(await addInjury(t.platform, ada, id, { severity: 5 }));
    view = expectOk(await addInjury(t.platform, ada, id, { severity: 4, scarId: 'tinnitus', note: 'shrapnel' }));
    expectOk(await updateInjury(t.platform, ada, id, view.injuries[1]!.id, { action: 'stabilize', kind: 'makeshift', outcome: 1 }));
    expectOk(await addInjury(t.platform, ada, id, { severity: 1 }));
    expectOk(await addTrauma(t.platform, ada, id, { stockId: 'nightmares' }));
    expectOk(await addTrauma(t.platform, ada, id, { custom: { name: 'Hates bells', summary: '' } }));
    expectOk(await exert(t.platform, ada, id));
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'stealth' } }));
    const current = expectOk(await getContractor(t.platform, ada, id));
    expectOk(
      await updateContractor(t.platform, ada, id, {
        version: current.version,
        source: { name: 'Old blood' },
        conditions: ['Concussed'],
        circumstances: ['Owes the Syndicate'],
        trophies: ['A humming tooth'],
        equipment: '- rope\n- **lamp**',
        weapons: ['handgun'],
        armor: 'layered',
        biography: 'Born in a lighthouse.',
        notes: 'Call Marta.',
        appearance: 'Tall',
        residence: 'Lisbon',
      }),
    );
    return id;
  }

  it('round-trips: export then import gives the same sheet and ledger, apart from ids', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await playedContractor(ada);
    const passport = expectOk(await exportPassport(t.platform, ada, id));
    expect(passport).toMatchObject({ format: 'harbinger.contractor', version: 1 });
    expect(passportSchema.safeParse(JSON.parse(JSON.stringify(passport))).success).toBe(true);
    t.clock.advance(3_600_000);
    const copy = expectOk(await importPassport(t.platform, ada, JSON.parse(JSON.stringify(passport)))).id;
    expect(copy).not.toBe(id);
    const original = expectOk(await getContractor(t.platform, ada, id));
    const imported = expectOk(await getContractor(t.platform, ada, copy));
    expect(imported.version).toBe(1);
    expect(withoutIds(imported)).toEqual(withoutIds(original));
    const strip = (entries: { id: string }[]) => entries.map(({ id: _id, ...rest }) => rest);
    expect(strip(expectOk(await getLedger(t.platform, ada, copy)))).toEqual(strip(expectOk(await getLedger(t.platform, ada, id))));
    // The re-exported passport is the same file but for the export time and the Injury references.
    const again = expectOk(await exportPassport(t.platform, ada, copy));
    const normalise = (p: Passport) => ({ ...p, exportedAt: null, contractor: { ...p.contractor, injuries: p.contractor.injuries.map((i) => ({ ...i, ref: null })), battleScars: p.contractor.battleScars.map((s) => ({ ...s, injuryRef: s.injuryRef === null ? null : 'linked' })) } });
    expect(normalise(again)).toEqual(normalise(passport));
  });

  it('imports under the importer, who owns the copy', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    const passport = expectOk(await exportPassport(t.platform, bob, id));
    const copy = expectOk(await importPassport(t.platform, bob, passport)).id;
    expect(expectOk(await getContractor(t.platform, bob, copy))).toMatchObject({ owner: { handle: 'bob' }, editable: true });
    expect(await importPassport(t.platform, null, passport)).toMatchObject({ ok: false, error: { code: 'unauthenticated' } });
  });

  async function contractorCount(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM contractors`);
    const [ledger] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM ledger_entries`);
    return row!.n * 1000 + ledger!.n;
  }

  it.each<[string, (p: Passport) => unknown, RegExp]>([
    ['not an object', () => 'hello', /not a valid Contractor passport/],
    ['another format', (p) => ({ ...p, format: 'something.else' }), /format/],
    ['a future version', (p) => ({ ...p, version: 2 }), /version/],
    ['a missing concept', (p) => ({ ...p, contractor: { ...p.contractor, concept: undefined } }), /contractor\.concept/],
    ['an Attribute of 9', (p) => ({ ...p, contractor: { ...p.contractor, attributes: { ...p.contractor.attributes, brawn: 9 } } }), /contractor\.attributes\.brawn/],
    ['an unknown Asset', (p) => ({ ...p, contractor: { ...p.contractor, assets: ['time_machine'] } }), /not an Asset/],
    ['a dangling scar link', (p) => ({ ...p, contractor: { ...p.contractor, battleScars: [{ stockId: null, name: null, class: 'minor', permanent: false, injuryRef: 'nowhere', createdAt: p.exportedAt }] } }), /unknown injury ref/],
    ['a sixth rank for a Newbie', (p) => ({ ...p, contractor: { ...p.contractor, abilities: { melee: 6 } } }), /Seasoned/],
    ['a bad ledger date', (p) => ({ ...p, ledger: [{ ...p.ledger[0]!, createdAt: 'yesterday' }] }), /ledger\.0\.createdAt/],
  ])('refuses a passport with %s and writes nothing', async (_name, breakIt, message) => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const passport = expectOk(await exportPassport(t.platform, ada, id));
    const before = await contractorCount();
    const result = await importPassport(t.platform, ada, breakIt(passport));
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_passport', status: 422 } });
    if (!result.ok) expect(`${result.error.message} ${result.error.field ?? ''}`).toMatch(message);
    expect(await contractorCount()).toBe(before);
  });

  it('rolls back everything when the database refuses a late row (a NUL in the last ledger entry)', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await playedContractor(ada);
    const passport = expectOk(await exportPassport(t.platform, ada, id));
    const before = await contractorCount();
    const broken = { ...passport, ledger: [...passport.ledger, { ...passport.ledger[0]!, kind: 'bad\u0000kind' }] };
    const result = await importPassport(t.platform, ada, broken);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_passport', status: 422 } });
    expect(await contractorCount()).toBe(before);
    const [injuries] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM injuries`);
    expect(injuries!.n).toBe(3);
  });
});
