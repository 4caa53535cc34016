import { sequenceRng } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury } from './injuries.js';
import { exert, setMindDamage } from './mind.js';
import { getContractor } from './read.js';
import { listRolls, recordRoll } from './rolls.js';

// The fixture Contractor: Body 7 (Brawn 3), Mind 4 (Intellect 2 + Charisma 1 + 1), so an undamaged Penalty of 1.

describe.each(backends)('incapacitated and exerting ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('with Mind at 0 every roll fails by itself, says why, and exerts nothing', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 4 }));
    const record = expectOk(await recordRoll(t.platform, ada, id, { expression: 'dex+athletics@6 ex' }));
    expect(record).toMatchObject({
      dice: 0,
      faces: [],
      outcome: 0,
      tier: 'failure',
      mindDamageAdded: 0,
      automaticFailure: 'mind_spent',
    });
    expect(record.description).toMatch(/^Automatic failure: Mind is at 0/);
    expect(record.options.exert).toBe(false);
    const [kept] = expectOk(await listRolls(t.platform, ada, id));
    expect(kept).toMatchObject({ id: record.id, automaticFailure: 'mind_spent', outcome: 0 });
    expect(expectOk(await getContractor(t.platform, ada, id)).mindDamage).toBe(4);
  });

  it('with Body at exactly 0 rolls fail too, and exertion is refused', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await addInjury(t.platform, ada, id, { severity: 7 }));
    expect(expectOk(await getContractor(t.platform, ada, id)).derived).toMatchObject({
      bodyRemaining: 0,
      state: 'incapacitated',
    });
    const record = expectOk(await recordRoll(t.platform, ada, id, { expression: 'Punch', options: { pool: 6 } }));
    expect(record).toMatchObject({ outcome: 0, automaticFailure: 'body_spent' });
    for (const use of ['action', 'gift_activation'] as const)
      expect(await exert(t.platform, ada, id, { use })).toMatchObject({
        ok: false,
        error: { code: 'contractor_incapacitated', status: 409, message: expect.stringContaining('Body is at 0') },
      });
  });

  it('keeps Mind damage within the Mind rating', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 9 })).mindDamage).toBe(4);
    expect(expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 2 })).mindDamage).toBe(2);
  });

  it('an exertion costs 1 Mind damage whose Penalty starts with the next roll', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 1 }));
    // Mind 4 with 1 damage leaves 3 (Penalty 2); the exertion takes it to 2 left (Penalty 3) after this roll.
    expect(expectOk(await getContractor(t.platform, ada, id)).derived.penalty).toBe(2);
    t.useRng(sequenceRng([0, 0, 0, 0, 0, 0]));
    const exerted = expectOk(await recordRoll(t.platform, ada, id, { expression: 'dex+athletics@6 ex' }));
    // The roll read the Penalty from before its own exertion (2, not 3), and exerting ignored it.
    expect(exerted).toMatchObject({ penalty: 0, mindDamageAdded: 1, automaticFailure: null });
    expect(exerted.options).toMatchObject({ exert: true, penalty: 2 });
    expect(exerted.description).toContain('Penalty 2 ignored');
    expect(expectOk(await getContractor(t.platform, ada, id)).derived.penalty).toBe(3);
    const next = expectOk(await recordRoll(t.platform, ada, id, { expression: 'dex+athletics@6' }));
    expect(next.options.penalty).toBe(3);
  });

  it('refuses exertion on Initiative, Trauma and passive rolls', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(await recordRoll(t.platform, ada, id, { expression: 'init ex' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_roll' },
    });
    for (const use of ['initiative', 'trauma', 'passive'] as const)
      expect(await exert(t.platform, ada, id, { use })).toMatchObject({
        ok: false,
        error: { code: 'exertion_not_allowed' },
      });
    expect(expectOk(await getContractor(t.platform, ada, id)).mindDamage).toBe(0);
  });
});
