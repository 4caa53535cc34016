import { parseRoll, resolveRollExpression, rollDice, seededRng, sequenceRng } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury } from './injuries.js';
import { getContractor } from './read.js';
import { listRolls, recordRoll } from './rolls.js';

const traits = {
  attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
  abilities: { athletics: 2, medicine: 1 },
  secondaryAbilities: {},
};

describe.each(backends)('server rolls ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('rolls notation against the sheet with the server’s dice and the current Penalty', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await addInjury(t.platform, ada, id, { severity: 3 }));
    const sheet = expectOk(await getContractor(t.platform, ada, id));
    // Body 7 - 3 leaves 4 (Penalty 1); Mind 4 (Penalty 1).
    expect(sheet.derived.penalty).toBe(2);
    t.useRng(seededRng('table'));
    const record = expectOk(await recordRoll(t.platform, ada, id, { expression: 'dex+athletics@7 close shave' }));
    const resolved = resolveRollExpression(
      (parseRoll('dex+athletics@7 close shave') as { ok: true; value: never }).value,
      { traits, penalty: 2 },
    );
    if (!resolved.ok) throw new Error('rules refused');
    const expected = rollDice(resolved.value.options, seededRng('table'));
    expect(record).toMatchObject({
      expression: 'dex+athletics@7 close shave',
      label: 'close shave',
      dice: expected.dice,
      difficulty: 7,
      faces: expected.faces,
      outcome: expected.outcome,
      tier: expected.tier,
      penalty: 2,
      mindDamageAdded: 0,
      rolledBy: 'ada',
    });
    expect(record.options).toMatchObject({ pool: 4, penalty: 2 });
    expect(record.dice).toBe(2);
    expect(record.description).toContain('Penalty 2');
    expect(expectOk(await getContractor(t.platform, ada, id)).version).toBe(sheet.version);
  });

  it('takes explicit options but always sets the Penalty itself', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    // The largest value uniformInt accepts for a d10 reads as a 10.
    t.useRng(sequenceRng([4294967289]));
    const record = expectOk(
      await recordRoll(t.platform, ada, id, {
        expression: 'Handgun',
        options: { pool: 5, difficulty: 6 },
        label: 'shoot',
      }),
    );
    // Mind 4 gives Penalty 1: 4 dice, all showing 10 on the max engine.
    expect(record).toMatchObject({
      dice: 4,
      faces: [10, 10, 10, 10],
      outcome: 8,
      tier: 'exceptional',
      penalty: 1,
      label: 'shoot',
    });
    expect(record.options.penalty).toBe(1);
    const sneaky = expectOk(
      await recordRoll(t.platform, ada, id, { expression: 'x', options: { pool: 5, penalty: 0 } }),
    );
    expect(sneaky).toMatchObject({ penalty: 1, dice: 4 });
    expect(await recordRoll(t.platform, ada, id, { expression: 'x', options: { pool: 50 } })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'options.pool' },
    });
  });

  it('adds 1 Mind damage for an exerted roll, which ignores the Penalty', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const record = expectOk(await recordRoll(t.platform, ada, id, { expression: 'bra+athletics ex' }));
    expect(record).toMatchObject({ dice: 5, penalty: 0, mindDamageAdded: 1 });
    const sheet = expectOk(await getContractor(t.platform, ada, id));
    expect(sheet).toMatchObject({ mindDamage: 1, version: 2 });
  });

  it('refuses rolls the notation or rules reject, naming the problem', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const unknown = await recordRoll(t.platform, ada, id, { expression: 'dex+juggling' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'invalid_roll', status: 422 } });
    if (!unknown.ok) expect(unknown.error.message).toMatch(/juggling/);
    expect(await recordRoll(t.platform, ada, id, { expression: 'init ex' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_roll' },
    });
    expect(await recordRoll(t.platform, ada, id, { expression: '' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'expression' },
    });
    expect(expectOk(await listRolls(t.platform, ada, id))).toEqual([]);
  });

  it('keeps a history, newest first, visible to whoever sees the sheet; only the owner rolls', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    for (const expression of ['3', '4', '5']) {
      expectOk(await recordRoll(t.platform, ada, id, { expression }));
      t.clock.advance(1000);
    }
    expect(expectOk(await listRolls(t.platform, bob, id, { limit: 2 })).map((r) => r.expression)).toEqual(['5', '4']);
    expect(expectOk(await listRolls(t.platform, null, id))).toHaveLength(3);
    expect(await listRolls(t.platform, ada, id, { limit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'limit' },
    });
    expect(await recordRoll(t.platform, bob, id, { expression: '3' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await recordRoll(t.platform, null, id, { expression: '3' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
