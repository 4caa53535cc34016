import { awaiting, chooseMove, seededRng } from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCardRoom } from './create-room.js';
import { joinCardRoom } from './join-room.js';
import { CARD_ROOM_LOG_LIMIT } from './room-record.js';
import { getCardRoom, playCardRoomBotMove, playCardRoomMove } from './room-moves.js';
import { cardRoomBotToMove, viewCardRoom } from './room-view.js';
import { startCardRoom } from './start-room.js';
import { anonymous, clearRoomsBeforeEach, expectOk } from './test-kit.js';

describe.each(backends)('card game rooms: moves, bots and what each seat sees ($name)', (backend) => {
  const t = useTestPlatform(backend);
  clearRoomsBeforeEach(t);

  /** Ana (host) and Bea at a three-seat table whose last seat goes to a bot; the game has started. */
  async function twoPlayersAndABot() {
    const ana = expectOk(await createCardRoom(t.platform, null, { players: 3, name: 'Ana', seed: 'moves-1' }));
    const code = ana.view.code;
    const bea = expectOk(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Bea' }));
    const started = expectOk(
      await startCardRoom(t.platform, anonymous(ana.seatToken), code, { version: bea.view.version }),
    );
    return { code, ana: anonymous(ana.seatToken), bea: anonymous(bea.seatToken), started };
  }

  it('plays a legal move, bumps the version and logs what happened', async () => {
    const { code, ana, started } = await twoPlayersAndABot();
    const pick = started.view.prompt!.legal![0]!;
    const after = expectOk(
      await playCardRoomMove(t.platform, ana, code, { version: started.view.version, move: pick }),
    );
    expect(after.view.version).toBe(started.view.version + 1);
    expect(after.view.game?.phase.kind).toBe('recruit');
    expect(after.view.log.map((e) => e.event.type)).toContain('contract_picked');
  });

  it('refuses a move out of turn with the engine reason (422) and changes nothing', async () => {
    const { code, bea, started } = await twoPlayersAndABot();
    const refused = await playCardRoomMove(t.platform, bea, code, {
      version: started.view.version,
      move: { type: 'pick', contract: started.view.game!.display[0] },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_your_turn', status: 422 } });
    const now = expectOk(await getCardRoom(t.platform, bea, code));
    expect(now.view.version).toBe(started.view.version);
  });

  it('refuses a spectator (403) and a malformed move (400)', async () => {
    const { code, ana, started } = await twoPlayersAndABot();
    const version = started.view.version;
    expect(
      await playCardRoomMove(t.platform, anonymous('not-a-seat'), code, { version, move: { type: 'reveal' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_seated', status: 403 },
    });
    expect(await playCardRoomMove(t.platform, ana, code, { version, move: 'reveal' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    expect(await playCardRoomMove(t.platform, ana, code, { move: { type: 'reveal' } })).toMatchObject({
      ok: false,
      error: { field: 'version' },
    });
  });

  it('answers 409 when two moves race from the same version, and only one of them lands', async () => {
    const { code, ana, started } = await twoPlayersAndABot();
    const [first, second] = started.view.prompt!.legal!;
    const version = started.view.version;
    const results = await Promise.all([
      playCardRoomMove(t.platform, ana, code, { version, move: first }),
      playCardRoomMove(t.platform, ana, code, { version, move: second }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, error: expect.objectContaining({ code: 'version_conflict', status: 409 }) },
    ]);
    const now = expectOk(await getCardRoom(t.platform, ana, code));
    expect(now.view.version).toBe(version + 1);
    // a move sent again at the stale version is refused too, even though it would be legal now
    const stale = await playCardRoomMove(t.platform, ana, code, {
      version,
      move: { type: 'recruit', forced: [], invited: [] },
    });
    expect(stale).toMatchObject({ ok: false, error: { status: 409 } });
  });

  it('shows each seat its own hand only, and never the seed, the random state or seat tokens', async () => {
    const { code, ana, bea } = await twoPlayersAndABot();
    const anaView = expectOk(await getCardRoom(t.platform, ana, code));
    const beaView = expectOk(await getCardRoom(t.platform, bea, code));
    const spectator = expectOk(await getCardRoom(t.platform, anonymous(null), code));
    const state = anaView.snapshot.state!;
    expect(anaView.view.game!.players[0]!.deck).toEqual([...state.players[0]!.deck].sort());
    expect(anaView.view.game!.players[1]!.deck).toBeNull();
    expect(beaView.view.game!.players[0]!.deck).toBeNull();
    expect(beaView.view.game!.players[1]!.deck).toHaveLength(6);
    expect(spectator.view.game!.players.every((p) => p.deck === null)).toBe(true);
    expect(spectator.view.prompt).toBeNull();
    // Ana's own cards are not even in Bea's card catalogue
    for (const card of state.players[0]!.deck) expect(beaView.view.game!.cards[card]).toBeUndefined();
    const sent = JSON.stringify(beaView.view);
    expect(sent).not.toContain('moves-1');
    expect(sent).not.toContain('tokenHash');
    expect(sent).not.toMatch(/"rng"/);
    expect(sent).not.toContain('"contractDeck"');
    expect(sent).not.toContain('"supply"');
    for (const seat of anaView.snapshot.seats) if (seat.kind === 'human') expect(sent).not.toContain(seat.tokenHash);
  });

  it('lets bots play their turns one move at a time until a person is needed, and finishes a whole game', async () => {
    const ana = expectOk(
      await createCardRoom(t.platform, null, {
        players: 3,
        name: 'Ana',
        seed: 'whole-game',
        seats: ['greedy', 'cautious'],
      }),
    );
    const code = ana.view.code;
    const caller = anonymous(ana.seatToken);
    let change = expectOk(await startCardRoom(t.platform, caller, code, { version: ana.view.version }));
    expect(expectOk(await playCardRoomBotMove(t.platform, code))).toBeNull(); // the host moves first
    const hostRng = seededRng('host');
    for (let step = 0; change.snapshot.status === 'playing'; step++) {
      expect(step).toBeLessThan(5_000);
      if (cardRoomBotToMove(change.snapshot) !== null) {
        change = expectOk(await playCardRoomBotMove(t.platform, code))!;
        continue;
      }
      const state = change.snapshot.state!;
      expect(awaiting(state)).toContain(0);
      const move = chooseMove(state, 0, { strategy: 'greedy', rng: hostRng });
      change = expectOk(await playCardRoomMove(t.platform, caller, code, { version: change.snapshot.version, move }));
    }
    const end = expectOk(await getCardRoom(t.platform, caller, code));
    expect(end.view.status).toBe('over');
    expect(end.view.game!.result).not.toBeNull();
    expect(end.view.seed).toBe('whole-game'); // shown once the game is over, so the table can reprint the deck
    expect(end.view.log.length).toBeLessThanOrEqual(CARD_ROOM_LOG_LIMIT);
    expect(end.view.log.at(-1)?.event.type).toBe('game_ended');
    expect(expectOk(await playCardRoomBotMove(t.platform, code))).toBeNull();
    expect(
      await playCardRoomMove(t.platform, caller, code, { version: end.view.version, move: { type: 'reveal' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'game_not_running' },
    });
  }, 60_000);

  it('views a snapshot for any seat the same way the workflows do', async () => {
    const { code, bea } = await twoPlayersAndABot();
    const seen = expectOk(await getCardRoom(t.platform, bea, code));
    expect(viewCardRoom(seen.snapshot, 1)).toEqual(seen.view);
  });
});
