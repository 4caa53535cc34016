import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { spendExp } from '../contractors/spend-exp.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractorLedger } from './coins.js';
import { confirmAttendance, declareContract } from './declare.js';
import { finishContract } from './finish.js';
import { openTable } from './fixtures.js';

describe.each(backends)('declaring a past Contract ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('pays nothing until every player confirms; the last confirmation records it as a GM finishing would', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const judge = await table.seat('jude', { role: 'judge' });
    const input = {
      title: 'The Old Mill',
      startsAt: '2029-12-01T19:00:00Z',
      gmHandle: 'gwen',
      seats: [
        { contractorId: ann.contractorId, outcome: 'victory', commission: true },
        { contractorId: bob.contractorId, outcome: 'failure' },
      ],
    };
    expect(await declareContract(t.platform, ann.player, table.playgroupId, input)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    const declared = expectOk(await declareContract(t.platform, judge.player, table.playgroupId, input));
    expect(declared).toMatchObject({ declared: true, state: 'active', gm: { handle: 'gwen' } });
    // Waiting for confirmations locks nothing and cannot be finished by hand.
    expectOk(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'ability', id: 'stealth' } }),
    );
    expect(await finishContract(t.platform, table.gm, declared.id, { outcomes: [] })).toMatchObject({
      ok: false,
      error: { code: 'awaiting_confirmation', status: 409 },
    });
    const first = expectOk(await confirmAttendance(t.platform, ann.player, declared.id));
    expect(first.recorded).toBeNull();
    expect(first.contract.viewer.mayConfirm).toBe(false);
    expect(
      expectOk(await getContractorLedger(t.platform, null, ann.contractorId)).some(
        (e) => e.cause.contractId === declared.id,
      ),
    ).toBe(false);
    expect(await confirmAttendance(t.platform, ann.player, declared.id)).toMatchObject({
      ok: false,
      error: { code: 'already_confirmed' },
    });
    expect(await confirmAttendance(t.platform, judge.player, declared.id)).toMatchObject({
      ok: false,
      error: { code: 'not_attending', status: 403 },
    });
    const last = expectOk(await confirmAttendance(t.platform, bob.player, declared.id));
    expect(last.contract.state).toBe('finished');
    expect(
      last.recorded!.entries.filter((e) => e.contractorId === ann.contractorId).map((e) => [e.kind, e.amount]),
    ).toEqual([
      ['contract_attendance', 3],
      ['contract_victory', 2],
      ['contract_victory', 1],
      ['commission', 2],
    ]);
    expect(expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).victories).toBe(1);
  });

  it('refuses a declaration that names the GM as a player, a player twice, or a Commission for the dead', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const base = { title: 'x', startsAt: '2029-12-01T19:00:00Z', gmHandle: 'gwen' };
    expect(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        ...base,
        seats: [{ contractorId: table.gmContractor, outcome: 'failure' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'gm_is_player' } });
    expect(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        ...base,
        seats: [{ contractorId: ann.contractorId, outcome: 'death', commission: true }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'commission_not_attending' } });
    expect(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        ...base,
        seats: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        ringers: [{ handle: 'ann', achieved: true }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'duplicate_player' } });
  });
});
