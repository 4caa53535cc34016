import { stockGiftSpec } from '@harbinger/rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { openPlatform, type Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { setArtifactStatus } from '../gifts/artifacts.js';
import { createGift } from '../gifts/create-gift.js';
import { giftSpec } from '../gifts/gift-fixtures.js';
import { improveGift } from '../gifts/improve-gift.js';
import { getContractorGifts, getGift } from '../gifts/read-gifts.js';
import { exportPassport } from '../passports/export-passport.js';
import { importPassport } from '../passports/import-passport.js';
import { getServerKey } from '../passports/server-key.js';
import { trustServer } from '../passports/trust.js';
import { earn } from '../passports/passport-fixtures.js';
import { contractorFor, expectOk, grantCoinOfCharon, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury, updateInjury } from './injuries.js';
import { exert } from './mind.js';
import { PASSPORT_VERSION, passportSchema, type Passport } from './passport-schema.js';
import { getContractor, getLedger } from './read.js';
import { spendExp } from './spend-exp.js';
import { addTrauma } from './traumas.js';
import { undoSpend } from './undo-spend.js';
import { updateContractor } from './update.js';
import type { ContractorView } from './views.js';

/** A passport as a file carries it, without the issuing server's claim and signature (a version 2 file). */
function unsigned(passport: Passport): unknown {
  const {
    claim: _claim,
    signature: _signature,
    ...body
  } = passport as Passport & { claim?: unknown; signature?: unknown };
  const { unverifiedImport: _pending, ...contractor } = body.contractor as Passport['contractor'] & {
    unverifiedImport?: unknown;
  };
  return JSON.parse(JSON.stringify({ ...body, version: 2, contractor }));
}

/** A view with everything an import legitimately changes blanked out: ids, times of the row itself, version. */
function withoutIds(view: ContractorView): unknown {
  return {
    ...view,
    id: null,
    version: null,
    createdAt: null,
    updatedAt: null,
    injuries: view.injuries.map(({ id: _id, battleScarId: _scar, ...rest }) => rest),
    battleScars: view.battleScars.map(({ id: _id, injuryId, ...rest }) => ({
      ...rest,
      linked: injuryId !== undefined,
    })),
    traumas: view.traumas.map(({ id: _id, ...rest }) => rest),
  };
}

