import { awaiting, chooseMove, seededRng } from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCardRoom } from './create-room.js';
import { joinCardRoom } from './join-room.js';
import { leaveCardRoom, settleLeftSeat } from './leave-room.js';
import { getCardRoom, playCardRoomBotMove, playCardRoomMove } from './room-moves.js';
import { cardRoomBotToMove } from './room-view.js';
import { startCardRoom } from './start-room.js';
import { anonymous, clearRoomsBeforeEach, expectOk } from './test-kit.js';

describe.each(backends)('card game rooms: a player leaves, the host settles the seat ($name)', (backend) => {
  const t = useTestPlatform(backend);
  clearRoomsBeforeEach(t);

  /** Ana (host), Bea and Cy at a four-seat table whose last seat is a bot; the game has started. */
  async function threePeopleAndABot() {
    const ana = expectOk(
      await createCardRoom(t.platform, null, { players: 4, name: 'Ana', seed: 'leave-1', seats: ['open', 'open'] }),
    );
    const code = ana.view.code;
    const bea = expectOk(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Bea' }));
    const cy = expectOk(await joinCardRoom(t.platform, anonymous(null), code, { name: 'Cy' }));
    const started = expectOk(
      await startCardRoom(t.platform, anonymous(ana.seatToken), code, { version: cy.view.version, fill: 'greedy' }),
    );
    return {
      code,
      ana: anonymous(ana.seatToken),
      bea: anonymous(bea.seatToken),
      cy: anonymous(cy.seatToken),
      started,
    };
  }

  it('before the game, leaving opens the seat again for someone else', async () => {
    const ana = expectOk(await createCardRoom(t.platform, null, { players: 3, name: 'Ana' }));
    const bea = expectOk(await joinCardRoom(t.platform, anonymous(null), ana.view.code, { name: 'Bea' }));
    const left = expectOk(await leaveCardRoom(t.platform, anonymous(bea.seatToken), ana.view.code));
    expect(left.view.you).toBeNull();
    expect(left.view.seats.map((s) => s.kind)).toEqual(['human', 'open', 'open']);
    expect(left.view.log).toEqual([]);
  });

  it('during the game, the seat waits for the host and everyone reads who left in the log', async () => {
    const { code, bea, cy } = await threePeopleAndABot();
    const left = expectOk(await leaveCardRoom(t.platform, bea, code));
    expect(left.seat).toBeNull();
    expect(left.view.seats[1]).toMatchObject({ kind: 'left', name: 'Bea' });
    const cyView = expectOk(await getCardRoom(t.platform, cy, code)).view;
    expect(cyView.log.at(-1)?.event).toEqual({ type: 'player_left', player: 1, name: 'Bea' });
    // the old seat token no longer holds a seat: Bea now watches
    expect(expectOk(await getCardRoom(t.platform, bea, code)).view.you).toBeNull();
    expect(
      await playCardRoomMove(t.platform, bea, code, { version: cyView.version, move: { type: 'reveal' } }),
    ).toMatchObject({ ok: false, error: { code: 'not_seated' } });
  });

  it('the host gives the seat to a bot, which plays on from the seat’s own cards and score', async () => {
    const { code, ana, bea, started } = await threePeopleAndABot();
    const handBefore = started.snapshot.state!.players[1]!.deck;
    const left = expectOk(await leaveCardRoom(t.platform, bea, code));
    const settled = expectOk(
      await settleLeftSeat(t.platform, ana, code, { version: left.view.version, seat: 1, choice: 'greedy' }),
    );
    expect(settled.view.seats[1]).toMatchObject({ kind: 'bot', strategy: 'greedy', name: 'Greedy bot (seat 2)' });
    expect(settled.view.log.at(-1)?.event).toEqual({
      type: 'seat_to_bot',
      player: 1,
      name: 'Bea',
      bot: 'Greedy bot (seat 2)',
    });
    expect(settled.snapshot.state!.players[1]!.deck).toEqual(handBefore);

    // play on: the new bot moves whenever the game waits on seat 1
    let change = settled;
    const rng = seededRng('people');
    let botSeatMoved = false;
    for (let step = 0; step < 400 && change.snapshot.status === 'playing'; step++) {
      const due = cardRoomBotToMove(change.snapshot);
      if (due !== null) {
        if (due === 1) botSeatMoved = true;
        change = expectOk(await playCardRoomBotMove(t.platform, code))!;
        continue;
      }
      const state = change.snapshot.state!;
      const seat = awaiting(state)[0]!;
      const caller = seat === 0 ? ana : anonymous(null);
      if (seat !== 0) break; // Cy's turn: enough to see the bot took part
      const move = chooseMove(state, seat, { strategy: 'cautious', rng });
      change = expectOk(await playCardRoomMove(t.platform, caller, code, { version: change.snapshot.version, move }));
    }
    expect(botSeatMoved).toBe(true);
  }, 60_000);

  it('the host may carry on without the seat: it sits out, and a bot only finishes what it owed', async () => {
    const { code, ana, cy } = await threePeopleAndABot();
    const left = expectOk(await leaveCardRoom(t.platform, cy, code));
    const settled = expectOk(
      await settleLeftSeat(t.platform, ana, code, { version: left.view.version, seat: 2, choice: 'sit_out' }),
    );
    expect(settled.view.seats[2]).toMatchObject({ kind: 'out', name: 'Cy' });
    expect(settled.view.game!.sittingOut).toEqual([2]);
    expect(settled.view.log.map((e) => e.event.type)).toEqual(expect.arrayContaining(['player_left', 'sat_out']));
    // Ana may no longer call Cy along
    const pick = settled.view.prompt!.legal![0]!;
    const picked = expectOk(
      await playCardRoomMove(t.platform, ana, code, { version: settled.view.version, move: pick }),
    );
    const refused = await playCardRoomMove(t.platform, ana, code, {
      version: picked.view.version,
      move: { type: 'recruit', forced: [], invited: [2] },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'sitting_out', status: 422 } });
  });

  it('refuses what does not fit: the host leaving, others settling, unsettled seats, and a table too small to go on', async () => {
    const { code, ana, bea, cy } = await threePeopleAndABot();
    expect(await leaveCardRoom(t.platform, ana, code)).toMatchObject({
      ok: false,
      error: { code: 'host_cannot_leave', status: 409 },
    });
    expect(await leaveCardRoom(t.platform, anonymous(null), code)).toMatchObject({
      ok: false,
      error: { code: 'not_seated', status: 403 },
    });
    const left = expectOk(await leaveCardRoom(t.platform, bea, code));
    const version = left.view.version;
    expect(await settleLeftSeat(t.platform, cy, code, { version, seat: 1, choice: 'greedy' })).toMatchObject({
      ok: false,
      error: { code: 'not_host', status: 403 },
    });
    expect(await settleLeftSeat(t.platform, ana, code, { version, seat: 2, choice: 'greedy' })).toMatchObject({
      ok: false,
      error: { code: 'seat_not_left', status: 409 },
    });
    expect(
      await settleLeftSeat(t.platform, ana, code, { version: version - 1, seat: 1, choice: 'greedy' }),
    ).toMatchObject({ ok: false, error: { code: 'version_conflict', status: 409 } });
    expect(await settleLeftSeat(t.platform, ana, code, { version, seat: 1, choice: 'stay' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    const out = expectOk(await settleLeftSeat(t.platform, ana, code, { version, seat: 1, choice: 'sit_out' }));
    expect(
      await settleLeftSeat(t.platform, ana, code, { version: out.view.version, seat: 1, choice: 'greedy' }),
    ).toMatchObject({ ok: false, error: { code: 'seat_not_left' } });

    // at a table of two, the game cannot go on with one player: only a bot can take the seat
    const duo = expectOk(await createCardRoom(t.platform, null, { players: 2, name: 'Ana' }));
    const dee = expectOk(await joinCardRoom(t.platform, anonymous(null), duo.view.code, { name: 'Dee' }));
    const host = anonymous(duo.seatToken);
    expectOk(await startCardRoom(t.platform, host, duo.view.code, { version: dee.view.version }));
    const deeLeft = expectOk(await leaveCardRoom(t.platform, anonymous(dee.seatToken), duo.view.code));
    const at = { version: deeLeft.view.version, seat: 1 };
    expect(await settleLeftSeat(t.platform, host, duo.view.code, { ...at, choice: 'sit_out' })).toMatchObject({
      ok: false,
      error: { code: 'too_few_players', status: 409 },
    });
    const botted = expectOk(await settleLeftSeat(t.platform, host, duo.view.code, { ...at, choice: 'cautious' }));
    expect(botted.view.seats[1]).toMatchObject({ kind: 'bot', strategy: 'cautious' });
  });
});
