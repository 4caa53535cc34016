import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCardRoom } from './create-room.js';
import { joinCardRoom } from './join-room.js';
import { cardRoomSnapshot, listenCardRooms, type CardRoomNotice } from './room-channel.js';
import { anonymous, clearRoomsBeforeEach, expectOk } from './test-kit.js';

describe.each(backends)('card game rooms: change notices ($name)', (backend) => {
  const t = useTestPlatform(backend);
  clearRoomsBeforeEach(t);

  it('announces each saved change with its version, and nothing for a refused one', async () => {
    const heard: CardRoomNotice[] = [];
    const stop = await listenCardRooms(t.platform, (notice) => heard.push(notice));
    try {
      const made = expectOk(await createCardRoom(t.platform, null, { players: 3, name: 'Ana' }));
      const code = made.view.code;
      expectOk(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Bea' }));
      const taken = await joinCardRoom(t.platform, anonymous(null), code, { name: 'Bea' });
      expect(taken.ok).toBe(false);
      const deadline = Date.now() + 5000;
      while (heard.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 150));
      const snapshot = (await cardRoomSnapshot(t.platform, code.toLowerCase()))!;
      expect(heard).toEqual([{ code, version: snapshot.version }]);
      expect(await cardRoomSnapshot(t.platform, 'nope')).toBeNull();
    } finally {
      await stop();
    }
  });
});
