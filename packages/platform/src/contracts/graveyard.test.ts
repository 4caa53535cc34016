import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { fameWorld } from '../fame/fame-fixtures.js';
import { listNotifications } from '../playgroups/notifications.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { confirmDeath } from './confirm-death.js';
import { openTable, runningContract, setVictories } from './fixtures.js';
import { graveyardTally, listGraveyard } from './graveyard.js';

describe.each(backends)('the Graveyard by Status, with causes of death ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('tallies and lists the dead by their Status at death; private graves only for their player', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const annActor = { userId: ann.userId, handle: ann.handle };
    // Victories at the edges of the rungs: 3 Newbie, 4 Novice, 24 Professional, 25 Veteran.
    const dead: Record<string, string> = {};
    for (const [name, victories, hidden] of [
      ['Newbie Three', 3, false],
      ['Novice Four', 4, false],
      ['Pro', 24, false],
      ['Vet', 25, false],
      ['Secret Vet', 30, true],
    ] as const) {
      const id = await w.contractor(ann, name, { private: hidden });
      await setVictories(t.platform, id, victories);
      const game = await w.game({
        gmId: gwen.userId,
        seats: [{ userId: ann.userId, contractorId: id, outcome: 'death' }],
      });
      await w.bury(id, game);
      dead[name] = id;
      t.clock.advance(60_000);
    }
    // A voided death is no grave.
    const revived = await w.contractor(ann, 'Revived');
    const voided = await w.game({ gmId: gwen.userId, state: 'voided' });
    await w.bury(revived, voided);
    // Marked voided as voiding its Contract would.
    await t.platform.db.execute(sql`UPDATE contractor_deaths SET voided_at = now() WHERE contract_id = ${voided}`);
    expect(await graveyardTally(t.platform, null)).toEqual({
      newbie: 1,
      novice: 1,
      seasoned: 0,
      professional: 1,
      veteran: 1,
    });
    expect((await graveyardTally(t.platform, annActor)).veteran).toBe(2);
    const names = async (actor: typeof annActor | null, status?: string) =>
      expectOk(await listGraveyard(t.platform, actor, status ? { status } : {})).items.map((g) => g.contractor.name);
    expect(await names(null, 'veteran')).toEqual(['Vet']);
    expect(await names(annActor, 'veteran')).toEqual(['Secret Vet', 'Vet']);
    expect(await names(null, 'newbie')).toEqual(['Newbie Three']);
    expect(await names(null, 'seasoned')).toEqual([]);
    expect(await names(null)).toEqual(['Vet', 'Pro', 'Novice Four', 'Newbie Three']);
    expect(await listGraveyard(t.platform, null, { status: 'legend' })).toMatchObject({
      ok: false,
      error: { status: 400, code: 'validation_failed', field: 'status' },
    });
  });

  it('keeps the cause the GM gives when confirming a death, and shows none when none was given', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    await runningContract(table, [ann, bob]);
    for (const s of [ann, bob]) expectOk(await addInjury(t.platform, s.player, s.contractorId, { severity: 9 }));
    expect(await confirmDeath(t.platform, table.gm, ann.contractorId, { cause: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'cause' },
    });
    expectOk(await confirmDeath(t.platform, table.gm, ann.contractorId, { cause: '  Fell from the lighthouse  ' }));
    expectOk(await confirmDeath(t.platform, table.gm, bob.contractorId, {}));
    const told = async (who: typeof ann) =>
      expectOk(await listNotifications(t.platform, who.player, {})).items.find((n) => n.kind === 'death')?.message;
    expect(await told(ann)).toMatch(/confirmed the death \(Body below 0\)\. Cause of death: Fell from the lighthouse$/);
    expect(await told(bob)).toMatch(/confirmed the death \(Body below 0\)\.$/);
    const graves = expectOk(await listGraveyard(t.platform, null, {})).items;
    expect(graves.map((g) => [g.contractor.id, g.cause, g.contractor.status])).toEqual([
      [bob.contractorId, '', 'newbie'],
      [ann.contractorId, 'Fell from the lighthouse', 'newbie'],
    ]);
  });
});
