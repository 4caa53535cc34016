import type { Actor } from '@harbinger/platform';
import { backends, openTable, runningContract, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import { callTableApi, type TableApiMethod } from './table-api-call.js';

// The live table's harm routes, called on an in-memory platform: every answer parses with the schema the route
// declares and the document lists its status (as `route-responses.test.ts` does for the other areas).

describe.each(backends)('table harm API answers fit their schemas ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const call = (part: string, method: TableApiMethod, actor: Actor, id: string, body?: unknown) =>
    callTableApi(t.platform, { part, method, actor, id, body });

  it('attacks, answers Will to Survive, stabilizes and moves the clock through the API', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    const id = await runningContract(table, [ada]);
    const attack = {
      weaponId: 'rifle',
      attacker: { kind: 'npc', name: 'Sniper', outcome: 3 },
      targets: [{ kind: 'contractor', contractorId: ada.contractorId }],
    };
    expect((await call('attacks', 'POST', null, id, attack)).status).toBe(401);
    expect((await call('attacks', 'POST', ada.player, id, attack)).json).toMatchObject({ error: { code: 'gm_only' } });
    expect((await call('attacks', 'POST', table.gm, id, { ...attack, weaponId: 'phaser' })).status).toBe(400);
    const hit = await call('attacks', 'POST', table.gm, id, attack);
    expect(hit).toMatchObject({ status: 200, json: { injuries: [{ severity: 6, willToSurvive: { offered: true } }] } });
    const injuryId = (hit.json.injuries as { injuryId: string }[])[0]!.injuryId;

    const wts = await call('will-to-survive', 'POST', ada.player, id, { injuryId, decision: 'accept', reduction: 1 });
    expect(wts).toMatchObject({ status: 200, json: { accepted: true, toSeverity: 5 } });
    expect((await call('will-to-survive', 'POST', ada.player, id, { injuryId, decision: 'decline' })).status).toBe(409);

    const treated = await call('stabilize', 'POST', table.gm, id, { injuryId, kind: 'makeshift', outcome: 1 });
    expect(treated).toMatchObject({ status: 200, json: { stabilized: true, severityAfter: 6 } });
    expect((await call('stabilize', 'POST', table.gm, id, { injuryId, kind: 'proper', outcome: 4 })).status).toBe(422);

    expect((await call('clock', 'POST', ada.player, id, { minutes: 10 })).status).toBe(403);
    const moved = await call('clock', 'POST', table.gm, id, { minutes: 30 });
    expect(moved).toMatchObject({ status: 200, json: { degradations: [], clock: { minutes: 30 } } });
    expect((await call('clock', 'GET', ada.player, id)).json).toMatchObject({
      minutes: 30,
      tracked: [{ injuryId, severity: 6, stabilized: true, nextWorsensAtMinute: null }],
    });
  });
});
