import { STARTING_EXP, deriveContractor, traitsExpCost } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getCoins } from '../contracts/coins.js';
import { queryRows } from '../db/raw.js';
import { contractorFor, creationInput, expectOk, grantCoinOfCharon, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createContractor } from './creation.js';
import { getContractor, getLedger } from './read.js';

describe.each(backends)('createContractor ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('creates a sheet whose derived numbers are the rules’ and whose ledger explains the Exp', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const view = expectOk(await getContractor(t.platform, ada, id));
    const traits = {
      attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
      abilities: { athletics: 2, medicine: 1 },
      secondaryAbilities: {},
    };
    expect(view.derived).toEqual(
      deriveContractor({ traits, victories: 0, injuries: [], mindDamage: 0, battleScars: 0, traumas: 0 }),
    );
    expect(view.derived.body).toBe(7);
    const cost = traitsExpCost(traits);
    expect(view.exp).toEqual({ earned: 0, spent: cost, available: STARTING_EXP - cost });
    expect(view).toMatchObject({
      version: 1,
      private: false,
      owner: { handle: 'ada' },
      editable: true,
      giftCredits: 0,
      improvements: 0,
      flags: [],
    });
    expect(view.concept).toEqual({
      name: 'Ada Quill',
      archetype: 'Field medic',
      paradigm: 'Science explains everything',
      ambition: 'Buy back her clinic',
      age: '34',
      residence: '',
      appearance: '',
    });
    expect(view.limits.map((l) => l.name)).toEqual(['Anguish', 'Atrocities', 'Murder']);
    const ledger = expectOk(await getLedger(t.platform, ada, id));
    expect(ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['starting_exp', 150],
      ['creation_traits', -cost],
    ]);
    expect(ledger[1]!.description).toBe('Attributes and Abilities bought at creation');
  });

  it('charges Assets, credits Liabilities, grants their scars and Gift Credits (Gifted, Coin of Charon)', async () => {
    const ada = await player(t.platform, 'ada');
    await grantCoinOfCharon(t.platform, ada);
    const id = await contractorFor(t.platform, ada, {
      assets: ['gifted', 'jaded'],
      liabilities: ['one_eye'],
      useCoinOfCharon: true,
      secondaryAbilities: { Knives: 2 },
    });
    const view = expectOk(await getContractor(t.platform, ada, id));
    const cost = traitsExpCost({
      attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
      abilities: { athletics: 2, medicine: 1 },
      secondaryAbilities: { Knives: 2 },
    });
    // Gifted 6 and Jaded 2 cost Exp at creation; One Eye gives 4 back.
    expect(view.exp).toEqual({ earned: 4, spent: cost + 8, available: 150 - cost - 8 + 4 });
    expect(view.giftCredits).toBe(2);
    expect(view.assets.map((a) => [a.id, a.value, a.restricted])).toEqual([
      ['gifted', 6, true],
      ['jaded', 2, false],
    ]);
    expect(view.battleScars).toMatchObject([
      { stockId: 'one_eye', name: 'One Eye', class: 'major', permanent: true, chosen: true },
    ]);
    expect(view.flags.map((f) => f.code)).toEqual(['restricted_asset']);
    const ledger = expectOk(await getLedger(t.platform, ada, id));
    expect(ledger.map((e) => e.description)).toEqual([
      'Starting Exp of a new Contractor',
      'Attributes and Abilities bought at creation',
      'Asset taken at creation: Gifted',
      'Gift Credit from the Gifted Asset',
      'Asset taken at creation: Jaded',
      'Liability taken at creation: One Eye',
      'Gift Credit from a Coin of Charon spent at creation',
    ]);
  });

  it('refuses to spend a Coin of Charon the player does not hold (no_coin_of_charon), creating nothing', async () => {
    const ada = await player(t.platform, 'ada');
    const refused = await createContractor(t.platform, ada, creationInput({ useCoinOfCharon: true }));
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'no_coin_of_charon', status: 422, field: 'useCoinOfCharon' },
    });
    const [row] = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM contractors`);
    expect(row!.n).toBe(0);
    // With a Coin it works, once: the Coin is spent, and the next try is refused again.
    await grantCoinOfCharon(t.platform, ada);
    expectOk(await createContractor(t.platform, ada, creationInput({ useCoinOfCharon: true })));
    expect(expectOk(await getCoins(t.platform, ada))).toMatchObject({ available: 0, received: 1, spent: 1 });
    expect(await createContractor(t.platform, ada, creationInput({ useCoinOfCharon: true }))).toMatchObject({
      ok: false,
      error: { code: 'no_coin_of_charon' },
    });
  });

  it('allows overspent Exp but flags it, and flags custom Limits for approval', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, {
      attributes: { brawn: 5, dexterity: 5, perception: 5, charisma: 5, intellect: 5 },
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Losing my music' }],
    });
    const view = expectOk(await getContractor(t.platform, ada, id));
    // Every Attribute at 5 costs 50; Athletics 2 and Medicine 1 cost 6 more.
    expect(view.exp.available).toBe(150 - 5 * 50 - 6);
    expect(view.flags).toEqual([
      { code: 'exp_overspent', message: '106 Exp more was spent than the Contractor had (off-rules).' },
      { code: 'custom_limit', message: 'The custom Limit “Losing my music” needs the Playgroup Leader’s approval.' },
    ]);
    expect(view.limits[2]).toMatchObject({ name: 'Losing my music', custom: true });
  });

  it('fills left-out Attributes with 1 and Abilities with 0, as harbinger derive does', async () => {
    const ada = await player(t.platform, 'ada');
    const id = expectOk(
      await createContractor(t.platform, ada, creationInput({ attributes: { brawn: 2 }, abilities: {} })),
    ).id;
    const view = expectOk(await getContractor(t.platform, ada, id));
    expect(view.attributes).toEqual({ brawn: 2, dexterity: 1, perception: 1, charisma: 1, intellect: 1 });
    expect(view.exp.spent).toBe(5);
  });

  it('refuses anonymous creators', async () => {
    expect(await createContractor(t.platform, null, creationInput())).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
  });

  it.each([
    [{ name: '' }, 'name', 400],
    [{ name: 'x'.repeat(81) }, 'name', 400],
    [{ limits: [{ id: 'anguish' }] }, 'limits', 400],
    [{ attributes: { brawn: 6 } }, 'attributes.brawn', 400],
    [{ abilities: { athletics: 6 } }, 'abilities.athletics', 400],
    [{ abilities: { juggling: 1 } }, 'abilities.juggling', 400],
    [{ appearance: 'x'.repeat(2001) }, 'appearance', 400],
  ] as const)('refuses malformed input %# with validation_failed', async (overrides, field, status) => {
    const ada = await player(t.platform, 'ada');
    const result = await createContractor(t.platform, ada, creationInput(overrides as never));
    expect(result).toMatchObject({ ok: false, error: { code: 'validation_failed', status, field } });
  });

  it.each([
    [{ assets: ['golden_parachute'] }, 'assets.0', /not an Asset/],
    [{ assets: ['jaded', 'jaded'] }, 'assets.1', /taken twice/],
    [{ liabilities: ['nope'] }, 'liabilities.0', /not a Liability/],
    [{ limits: [{ id: 'anguish' }, { id: 'anguish' }, { id: 'murder' }] }, 'limits.1', /twice/],
    [{ limits: [{ id: 'anguish' }, { id: 'murder' }, { id: 'made_up' }] }, 'limits.2.id', /not a Limit/],
    [{ secondaryAbilities: { Athletics: 1 } }, 'secondaryAbilities.Athletics', /already a Primary Ability/],
    [{ assets: ['rich'], liabilities: ['destitute'] }, 'liabilities.0', /Rich and Destitute cannot both be taken/],
    [{ liabilities: ['bad_leg', 'missing_leg'] }, 'liabilities.1', /Bad Leg and Missing Leg cannot both/],
  ] as const)(
    'refuses choices the catalog or rules reject %# with 422 and nothing stored',
    async (overrides, field, message) => {
      const ada = await player(t.platform, 'ada');
      const result = await createContractor(t.platform, ada, creationInput(overrides as never));
      expect(result).toMatchObject({ ok: false, error: { code: 'validation_failed', status: 422, field } });
      if (!result.ok) expect(result.error.message).toMatch(message);
    },
  );

  it('refuses contradictory Assets and Liabilities without writing anything', async () => {
    const ada = await player(t.platform, 'ada');
    const result = await createContractor(
      t.platform,
      ada,
      creationInput({ assets: ['rich', 'old_money'], liabilities: ['destitute'] }),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'validation_failed', status: 422 } });
    if (!result.ok)
      expect(result.error.issues?.map((i) => i.field).sort()).toEqual(['assets.1', 'liabilities.0', 'liabilities.0']);
    const rows = await queryRows<{ n: number }>(t.platform.db, sql`SELECT count(*)::int AS n FROM contractors`);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a NUL character without a server error', async () => {
    const ada = await player(t.platform, 'ada');
    const result = await createContractor(t.platform, ada, creationInput({ name: 'Ada\u0000' }));
    expect(result).toMatchObject({ ok: false, error: { code: 'validation_failed', status: 400 } });
  });
});
