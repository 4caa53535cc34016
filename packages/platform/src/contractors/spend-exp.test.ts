import { THERAPY_EXP_COST, abilityRaiseCost, attributeRaiseCost, sourceRaiseCost } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractor, getLedger } from './read.js';
import { spendExp } from './spend-exp.js';
import { addTrauma } from './traumas.js';
import { updateContractor } from './update.js';

describe.each(backends)('spendExp ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('raises an Attribute at the rules’ price and writes the ledger entry', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const before = expectOk(await getContractor(t.platform, ada, id));
    const after = expectOk(
      await spendExp(t.platform, ada, id, { version: 1, purchase: { kind: 'attribute', id: 'brawn' } }),
    );
    expect(after.attributes.brawn).toBe(4);
    expect(attributeRaiseCost(3)).toBe(15);
    expect(after.exp).toEqual({ earned: 0, spent: before.exp.spent + 15, available: before.exp.available - 15 });
    expect(after.derived.expCost).toBe(before.derived.expCost + 15);
    const ledger = expectOk(await getLedger(t.platform, ada, id));
    expect(ledger.at(-1)).toMatchObject({
      kind: 'raise_attribute',
      amount: -15,
      cause: { trait: 'brawn', from: 3, to: 4 },
      description: 'Raised Brawn from 3 to 4',
    });
  });

  it('raises Primary Abilities by id and Secondary ones by name, creating new ones', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    let view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'stealth' } }));
    expect(view.abilities.stealth).toBe(1);
    view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'Athletics' } }));
    expect(view.abilities.athletics).toBe(3);
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'Lock Picking' } }));
    view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'lock picking' } }));
    expect(view.secondaryAbilities).toEqual({ 'Lock Picking': 2 });
    const ledger = expectOk(await getLedger(t.platform, ada, id));
    expect(ledger.slice(-4).map((e) => [e.amount, e.description])).toEqual([
      [-abilityRaiseCost(0), 'Raised Stealth from 0 to 1'],
      [-abilityRaiseCost(2), 'Raised Athletics from 2 to 3'],
      [-abilityRaiseCost(0), 'Raised Lock Picking from 0 to 1'],
      [-abilityRaiseCost(1), 'Raised Lock Picking from 1 to 2'],
    ]);
  });

  it('refuses a sixth rank before Seasoned, and ratings at their maximum', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { attributes: { brawn: 5 }, abilities: { melee: 5 } });
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'melee' } })).toMatchObject({
      ok: false,
      error: { code: 'sixth_rank_requires_seasoned', status: 422, field: 'abilities.melee' },
    });
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'brawn' } })).toMatchObject({
      ok: false,
      error: { code: 'at_maximum', status: 422 },
    });
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'luck' } })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', status: 400 },
    });
  });

  it('refuses to spend beyond the available Exp, naming cost and balance, and writes nothing', async () => {
    const ada = await player(t.platform, 'ada');
    // Attributes 5, 5, 4 cost 50 + 50 + 30; Athletics 3 and Stealth 3 cost 8 each: 4 Exp left.
    const id = await contractorFor(t.platform, ada, {
      attributes: { brawn: 5, dexterity: 5, perception: 4, charisma: 1, intellect: 1 },
      abilities: { athletics: 3, stealth: 3 },
    });
    const before = expectOk(await getContractor(t.platform, ada, id));
    expect(before.exp.available).toBe(4);
    const refused = await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'charisma' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_enough_exp', status: 422 } });
    if (!refused.ok)
      expect(refused.error.message).toBe('Raising Charisma from 1 to 2 costs 5 Exp, but only 4 Exp is available.');
    const after = expectOk(await getContractor(t.platform, ada, id));
    expect(after).toMatchObject({ version: before.version, exp: before.exp, attributes: before.attributes });
    expect(expectOk(await getLedger(t.platform, ada, id))).toHaveLength(2);
  });

  it('raises Source capacity (the new point arrives full) and needs a Source', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'source' } })).toMatchObject({
      ok: false,
      error: { code: 'no_source' },
    });
    expectOk(await updateContractor(t.platform, ada, id, { version: 1, source: { name: 'Moonlight' } }));
    const view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'source' } }));
    expect(view.source).toEqual({ name: 'Moonlight', capacity: 2, current: 2 });
    expect(expectOk(await getLedger(t.platform, ada, id)).at(-1)).toMatchObject({
      amount: -sourceRaiseCost(1),
      description: 'Raised Source capacity from 1 to 2',
    });
  });

  it('treats a Trauma with therapy for 3 Exp, removing it', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const hurt = expectOk(await addTrauma(t.platform, ada, id, { stockId: 'nightmares' }));
    const treated = expectOk(
      await spendExp(t.platform, ada, id, { purchase: { kind: 'therapy', traumaId: hurt.traumas[0]!.id } }),
    );
    expect(treated.traumas).toEqual([]);
    expect(treated.exp.available).toBe(hurt.exp.available - THERAPY_EXP_COST);
    expect(expectOk(await getLedger(t.platform, ada, id)).at(-1)!.description).toBe(
      'Therapy for the Trauma Nightmares',
    );
    expect(
      await spendExp(t.platform, ada, id, { purchase: { kind: 'therapy', traumaId: hurt.traumas[0]!.id } }),
    ).toMatchObject({ ok: false, error: { code: 'not_found', field: 'purchase.traumaId' } });
  });

  it('checks the version: a stale purchase gets 409 and spends nothing', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await spendExp(t.platform, ada, id, { version: 1, purchase: { kind: 'ability', id: 'stealth' } }));
    expect(
      await spendExp(t.platform, ada, id, { version: 1, purchase: { kind: 'ability', id: 'stealth' } }),
    ).toMatchObject({ ok: false, error: { code: 'version_conflict' } });
    expect(expectOk(await getContractor(t.platform, ada, id)).abilities.stealth).toBe(1);
  });

  it('never lets two simultaneous purchases overdraw the balance', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, {
      attributes: { brawn: 5, dexterity: 5, perception: 4, charisma: 1, intellect: 1 },
      abilities: { athletics: 3, stealth: 3 },
    });
    // 4 Exp left: two 2-Exp first ranks fit, the third does not.
    const results = await Promise.all(
      ['melee', 'brawl', 'drive'].map((ability) =>
        spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: ability } }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(expectOk(await getContractor(t.platform, ada, id)).exp.available).toBe(0);
  });
});