describe.each(backends)('passports ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function playedContractor(ada: NonNullable<Actor>): Promise<string> {
    await grantCoinOfCharon(t.platform, ada);
    const id = await contractorFor(t.platform, ada, {
      assets: ['gifted'],
      liabilities: ['one_eye'],
      useCoinOfCharon: true,
      secondaryAbilities: { Knives: 1 },
      private: true,
    });
    // Exert while still able to act: the Injuries below leave Body at exactly 0 (incapacitated).
    expectOk(await exert(t.platform, ada, id));
    expectOk(await addInjury(t.platform, ada, id, { severity: 5 }));
    const view = expectOk(await addInjury(t.platform, ada, id, { severity: 4, scarId: 'tinnitus', note: 'shrapnel' }));
    expectOk(
      await updateInjury(t.platform, ada, id, view.injuries[1]!.id, {
        action: 'stabilize',
        kind: 'makeshift',
        outcome: 1,
      }),
    );
    expectOk(await addInjury(t.platform, ada, id, { severity: 1 }));
    expectOk(await addTrauma(t.platform, ada, id, { stockId: 'nightmares' }));
    expectOk(await addTrauma(t.platform, ada, id, { custom: { name: 'Hates bells', summary: '' } }));
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
    expect(passport).toMatchObject({
      format: 'harbinger.contractor',
      version: 3,
      gifts: { gifts: [], items: [], craftingLocation: null, sourceConditions: [] },
    });
    expect(passportSchema.safeParse(JSON.parse(JSON.stringify(passport))).success).toBe(true);
    t.clock.advance(3_600_000);
    const imported0 = expectOk(await importPassport(t.platform, ada, JSON.parse(JSON.stringify(passport))));
    // The original still lives here, so this is a copy, never clean; with no victories or Gifts nothing waits.
    expect(imported0).toMatchObject({ verified: false, unverified: null });
    const copy = imported0.id;
    expect(copy).not.toBe(id);
    const original = expectOk(await getContractor(t.platform, ada, id));
    const imported = expectOk(await getContractor(t.platform, ada, copy));
    expect(imported.version).toBe(1);
    expect(withoutIds(imported)).toEqual(withoutIds(original));
    const strip = (entries: { id: string }[]) => entries.map(({ id: _id, ...rest }) => rest);
    expect(strip(expectOk(await getLedger(t.platform, ada, copy)))).toEqual(
      strip(expectOk(await getLedger(t.platform, ada, id))),
    );
    // The re-exported passport is the same file but for the export time, the ids and the claim.
    const again = expectOk(await exportPassport(t.platform, ada, copy));
    const normalise = (p: Passport) => ({
      ...p,
      claim: null,
      signature: null,
      exportedAt: null,
      ledger: p.ledger.map(({ id: _id, ...e }) => e),
      contractor: {
        ...p.contractor,
        injuries: p.contractor.injuries.map((i) => ({ ...i, ref: null })),
        battleScars: p.contractor.battleScars.map((s) => ({ ...s, injuryRef: s.injuryRef === null ? null : 'linked' })),
      },
    });
    expect(normalise(again)).toEqual(normalise(passport));
  });

  it('carries an undone spend: the refund names the spend by its new id; an invented refund is refused', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'dexterity' } }));
    const raise = expectOk(await getLedger(t.platform, ada, id)).at(-1)!;
    expectOk(await undoSpend(t.platform, ada, id, { version: 2, entryId: raise.id }));
    const passport = JSON.parse(JSON.stringify(expectOk(await exportPassport(t.platform, ada, id)))) as Passport;
    const copy = expectOk(await importPassport(t.platform, ada, passport)).id;
    const ledger = expectOk(await getLedger(t.platform, ada, copy));
    const [spend, refund] = ledger.slice(-2);
    expect([spend!.kind, refund!.kind]).toEqual(['raise_attribute', 'refund']);
    expect(refund!.cause.refundOf).toBe(spend!.id);
    // Twenty Exp back for an Asset the history never bought.
    const invented = {
      ...passport,
      ledger: [
        ...passport.ledger,
        { ...passport.ledger.at(-1)!, amount: 20, cause: { refundOf: 'made-up', refunded: 'asset_purchase' } },
      ],
    };
    expect(await importPassport(t.platform, ada, invented)).toMatchObject({
      ok: false,
      error: { code: 'invalid_passport', status: 422 },
    });
  });

  it('gives anyone else a view copy, which no server imports; nobody signed out imports at all', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    const passport = expectOk(await exportPassport(t.platform, bob, id));
    expect(passport.claim).toMatchObject({ owner: 'ada', holder: null });
    expect(await importPassport(t.platform, bob, passport)).toMatchObject({
      ok: false,
      error: { code: 'passport_not_transferable', status: 403 },
    });
    expect(await importPassport(t.platform, null, passport)).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  async function contractorCount(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM contractors`);
    const [ledger] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM ledger_entries`);
    return row!.n * 1000 + ledger!.n;
  }

  it.each<[string, (p: Passport) => unknown, RegExp]>([
    ['not an object', () => 'hello', /not a valid Contractor passport/],
    ['another format', (p) => ({ ...p, format: 'something.else' }), /format/],
    ['a future version', (p) => ({ ...p, version: 4 }), /version/],
    ['version 3 without its Gifts', (p) => ({ ...p, gifts: undefined }), /gifts/],
    ['version 1 carrying Gifts', (p) => ({ ...(unsigned(p) as object), version: 1 }), /gifts/],
    [
      'a missing concept',
      (p) => ({ ...p, contractor: { ...p.contractor, concept: undefined } }),
      /contractor\.concept/,
    ],
    [
      'an Attribute of 9',
      (p) => ({ ...p, contractor: { ...p.contractor, attributes: { ...p.contractor.attributes, brawn: 9 } } }),
      /contractor\.attributes\.brawn/,
    ],
    ['an unknown Asset', (p) => ({ ...p, contractor: { ...p.contractor, assets: ['time_machine'] } }), /not an Asset/],
    [
      'a dangling scar link',
      (p) => ({
        ...p,
        contractor: {
          ...p.contractor,
          battleScars: [
            {
              stockId: null,
              name: null,
              class: 'minor',
              permanent: false,
              injuryRef: 'nowhere',
              createdAt: p.exportedAt,
            },
          ],
        },
      }),
      /unknown injury ref/,
    ],
    [
      'a sixth rank for a Newbie',
      (p) => ({ ...p, contractor: { ...p.contractor, abilities: { melee: 6 } } }),
      /Seasoned/,
    ],
    [
      'a bad ledger date',
      (p) => ({ ...p, ledger: [{ ...p.ledger[0]!, createdAt: 'yesterday' }] }),
      /ledger\.0\.createdAt/,
    ],
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
    const last = passport.ledger.at(-1)!;
    const broken = {
      ...passport,
      ledger: [...passport.ledger.slice(0, -1), { ...last, cause: { ...last.cause, note: 'a\u0000b' } }],
    };
    const result = await importPassport(t.platform, ada, broken);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_passport', status: 422 } });
    expect(await contractorCount()).toBe(before);
    const [injuries] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM injuries`);
    expect(injuries!.n).toBe(3);
  });

  /** A Contractor with a Power improved once and a Legendary Artifact that was lost. */
  async function giftedContractor(ada: NonNullable<Actor>): Promise<string> {
    const id = await contractorFor(t.platform, ada, { name: 'Ada Gifted' });
    await earn(t.platform, id, { victories: 4, improvements: 1 });
    const bolt = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    expectOk(
      await improveGift(t.platform, ada, bolt.id, { spec: { ...bolt.spec, enhancements: [{ id: 'staggering' }] } }),
    );
    const sword = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('grandfathers-sword') }));
    expectOk(
      await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'lost', note: 'Dropped in the canal' }),
    );
    return id;
  }

  /** What a reader of the Stock tab sees of the Gifts, without ids. */
  async function giftShape(p: Platform, ada: NonNullable<Actor>, id: string) {
    const view = expectOk(await getContractorGifts(p, ada, id));
    const gifts = await Promise.all(
      view.gifts.map(async (g) => ({
        name: g.name,
        typeId: g.typeId,
        cost: g.cost,
        systemText: g.systemText,
        revision: g.revision,
        artifact: g.artifact
          ? { status: g.artifact.status, history: g.artifact.history.map((e) => [e.kind, e.status, e.note]) }
          : null,
        revisions: expectOk(await getGift(p, ada, g.id)).revisions.map((r) => [
          r.number,
          r.reason,
          r.cost,
          r.systemText,
        ]),
      })),
    );
    return { gifts, balance: view.balance, alerts: view.alerts };
  }

  it('carries Gifts: a Power with its revisions and a lost Legendary Artifact with its history come back whole', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await giftedContractor(ada);
    const passport = expectOk(await exportPassport(t.platform, ada, id));
    expect(passport.version).toBe(PASSPORT_VERSION);
    expect(passport.gifts.gifts.map((g) => [g.revisions.length, g.artifactStatus])).toEqual([
      [2, null],
      [1, 'lost'],
    ]);
    // On a server that trusts this one, so the victories and Gifts come in clean.
    const other = await openPlatform({ memory: true, now: () => t.clock.now(), log: t.log });
    try {
      const key = await getServerKey(t.platform);
      expectOk(await trustServer(other, { origin: key.origin, publicKey: key.publicKey }));
      const there = await player(other, 'ada');
      const copy = expectOk(await importPassport(other, there, JSON.parse(JSON.stringify(passport))));
      expect(copy).toMatchObject({ verified: true, unverified: null });
      const original = await giftShape(t.platform, ada, id);
      expect(original.gifts.map((g) => g.name)).toEqual(['Bolt', "Grandfather's Sword"]);
      expect(await giftShape(other, there, copy.id)).toEqual(original);
      expect(withoutIds(expectOk(await getContractor(other, there, copy.id)))).toEqual(
        withoutIds(expectOk(await getContractor(t.platform, ada, id))),
      );
    } finally {
      await other.close();
    }
  });

  it('still imports a version 1 passport, which has no Gifts', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await playedContractor(ada);
    const { gifts: _gifts, ...rest } = unsigned(expectOk(await exportPassport(t.platform, ada, id))) as Passport & {
      gifts: unknown;
    };
    const older = { ...rest, version: 1 };
    const copy = expectOk(await importPassport(t.platform, ada, JSON.parse(JSON.stringify(older)))).id;
    expect(withoutIds(expectOk(await getContractor(t.platform, ada, copy)))).toEqual(
      withoutIds(expectOk(await getContractor(t.platform, ada, id))),
    );
    expect(expectOk(await getContractorGifts(t.platform, ada, copy)).gifts).toEqual([]);
  });

  async function giftRows(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.platform.db,
      sql`SELECT (SELECT count(*) FROM gifts) + (SELECT count(*) FROM gift_revisions) + (SELECT count(*) FROM artifact_events) AS n`,
    );
    return Number(row!.n);
  }

  it.each<[string, (p: Passport & { gifts: { gifts: Record<string, unknown>[] } }) => void, RegExp]>([
    [
      'a Gift cheaper than its choices compile to',
      (p) => void (p.gifts.gifts[0]!.cost = 1),
      /does not match.* gifts\.gifts\.0$/,
    ],
    [
      'a Gift whose spec names no known Effect',
      (p) => void ((p.gifts.gifts[1]!.spec as Record<string, unknown>).effectId = 'time-travel'),
      /gifts\.gifts\.1/,
    ],
    [
      'an artifact status that does not exist',
      (p) => void (p.gifts.gifts[1]!.artifactStatus = 'pawned'),
      /gifts\.gifts\.1\.artifactStatus/,
    ],
    [
      'a revision without its spec',
      (p) => void ((p.gifts.gifts[0]!.revisions as Record<string, unknown>[])[1]!.spec = 'nope'),
      /gifts\.gifts\.0\.revisions\.1\.spec/,
    ],
  ])('refuses a passport whose Gifts section has %s, and imports none of it', async (_name, breakIt, message) => {
    const ada = await player(t.platform, 'ada');
    const id = await giftedContractor(ada);
    const passport = JSON.parse(JSON.stringify(expectOk(await exportPassport(t.platform, ada, id))));
    breakIt(passport);
    const [contractors, gifts] = [await contractorCount(), await giftRows()];
    const result = await importPassport(t.platform, ada, passport);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_passport', status: 422 } });
    if (!result.ok) expect(`${result.error.message} ${result.error.field ?? ''}`).toMatch(message);
    expect([await contractorCount(), await giftRows()]).toEqual([contractors, gifts]);
  });
});
