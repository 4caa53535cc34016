import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCardRoom } from './create-room.js';
import { joinCardRoom } from './join-room.js';
import { getCardRoom } from './room-moves.js';
import { startCardRoom } from './start-room.js';
import { anonymous, clearRoomsBeforeEach, expectOk } from './test-kit.js';

const ada = { userId: '0190a4c2-0000-7000-8000-000000000001', handle: 'ada' };

describe.each(backends)('card game rooms: making, joining, starting ($name)', (backend) => {
  const t = useTestPlatform(backend);
  clearRoomsBeforeEach(t);

  it('puts the host in seat 0 and leaves the other seats open or to bots as asked', async () => {
    const made = expectOk(
      await createCardRoom(t.platform, null, { players: 4, name: 'Ana', seats: ['open', 'greedy'] }),
    );
    expect(made.seat).toBe(0);
    expect(made.seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.view.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(made.view.status).toBe('lobby');
    expect(made.view.host).toBe(true);
    expect(made.view.seats.map((s) => s.kind)).toEqual(['human', 'open', 'bot', 'open']);
    expect(made.view.seats[2]).toMatchObject({ strategy: 'greedy', name: 'Greedy bot (seat 3)' });
    expect(made.view.game).toBeNull();
  });

  it('seats a signed-in host under their handle, and wants a name from anyone else', async () => {
    const mine = expectOk(await createCardRoom(t.platform, ada, { players: 2, name: 'ignored' }));
    expect(mine.view.seats[0]).toMatchObject({ name: 'ada', account: true });
    const nameless = await createCardRoom(t.platform, null, { players: 2 });
    expect(nameless).toMatchObject({ ok: false, error: { status: 400, field: 'name' } });
  });

  it('refuses table sizes and options the engine does not know', async () => {
    for (const input of [
      { players: 1 },
      { players: 7 },
      { players: 3, variants: ['hard'] },
      { players: 2, seats: ['open', 'open'] },
    ]) {
      const made = await createCardRoom(t.platform, null, { name: 'Ana', ...input });
      expect(made, JSON.stringify(input)).toMatchObject({
        ok: false,
        error: { status: 400, code: 'validation_failed' },
      });
    }
  });

  it('lets people join by code, gives a returning player the same seat, and refuses taken names and full tables', async () => {
    const made = expectOk(await createCardRoom(t.platform, null, { players: 3, name: 'Ana' }));
    const code = made.view.code;
    const bea = expectOk(await joinCardRoom(t.platform, anonymous(null), code.toLowerCase(), { name: 'Bea' }));
    expect(bea.seat).toBe(1);
    expect(bea.seatToken).not.toBeNull();
    const again = expectOk(await joinCardRoom(t.platform, anonymous(bea.seatToken), code, { name: 'Someone' }));
    expect(again).toMatchObject({ seat: 1, seatToken: null });
    expect(await joinCardRoom(t.platform, anonymous(null), code, { name: ' bea ' })).toMatchObject({
      ok: false,
      error: { code: 'name_taken' },
    });
    expectOk(await joinCardRoom(t.platform, { actor: ada, seatToken: null }, code, {}));
    expect(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Cy' })).toMatchObject({
      ok: false,
      error: { code: 'room_full', status: 409 },
    });
    const seen = expectOk(await getCardRoom(t.platform, { actor: ada, seatToken: null }, code));
    expect(seen.seat).toBe(2);
    expect(seen.view.seats.map((s) => s.name)).toEqual(['Ana', 'Bea', 'ada']);
  });

  it('answers 404 for a code that is not a room', async () => {
    expect(await getCardRoom(t.platform, anonymous(null), 'NOPE22')).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await joinCardRoom(t.platform, anonymous(null), '../etc', { name: 'X' })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });

  it('lets only the host start, at the version they saw, filling open seats with bots', async () => {
    const made = expectOk(await createCardRoom(t.platform, null, { players: 3, name: 'Ana', seed: 'table-1' }));
    const code = made.view.code;
    const bea = expectOk(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Bea' }));
    expect(
      await startCardRoom(t.platform, anonymous(bea.seatToken), code, { version: bea.view.version }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_host', status: 403 },
    });
    expect(
      await startCardRoom(t.platform, anonymous(made.seatToken), code, { version: made.view.version }),
    ).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    const started = expectOk(
      await startCardRoom(t.platform, anonymous(made.seatToken), code, { version: bea.view.version, fill: 'greedy' }),
    );
    expect(started.view.status).toBe('playing');
    expect(started.view.seats[2]).toMatchObject({ kind: 'bot', strategy: 'greedy' });
    expect(started.view.game?.players).toHaveLength(3);
    expect(started.view.game?.display).toHaveLength(5);
    expect(started.view.prompt?.legal).toHaveLength(5); // the host picks first, from the five face-up Contracts
    expect(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Late' })).toMatchObject({
      ok: false,
      error: { code: 'game_started' },
    });
  });
});
