import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchSchema, type ScratchSchema } from '@harbinger/platform/testing';
import { api, newContractor, newPlayer } from './api-client.js';
import { startApp, type RunningApp } from './harness.js';

// docs/deploy.md's set-up in small: two app servers on one PostgreSQL. Whatever one server writes, the other serves
// at once: sessions, and the sheet page, whose cache checks the database's stamp of the sheet on every read.

const databaseUrl = process.env.HARBINGER_TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two app servers on one PostgreSQL', () => {
  let scratch: ScratchSchema;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    scratch = await scratchSchema(databaseUrl!);
    // One after the other: the first may have to build the app, and two builds into one folder collide.
    a = await startApp({ databaseUrl: scratch.url });
    b = await startApp({ databaseUrl: scratch.url });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  /** The sheet page as server `app` renders it for the owner. */
  const sheetOn = async (app: RunningApp, id: string, token: string) =>
    (await fetch(`${app.url}/contractors/${id}`, { headers: { authorization: `Bearer ${token}` } })).text();

  it('a sheet edited on one server is read, changed, on the other', async () => {
    const token = await newPlayer(a.url, 'twin');
    const { id } = await newContractor(a.url, token, 'Seen From Both Sides');
    expect(await sheetOn(b, id, token)).toContain('Seen From Both Sides'); // B's sheet cache now holds it

    const { version } = await api<{ version: number }>(a.url, 'GET', `/contractors/${id}`, { token });
    await api(a.url, 'PATCH', `/contractors/${id}`, { token, body: { version, name: 'Renamed On A' } });
    await api(a.url, 'POST', `/contractors/${id}/injuries`, { token, body: { severity: 2 } });

    const onB = await sheetOn(b, id, token);
    expect(onB).toContain('Renamed On A');
    expect(onB).not.toContain('Seen From Both Sides');
    const viewOnB = await api<{ injuries: unknown[] }>(b.url, 'GET', `/contractors/${id}`, { token });
    expect(viewOnB.injuries).toHaveLength(1);

    // And back the other way: B's change is what A serves.
    const { version: now } = await api<{ version: number }>(b.url, 'GET', `/contractors/${id}`, { token });
    await api(b.url, 'PATCH', `/contractors/${id}`, { token, body: { version: now, name: 'Renamed On B' } });
    expect(await sheetOn(a, id, token)).toContain('Renamed On B');
  });
});
