import { describe, expect, it } from 'vitest';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { addContractorToPlaygroup } from '../playgroups/contractor-approval.js';
import { requestMembership } from '../playgroups/membership.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractor } from './read.js';
import { recordRoll } from './rolls.js';
import { retireContractor } from './retire.js';

// A retired Contractor is kept as it was: besides sheet edits, it can no longer roll, answer an invitation (nor take
// a Ringer's bonus), or be brought into a Playgroup. Each workflow asks `refuseIfInactive` (contractors/life.ts).

const RETIRED = { ok: false, error: { code: 'contractor_retired', status: 409 } };

describe.each(backends)('a retired Contractor ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('cannot roll, RSVP or join a Playgroup', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const first = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, first, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    const { version } = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expectOk(await retireContractor(t.platform, ann.player, ann.contractorId, { version }));

    expect(await recordRoll(t.platform, ann.player, ann.contractorId, { expression: 'dex+athletics' })).toMatchObject(
      RETIRED,
    );

    const next = await table.schedule({ title: 'After the farewell' });
    expect(await rsvp(t.platform, ann.player, next, { contractorId: ann.contractorId })).toMatchObject({
      ...RETIRED,
      error: { ...RETIRED.error, field: 'contractorId' },
    });

    const elsewhere = await openTable(t.platform, {}, 'hal');
    expectOk(await requestMembership(t.platform, ann.player, elsewhere.playgroupId, { action: 'join' }));
    expect(
      await addContractorToPlaygroup(t.platform, ann.player, elsewhere.playgroupId, {
        contractorId: ann.contractorId,
      }),
    ).toMatchObject({ ...RETIRED, error: { ...RETIRED.error, field: 'contractorId' } });
  });
});
