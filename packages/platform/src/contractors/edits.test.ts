import { describe, expect, it } from 'vitest';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract, type Player } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { removeContractorFromPlaygroup } from '../playgroups/contractor-approval.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import {
  decideChangeRequest,
  getPendingChanges,
  listChangeRequests,
  withdrawChangeRequest,
} from './change-requests.js';
import { appendLedger } from './ledger.js';
import { getContractor, getLedger, listContractors } from './read.js';
import { deleteContractor, retireContractor } from './retire.js';
import { spendExp } from './spend-exp.js';
import { addTrauma } from './traumas.js';
import { refundableSpends, undoSpend } from './undo-spend.js';
import { updateContractor } from './update.js';

describe.each(backends)('undoing an Exp spend ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const lastEntry = async (actor: Awaited<ReturnType<typeof player>>, id: string) =>
    expectOk(await getLedger(t.platform, actor, id)).at(-1)!;

  it('writes a refund entry and puts the rank back; ranks are undone newest first', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const before = expectOk(await getContractor(t.platform, ada, id));
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'dexterity' } }));
    const rank3 = await lastEntry(ada, id);
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'attribute', id: 'dexterity' } }));
    const rank4 = await lastEntry(ada, id);
    expect(expectOk(await refundableSpends(t.platform, ada, id))).toEqual([rank4.id]);
    expect(await undoSpend(t.platform, ada, id, { version: 3, entryId: rank3.id })).toMatchObject({
      ok: false,
      error: { code: 'later_purchase_depends', status: 409 },
    });
    let view = expectOk(await undoSpend(t.platform, ada, id, { version: 3, entryId: rank4.id }));
    expect(view.attributes.dexterity).toBe(3);
    view = expectOk(await undoSpend(t.platform, ada, id, { version: 4, entryId: rank3.id }));
    expect(view.attributes.dexterity).toBe(2);
    expect(view.exp).toEqual(before.exp);
    const ledger = expectOk(await getLedger(t.platform, ada, id));
    // The spends stay; two refunds were added after them.
    expect(ledger.slice(-4).map((e) => [e.kind, e.amount])).toEqual([
      ['raise_attribute', -10],
      ['raise_attribute', -15],
      ['refund', 15],
      ['refund', 10],
    ]);
    expect(ledger.at(-1)!.description).toBe('Undone: raised Dexterity from 2 to 3');
    expect(await undoSpend(t.platform, ada, id, { entryId: rank3.id })).toMatchObject({
      ok: false,
      error: { code: 'already_refunded' },
    });
  });

  it('forgets a Secondary Ability learned by the undone purchase and brings a treated Trauma back', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'ability', id: 'Lock Picking' } }));
    const learned = await lastEntry(ada, id);
    expect(expectOk(await undoSpend(t.platform, ada, id, { entryId: learned.id })).secondaryAbilities).toEqual({});
    const withTrauma = expectOk(await addTrauma(t.platform, ada, id, { custom: { name: 'Night terrors' } }));
    const trauma = withTrauma.traumas[0]!;
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'therapy', traumaId: trauma.id } }));
    const therapy = await lastEntry(ada, id);
    const back = expectOk(await undoSpend(t.platform, ada, id, { entryId: therapy.id }));
    expect(back.traumas).toEqual([{ id: trauma.id, name: 'Night terrors', summary: trauma.summary }]);
  });

  it('is closed once a Contract the Contractor attends starts, and refuses what is not a spend', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    expectOk(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'attribute', id: 'charisma' } }),
    );
    const raise = await lastEntry(ann.player, ann.contractorId);
    t.clock.advance(60_000);
    const contract = await runningContract(table, [ann]);
    expect(await undoSpend(t.platform, ann.player, ann.contractorId, { entryId: raise.id })).toMatchObject({
      ok: false,
      error: { code: 'sheet_locked' },
    });
    expectOk(
      await finishContract(t.platform, table.gm, contract, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    expect(await undoSpend(t.platform, ann.player, ann.contractorId, { entryId: raise.id })).toMatchObject({
      ok: false,
      error: { code: 'contract_started_since', status: 409 },
    });
    const paid = await lastEntry(ann.player, ann.contractorId);
    expect(await undoSpend(t.platform, ann.player, ann.contractorId, { entryId: paid.id })).toMatchObject({
      ok: false,
      error: { code: 'not_refundable', status: 422 },
    });
    expect(await undoSpend(t.platform, ann.player, ann.contractorId, { entryId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'spend_not_found', status: 404 },
    });
    // Someone else cannot undo it, nor see what could be undone.
    const eve = await player(t.platform, 'eve');
    expect(await undoSpend(t.platform, eve, ann.contractorId, { entryId: raise.id })).toMatchObject({ ok: false });
    expect(expectOk(await refundableSpends(t.platform, eve, ann.contractorId))).toEqual([]);
  });
});

