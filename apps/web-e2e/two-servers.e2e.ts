import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchSchema, type ScratchSchema } from '@harbinger/platform/testing';
import { api, newContractor, newPlayer } from './api-client.js';
import { startApp, type RunningApp } from './harness.js';
import { openSse, type SseStream } from './sse-client.js';
import { startedTable } from './table-steps.js';

// docs/deploy.md's set-up in small: two app servers on one PostgreSQL. Whatever one server writes, the other serves
// at once: sessions, and the sheet page, whose cache checks the database's stamp of the sheet on every read. The live
// table's events travel through PostgreSQL NOTIFY: a roll made through A reaches a stream held open by B.

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

  it('a roll made through A reaches a table stream of B, and a reconnect to B replays what it missed', async () => {
    const table = await startedTable(a.url, 'tw', 2);
    const [ann, bob] = table.players;
    const streams: SseStream[] = [];
    const events = (app: RunningApp) => `${app.url}/contracts/${table.contractId}/table/events`;
    const views = (s: SseStream) =>
      s.messages.map((m) => JSON.parse(m.data) as { id: number; payload: Record<string, unknown> | null });
    try {
      const annOnB = await openSse(events(b), { token: ann!.token });
      const gmOnB = await openSse(events(b), { token: table.gmToken });
      streams.push(annOnB, gmOnB);
      expect([annOnB.status, gmOnB.status]).toEqual([200, 200]);
      const outsider = await openSse(events(b), { token: await newPlayer(b.url, 'twstranger') });
      expect(outsider.status).toBe(403);

      const rolls = `/contracts/${table.contractId}/table/rolls`;
      const open = await api<{ id: number }>(a.url, 'POST', rolls, {
        token: bob!.token,
        body: { expression: 'dex+firearms', label: 'Covering fire' },
      });
      const secret = await api<{ id: number }>(a.url, 'POST', rolls, {
        token: table.gmToken,
        body: { expression: '6@7', label: 'The watchman', visibility: 'gm' },
      });
      await gmOnB.until((m) => m.length === 2);
      await annOnB.until((m) => m.length === 1);
      expect(annOnB.messages[0]).toMatchObject({ id: String(open.id), event: 'table' });
      expect(views(annOnB)[0]!.payload).toMatchObject({ rollerName: 'Runner 2', label: 'Covering fire' });
      expect(views(gmOnB).map((v) => v.id)).toEqual([open.id, secret.id]);

      // Ann's phone sleeps; two rolls happen on A; on waking, it reconnects to B with the last id it had.
      annOnB.close();
      const missed = await api<{ id: number }>(a.url, 'POST', rolls, { token: bob!.token, body: { expression: '4' } });
      await api(a.url, 'POST', rolls, { token: table.gmToken, body: { expression: '3', visibility: 'gm' } });
      const last = await api<{ id: number }>(a.url, 'POST', rolls, {
        token: ann!.token,
        body: { expression: 'per+alertness', label: 'Listening', visibility: 'blind' },
      });
      const back = await openSse(events(b), { token: ann!.token, lastEventId: String(open.id) });
      streams.push(back);
      await back.until((m) => m.length === 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(views(back).map((v) => v.id)[0]).toBe(missed.id);
      // Her own blind roll comes back without its result; the GM-only roll in between never travels to her.
      expect(views(back)[1]).toMatchObject({ id: last.id, hidden: true, payload: null });
      expect(back.messages).toHaveLength(2);

      // The JSON replay agrees, through either server.
      const replay = await api<{ events: { id: number }[] }>(
        b.url,
        'GET',
        `/contracts/${table.contractId}/table/events?after=${open.id}`,
        { token: ann!.token },
      );
      expect(replay.events.map((e) => e.id)).toEqual(views(back).map((v) => v.id));
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a card room changed through A reaches a stream of the room held open by B', async () => {
    /** Posts a form to a page of `app` as a browser without JS would; answers where it redirects. */
    const postForm = async (app: RunningApp, path: string, fields: Record<string, string>) => {
      const response = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { origin: app.url, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      expect(response.status, await response.clone().text()).toBe(303);
      return response.headers.get('location')!;
    };
    const room = await postForm(a, '/cardgame/rooms', { players: '2', 'seat-1': 'open', name: 'Ana' });
    expect(room).toMatch(/^\/cardgame\/rooms\/[A-Z0-9]{6}$/);
    const watcher = await openSse(`${b.url}${room}/events`);
    try {
      expect(watcher.status).toBe(200);
      await watcher.until((m) => m.length === 1);
      const version = (JSON.parse(watcher.messages[0]!.data) as { version: number }).version;
      await postForm(a, `${room}?/join`, { name: 'Bea' });
      await watcher.until((m) => m.length === 2);
      const seen = JSON.parse(watcher.messages[1]!.data) as { version: number; seats: { name: string | null }[] };
      expect(seen.version).toBe(version + 1);
      expect(seen.seats.map((s) => s.name)).toContain('Bea');
    } finally {
      watcher.close();
    }
  });
});
