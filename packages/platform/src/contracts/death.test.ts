import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { exert, setMindDamage } from '../contractors/mind.js';
import { getContractor, listContractors } from '../contractors/read.js';
import { recordRoll } from '../contractors/rolls.js';
import { spendExp } from '../contractors/spend-exp.js';
import { updateContractor } from '../contractors/update.js';
import { getPlaygroup } from '../playgroups/playgroups.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { confirmDeath, getDeathWatch } from './confirm-death.js';
import { finishContract } from './finish.js';
import { openTable, runningContract, type Table } from './fixtures.js';
import { listGraveyard, updateObituary } from './graveyard.js';
import { rsvp } from './rsvp.js';
import { voidContractRecord } from './void.js';

// The fixtures' Contract is scheduled for this moment; deaths are dated by it, not by when they are recorded.
const CONTRACT_DAY = new Date('2030-02-01T18:00:00.000Z');
const DEAD = { ok: false, error: { code: 'contractor_dead', status: 409 } };

describe.each(backends)('a dead Contractor ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function killedOnAContract(table: Table) {
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    t.clock.advance(30 * 86_400_000);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'death' }],
      }),
    );
    return { ...ann, contractId: id };
  }

  /** Every workflow that acts for a Contractor, each answering its Outcome. */
  function everyAction(table: Table, ann: { player: Table['gm']; contractorId: string }, contract: string) {
    const { player, contractorId: id } = ann;
    const version = async () => expectOk(await getContractor(t.platform, null, id)).version;
    return {
      roll: () => recordRoll(t.platform, player, id, { expression: 'dex+athletics@6' }),
      exert: () => exert(t.platform, player, id, {}),
      spend: () => spendExp(t.platform, player, id, { purchase: { kind: 'ability', id: 'athletics' } }),
      injury: () => addInjury(t.platform, player, id, { severity: 2 }),
      mind: () => setMindDamage(t.platform, player, id, { mindDamage: 1 }),
      edit: async () => updateContractor(t.platform, player, id, { version: await version(), notes: 'still here' }),
      manager: async () => updateContractor(t.platform, table.gm, id, { version: await version(), notes: 'a Leader' }),
      rsvp: () => rsvp(t.platform, player, contract, { contractorId: id }),
    };
  }

  it('is dead everywhere, dated by its Contract, and read-only except for the obituary', async () => {
    const table = await openTable(t.platform);
    const ann = await killedOnAContract(table);
    const sheet = expectOk(await getContractor(t.platform, null, ann.contractorId));
    expect(sheet).toMatchObject({ dead: true, diedAt: CONTRACT_DAY });
    const [summary] = expectOk(await listContractors(t.platform, ann.player));
    expect(summary).toMatchObject({ dead: true, diedAt: CONTRACT_DAY });
    const [grave] = expectOk(await listGraveyard(t.platform, null, {})).items;
    expect(grave).toMatchObject({ diedAt: CONTRACT_DAY });
    const roster = expectOk(await getPlaygroup(t.platform, table.gm, table.playgroupId)).contractors;
    expect(roster.find((c) => c.id === ann.contractorId)).toMatchObject({ dead: true });

    const next = await table.schedule({ title: 'After the funeral' });
    const actions = everyAction(table, ann, next);
    for (const [name, run] of Object.entries(actions)) expect([name, await run()]).toMatchObject([name, DEAD]);
    expect((await actions.roll()).ok).toBe(false);
    expect(expectOk(await getContractor(t.platform, null, ann.contractorId)).version).toBe(sheet.version);
    expectOk(await updateObituary(t.platform, ann.player, ann.contractorId, { obituary: 'She held the door.' }));
  });

  it('comes back whole, every action with it, when its Contract is voided', async () => {
    const table = await openTable(t.platform);
    const ann = await killedOnAContract(table);
    const next = await table.schedule({ title: 'After the funeral' });
    const actions = everyAction(table, ann, next);
    expectOk(await voidContractRecord(t.platform, table.gm, ann.contractId, { reason: 'A rules mistake.' }));
    expect(expectOk(await getContractor(t.platform, null, ann.contractorId))).toMatchObject({
      dead: false,
      diedAt: null,
    });
    expect(expectOk(await listContractors(t.platform, ann.player))[0]).toMatchObject({ dead: false });
    // Everything it was refused works again.
    for (const name of ['roll', 'exert', 'spend', 'injury', 'mind', 'edit', 'manager', 'rsvp'] as const)
      expect([name, (await actions[name]()).ok]).toEqual([name, true]);
  });

  it('a Body below 0 waits for the GM of its Contract, who records the death dated by that Contract', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const moe = await table.seat('moe', { role: 'leader' });
    const contractId = await runningContract(table, [ann]);
    t.clock.advance(86_400_000);
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 9 }));
    const sheet = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(sheet).toMatchObject({ dead: false, derived: { state: 'dead' } });
    expect(expectOk(await getDeathWatch(t.platform, ann.player, ann.contractorId))).toEqual({
      death: null,
      pending: true,
      confirmer: 'gm',
      contract: { id: contractId, title: 'The Lighthouse' },
      canConfirm: false,
    });
    expect(expectOk(await getDeathWatch(t.platform, table.gm, ann.contractorId)).canConfirm).toBe(true);
    // The owner cannot confirm alone, nor can another Leader while a Contract runs.
    for (const who of [ann.player, moe.player])
      expect(await confirmDeath(t.platform, who, ann.contractorId, {})).toMatchObject({
        ok: false,
        error: { code: 'forbidden', status: 403 },
      });
    // Until the GM confirms, rolls fail by themselves and say why.
    const roll = expectOk(await recordRoll(t.platform, ann.player, ann.contractorId, { expression: 'dex+athletics' }));
    expect(roll).toMatchObject({ outcome: 0, tier: 'failure', dice: 0, automaticFailure: 'body_below_zero' });
    expect(expectOk(await confirmDeath(t.platform, table.gm, ann.contractorId, {}))).toEqual({
      diedAt: CONTRACT_DAY,
      contractId,
    });
    expect(await confirmDeath(t.platform, table.gm, ann.contractorId, {})).toMatchObject(DEAD);
    expect(expectOk(await getContractor(t.platform, null, ann.contractorId))).toMatchObject({
      dead: true,
      diedAt: CONTRACT_DAY,
    });
    expect(expectOk(await getDeathWatch(t.platform, table.gm, ann.contractorId))).toMatchObject({
      death: { diedAt: CONTRACT_DAY, contract: { id: contractId, title: 'The Lighthouse' } },
      pending: false,
      canConfirm: false,
    });
    // The Contract cannot then be recorded as anything but her death: no rewards or victory for the dead.
    for (const outcome of ['victory', 'failure', 'declined'] as const)
      expect(
        await finishContract(t.platform, table.gm, contractId, {
          outcomes: [{ contractorId: ann.contractorId, outcome }],
        }),
      ).toMatchObject({
        ok: false,
        error: {
          code: 'death_confirmed',
          status: 422,
          field: 'outcomes.0.outcome',
          message: expect.stringContaining("ann's Contractor died"),
        },
      });
    // Recording the Contract with the death keeps the one already confirmed and pays the Coins of Charon once;
    // voiding it brings the Contractor back.
    const finished = expectOk(
      await finishContract(t.platform, table.gm, contractId, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'death' }],
      }),
    );
    expect(finished.deaths).toEqual([ann.contractorId]);
    expect(finished.entries.filter((e) => e.resource === 'coin_of_charon')).toHaveLength(1);
    expect(expectOk(await listGraveyard(t.platform, null, {})).items).toHaveLength(1);
    expectOk(await voidContractRecord(t.platform, table.gm, contractId, {}));
    expect(expectOk(await getContractor(t.platform, null, ann.contractorId)).dead).toBe(false);
  });

  it('with no Contract running, nobody confirms it: the GM records it with the Contract', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 9 }));
    // The Playgroup's Leader (here also the GM of its Contracts) sees the danger but has nothing to confirm.
    expect(expectOk(await getDeathWatch(t.platform, table.gm, ann.contractorId))).toEqual({
      death: null,
      pending: true,
      confirmer: null,
      contract: null,
      canConfirm: false,
    });
    for (const who of [table.gm, ann.player])
      expect(await confirmDeath(t.platform, who, ann.contractorId, {})).toMatchObject({
        ok: false,
        error: { code: 'no_running_contract', status: 409 },
      });
    expect(expectOk(await getContractor(t.platform, null, ann.contractorId)).dead).toBe(false);
  });

  it('refuses to confirm a death once the Body is back above 0', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await runningContract(table, [ann]);
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 3 }));
    expect(expectOk(await getDeathWatch(t.platform, table.gm, ann.contractorId)).pending).toBe(false);
    expect(await confirmDeath(t.platform, table.gm, ann.contractorId, {})).toMatchObject({
      ok: false,
      error: { code: 'body_not_below_zero', status: 409 },
    });
    expect(await confirmDeath(t.platform, table.gm, 'nope', {})).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
