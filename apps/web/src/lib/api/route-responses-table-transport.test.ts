import type { Actor } from '@harbinger/platform';
import { backends, openTable, runningContract, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import { callTableApi, type TableApiMethod } from './table-api-call.js';

// The live table's API routes, called on a test platform: every answer parses with the schema the route declares
// and the document lists its status.

describe.each(backends)('live table API answers fit their schemas ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const call = (
    part: 'events' | 'rolls',
    method: TableApiMethod,
    actor: Actor,
    id: string,
    query = '',
    body?: unknown,
  ) => callTableApi(t.platform, { part, method, actor, id, query, body });

  it('rolls at the table and reads the log back, with 4xx for outsiders and bad input', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    const rolled = await call('rolls', 'POST', ann.player, id, '', { expression: 'dex+athletics', label: 'Climb' });
    expect(rolled.status).toBe(201);
    const secret = await call('rolls', 'POST', table.gm, id, '', { expression: '5@8', visibility: 'gm' });
    expect(secret.status).toBe(201);
    expect((await call('rolls', 'POST', ann.player, id, '', { expression: 'dex', visibility: 'x' })).status).toBe(400);
    expect((await call('rolls', 'POST', null, id, '', { expression: '3' })).status).toBe(401);
    const stranger = (await table.seat('stranger')).player;
    expect((await call('rolls', 'POST', stranger, id, '', { expression: '3' })).status).toBe(403);

    const log = await call('events', 'GET', ann.player, id);
    expect(log.status).toBe(200);
    expect((log.json.events as { id: number }[]).map((e) => e.id)).toEqual([rolled.json.id]);
    const gmLog = await call('events', 'GET', table.gm, id, `?after=${String(rolled.json.id)}`);
    expect((gmLog.json.events as { id: number }[]).map((e) => e.id)).toEqual([secret.json.id]);
    expect((await call('events', 'GET', ann.player, id, '?after=-1')).status).toBe(400);
    expect((await call('events', 'GET', stranger, id)).status).toBe(403);
    expect((await call('events', 'GET', ann.player, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