describe.each(backends)('editing a Contractor after creation ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('renames and edits the concept at once, whatever the home', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const { version } = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    const view = expectOk(
      await updateContractor(t.platform, ann.player, ann.contractorId, {
        version,
        name: 'Ann Marlow',
        archetype: 'Night nurse',
        appearance: 'Grey coat, red scarf',
        age: '41',
        residence: 'Harbour flats',
      }),
    );
    expect(view.concept).toMatchObject({
      name: 'Ann Marlow',
      archetype: 'Night nurse',
      appearance: 'Grey coat, red scarf',
      age: '41',
      residence: 'Harbour flats',
    });
  });

  it('changes Limits at once without an approved home', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const view = expectOk(
      await updateContractor(t.platform, ada, id, {
        version: 1,
        limits: [{ id: 'anguish' }, { id: 'betrayal' }, { custom: 'Never harm a child' }],
      }),
    );
    expect(view.limits.map((l) => l.name)).toEqual(['Anguish', 'Betrayal', 'Never harm a child']);
    expect(expectOk(await getPendingChanges(t.platform, ada, id))).toEqual([]);
  });

  it('puts a Limit change of a homed Contractor before a Leader: approved applies it, rejected drops it', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const ask = (version: number, custom: string) =>
      updateContractor(t.platform, ann.player, ann.contractorId, {
        version,
        limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom }],
      });
    const start = expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).version;
    const kept = expectOk(await ask(start, 'Never betray a friend'));
    expect(kept.limits.map((l) => l.name)).toEqual(['Anguish', 'Atrocities', 'Murder']);
    const [pending] = expectOk(await getPendingChanges(t.platform, ann.player, ann.contractorId));
    expect(pending).toMatchObject({
      kind: 'limits',
      state: 'pending',
      summary: expect.stringContaining('Never betray'),
    });
    expect(await listChangeRequests(t.platform, ann.player, table.playgroupId)).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    const queue = expectOk(await listChangeRequests(t.platform, table.gm, table.playgroupId));
    expect(queue.map((r) => r.id)).toEqual([pending!.id]);
    expectOk(await decideChangeRequest(t.platform, table.gm, table.playgroupId, pending!.id, { decision: 'approve' }));
    let view = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(view.limits.at(-1)!.name).toBe('Never betray a friend');
    expect(
      await decideChangeRequest(t.platform, table.gm, table.playgroupId, pending!.id, { decision: 'reject' }),
    ).toMatchObject({ ok: false, error: { code: 'already_decided' } });

    expectOk(await ask(view.version, 'Never lie to family'));
    const [second] = expectOk(await getPendingChanges(t.platform, ann.player, ann.contractorId));
    expectOk(
      await decideChangeRequest(t.platform, table.gm, table.playgroupId, second!.id, {
        decision: 'reject',
        message: 'Too close to another Limit.',
      }),
    );
    view = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(view.limits.at(-1)!.name).toBe('Never betray a friend');
    expect(expectOk(await getPendingChanges(t.platform, ann.player, ann.contractorId))).toEqual([]);
  });

  it('lets only a Leader who does not own the Contractor decide, and approves only a living Contractor still here', async () => {
    const table = await openTable(t.platform);
    const judge = (await table.seat('jude', { role: 'judge' })).player;
    const ask = async (who: { player: Player; contractorId: string }, custom: string) => {
      const { version } = expectOk(await getContractor(t.platform, who.player, who.contractorId));
      expectOk(
        await updateContractor(t.platform, who.player, who.contractorId, {
          version,
          limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom }],
        }),
      );
      return expectOk(await getPendingChanges(t.platform, who.player, who.contractorId)).at(-1)!;
    };
    const approve = (actor: Player, requestId: string) =>
      decideChangeRequest(t.platform, actor, table.playgroupId, requestId, { decision: 'approve' });
    const ann = await table.seat('ann');
    // A private sheet: its Leader still sees what it waits for.
    await t.platform.db.execute(`UPDATE contractors SET private = true WHERE id = '${ann.contractorId}'`);
    const annRequest = await ask(ann, 'Never betray a friend');
    expect(expectOk(await getPendingChanges(t.platform, table.gm, ann.contractorId)).map((r) => r.id)).toEqual([
      annRequest.id,
    ]);
    // A Judge manages Contractors but does not decide their changes.
    expect(await approve(judge, annRequest.id)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await listChangeRequests(t.platform, judge, table.playgroupId)).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    // The Leader's own Contractor waits for another Leader.
    const own = await ask({ player: table.gm, contractorId: table.gmContractor }, 'Never leave a light on');
    expect(await approve(table.gm, own.id)).toMatchObject({ ok: false, error: { code: 'forbidden', status: 403 } });
    // A Contractor that left the Playgroup is not approved there any more.
    expectOk(await removeContractorFromPlaygroup(t.platform, ann.player, table.playgroupId, ann.contractorId));
    expect(await approve(table.gm, annRequest.id)).toMatchObject({
      ok: false,
      error: { code: 'not_approved_here', status: 409 },
    });
    // Nor does a dead Contractor change.
    const bob = await table.seat('bob');
    const bobRequest = await ask(bob, 'Never harm a child');
    const now = new Date().toISOString();
    await t.platform.db.execute(
      `INSERT INTO contractor_deaths (contractor_id, died_at, created_at, updated_at) VALUES ('${bob.contractorId}', '${now}', '${now}', '${now}')`,
    );
    expect(await approve(table.gm, bobRequest.id)).toMatchObject({
      ok: false,
      error: { code: 'contractor_dead', status: 409 },
    });
  });

  it('buys an Asset at 3× its value directly before the first Contract, and can undo it', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const before = expectOk(await getContractor(t.platform, ada, id));
    const view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'asset', id: 'double_jointed' } }));
    expect(view.assets.map((a) => a.id)).toEqual(['double_jointed']);
    expect(before.exp.available - view.exp.available).toBe(6);
    const bought = expectOk(await getLedger(t.platform, ada, id)).at(-1)!;
    expect(bought).toMatchObject({
      kind: 'asset_purchase',
      amount: -6,
      description: 'Bought the Asset Double-Jointed',
    });
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'asset', id: 'double_jointed' } })).toMatchObject({
      ok: false,
      error: { code: 'duplicate_asset' },
    });
    const undone = expectOk(await undoSpend(t.platform, ada, id, { entryId: bought.id }));
    expect(undone.assets).toEqual([]);
    expect(undone.exp.available).toBe(before.exp.available);
  });

  it('takes off the Battle Scar or Trauma a bought-off Liability brought, and undoing puts the same rows back', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { liabilities: ['bad_leg', 'haunted_sleep'] });
    const before = expectOk(await getContractor(t.platform, ada, id));
    const limp = before.battleScars.find((s) => s.name === 'Limp')!;
    const nightmares = before.traumas.find((tr) => tr.name === 'Nightmares')!;
    expect([limp, nightmares].every(Boolean)).toBe(true);
    expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'liability', id: 'bad_leg' } }));
    const leg = expectOk(await getLedger(t.platform, ada, id)).at(-1)!;
    let view = expectOk(await spendExp(t.platform, ada, id, { purchase: { kind: 'liability', id: 'haunted_sleep' } }));
    const sleep = expectOk(await getLedger(t.platform, ada, id)).at(-1)!;
    expect(view.liabilities).toEqual([]);
    expect(view.battleScars.map((s) => s.id)).not.toContain(limp.id);
    expect(view.traumas.map((tr) => tr.id)).not.toContain(nightmares.id);
    expectOk(await undoSpend(t.platform, ada, id, { entryId: sleep.id }));
    view = expectOk(await undoSpend(t.platform, ada, id, { entryId: leg.id }));
    expect(view.battleScars).toEqual(before.battleScars);
    expect(view.traumas).toEqual(before.traumas);
    expect(view.exp).toEqual(before.exp);
  });

  it('will not sell an Asset the sheet contradicts: a Destitute Contractor cannot buy Rich', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { liabilities: ['destitute'] });
    expect(await spendExp(t.platform, ada, id, { purchase: { kind: 'asset', id: 'rich' } })).toMatchObject({
      ok: false,
      error: {
        code: 'incompatible_picks',
        status: 422,
        field: 'purchase.id',
        message: expect.stringMatching(/Destitute/),
      },
    });
  });

  it('buys off a Liability directly, and asks a Leader after the first Contract', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = ann.contractorId;
    await t.platform.db.execute(`UPDATE contractors SET liabilities = '["ringing_ears"]' WHERE id = '${id}'`);
    const contract = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, contract, { outcomes: [{ contractorId: id, outcome: 'victory' }] }),
    );
    const before = expectOk(await getContractor(t.platform, ann.player, id));
    const asked = expectOk(
      await spendExp(t.platform, ann.player, id, { purchase: { kind: 'liability', id: 'ringing_ears' } }),
    );
    expect(asked.liabilities.map((l) => l.id)).toEqual(['ringing_ears']);
    expect(asked.exp.available).toBe(before.exp.available);
    const [pending] = expectOk(await getPendingChanges(t.platform, ann.player, id));
    expect(pending).toMatchObject({ kind: 'liability_removal', cost: 6 });
    expectOk(await decideChangeRequest(t.platform, table.gm, table.playgroupId, pending!.id, { decision: 'approve' }));
    const after = expectOk(await getContractor(t.platform, ann.player, id));
    expect(after.liabilities).toEqual([]);
    expect(before.exp.available - after.exp.available).toBe(6);
    // The owner can take back a request.
    expectOk(await spendExp(t.platform, ann.player, id, { purchase: { kind: 'asset', id: 'double_jointed' } }));
    const [again] = expectOk(await getPendingChanges(t.platform, ann.player, id));
    expectOk(await withdrawChangeRequest(t.platform, ann.player, id, again!.id));
    expect(expectOk(await getPendingChanges(t.platform, ann.player, id))).toEqual([]);
  });
});

describe.each(backends)('retiring and deleting ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('deletes a Contractor without Contracts after its name is typed, and will not retire it', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(await retireContractor(t.platform, ada, id, { version: 1 })).toMatchObject({
      ok: false,
      error: { code: 'no_recorded_contracts' },
    });
    expect(await deleteContractor(t.platform, ada, id, { confirmName: 'Ada' })).toMatchObject({
      ok: false,
      error: { code: 'confirm_name_mismatch', field: 'confirmName' },
    });
    const eve = await player(t.platform, 'eve');
    expect(await deleteContractor(t.platform, eve, id, { confirmName: 'Ada Quill' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expectOk(await deleteContractor(t.platform, ada, id, { confirmName: 'ada quill' }));
    expect(await getContractor(t.platform, ada, id)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('retires a Contractor with a recorded Contract: kept, read-only, listed as retired, never erased', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const contract = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, contract, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    expect(
      await deleteContractor(t.platform, ann.player, ann.contractorId, { confirmName: "ann's Contractor" }),
    ).toMatchObject({ ok: false, error: { code: 'has_recorded_contracts', status: 409 } });
    const { version } = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expectOk(await retireContractor(t.platform, ann.player, ann.contractorId, { version }));
    const view = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(view.retiredAt).toBeInstanceOf(Date);
    expect(view.editable).toBe(false);
    expect(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'attribute', id: 'brawn' } }),
    ).toMatchObject({ ok: false, error: { code: 'contractor_retired', status: 409 } });
    expect(
      await updateContractor(t.platform, ann.player, ann.contractorId, { version: view.version, notes: 'x' }),
    ).toMatchObject({ ok: false, error: { code: 'contractor_retired' } });
    const other = await contractorFor(t.platform, ann.player, { name: 'Second' });
    const listed = expectOk(await listContractors(t.platform, ann.player));
    expect(listed.map((c) => [c.id, c.retiredAt !== null])).toEqual([
      [other, false],
      [ann.contractorId, true],
    ]);
  });

  it('keeps any Contractor play has written to: a GM’s award or a recorded death is history, never erased', async () => {
    const ada = await player(t.platform, 'ada');
    const awarded = await contractorFor(t.platform, ada, { name: 'Awarded' });
    const dead = await contractorFor(t.platform, ada, { name: 'Fallen' });
    await t.platform.db.transaction(async (tx) => {
      await appendLedger(tx, awarded, [{ resource: 'exp', amount: 2, kind: 'golden_ratio' }], new Date());
      const now = new Date().toISOString();
      await tx.execute(
        `INSERT INTO contractor_deaths (contractor_id, died_at, voided_at, created_at, updated_at) VALUES ('${dead}', '${now}', '${now}', '${now}', '${now}')`,
      );
    });
    for (const [id, name] of [
      [awarded, 'Awarded'],
      [dead, 'Fallen'],
    ] as const) {
      expect(await deleteContractor(t.platform, ada, id, { confirmName: name })).toMatchObject({
        ok: false,
        error: { code: 'has_recorded_contracts', status: 409 },
      });
      const { version } = expectOk(await getContractor(t.platform, ada, id));
      expectOk(await retireContractor(t.platform, ada, id, { version }));
    }
  });

  it('will not retire a Contractor seated in a Contract that is scheduled or being played', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const first = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, first, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    const next = await table.schedule({ title: 'The Quarry' });
    expectOk(await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId }));
    const { version } = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(await retireContractor(t.platform, ann.player, ann.contractorId, { version })).toMatchObject({
      ok: false,
      error: { code: 'seated_in_contract', status: 409, message: expect.stringContaining('The Quarry') },
    });
  });
});
