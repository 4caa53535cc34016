import { applyMove, chooseMove, createGame, seededRng, type GameState } from '@harbinger/cardgame';
import type { CardRoomChange, CardRoomSnapshot, CardRoomView, Outcome } from '@harbinger/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoomHub } from './room-hub.server.js';

function snapshot(state: GameState, version: number, seats: CardRoomSnapshot['seats']): CardRoomSnapshot {
  const at = new Date('2030-01-01T00:00:00Z');
  return {
    id: 'r1',
    code: 'ROOM22',
    version,
    status: 'playing',
    options: { players: 3, variants: [], expansions: [] },
    seed: 'secret-seed',
    seats,
    state,
    log: [],
    createdAt: at,
    updatedAt: at,
  };
}

const people: CardRoomSnapshot['seats'] = [
  { kind: 'human', name: 'Ana', userId: null, tokenHash: 'hash-ana' },
  { kind: 'human', name: 'Bea', userId: null, tokenHash: 'hash-bea' },
  { kind: 'bot', name: 'Bot', strategy: 'greedy' },
];

function dealt(): GameState {
  const created = createGame({ players: 3 }, seededRng('hub'));
  if (!created.ok) throw new Error('setup failed');
  return created.value;
}

describe('room hub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends every stream its own seat's view, and nothing after it unsubscribes", () => {
    const received: Record<string, CardRoomView[]> = { ana: [], bea: [], watcher: [] };
    const hub = createRoomHub({ playBot: async () => ({ ok: true, value: null }), botDelayMs: 10, onError: () => {} });
    hub.subscribe('ROOM22', { seat: 0, send: (v) => received.ana!.push(v) });
    const leave = hub.subscribe('ROOM22', { seat: 1, send: (v) => received.bea!.push(v) });
    hub.subscribe('ROOM22', { seat: null, send: (v) => received.watcher!.push(v) });
    hub.subscribe('OTHER2', { seat: 0, send: () => expect.fail('another room was told') });
    const state = dealt();
    hub.publish(snapshot(state, 3, people));
    expect(received.ana![0]!.game!.players[0]!.deck).toHaveLength(6);
    expect(received.ana![0]!.game!.players[1]!.deck).toBeNull();
    expect(received.bea![0]!.game!.players[0]!.deck).toBeNull();
    expect(received.bea![0]!.game!.players[1]!.deck).toHaveLength(6);
    expect(received.watcher![0]!.game!.players.every((p) => p.deck === null)).toBe(true);
    for (const views of Object.values(received)) {
      const sent = JSON.stringify(views[0]);
      expect(sent).not.toContain('secret-seed');
      expect(sent).not.toContain('hash-ana');
    }
    leave();
    hub.publish(snapshot(state, 4, people));
    expect(received.bea).toHaveLength(1);
    expect(received.ana).toHaveLength(2);
    expect(hub.listeners('ROOM22')).toBe(2);
  });

  it('plays a due bot after the delay, publishes the result, and keeps going while bots are due', async () => {
    let state = dealt();
    // seat 0 is a bot here, so the first move is a bot's
    const seats: CardRoomSnapshot['seats'] = [{ kind: 'bot', name: 'Bot', strategy: 'greedy' }, people[0]!, people[1]!];
    const first = snapshot(state, 1, seats);
    const playBot = vi.fn(async (): Promise<Outcome<CardRoomChange | null>> => {
      const next = applyMove(state, chooseMove(state, 0, { strategy: 'greedy', rng: seededRng(1) }));
      if (!next.ok) throw new Error('bad move');
      state = next.value;
      const after = snapshot(state, state.moves + 1, seats);
      return { ok: true, value: { view: {} as CardRoomView, seat: null, snapshot: after } };
    });
    const seen: number[] = [];
    const hub = createRoomHub({ playBot, botDelayMs: 500, onError: (e) => expect.fail(String(e)) });
    hub.subscribe('ROOM22', { seat: 1, send: (v) => seen.push(v.version) });
    hub.changed(first);
    hub.changed(first); // a second change while a bot move is pending does not schedule it twice
    expect(seen).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(499);
    expect(playBot).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(playBot).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([1, 1, 2]);
    // the bot now recruits (still its turn), so another move is scheduled
    await vi.advanceTimersByTimeAsync(500);
    expect(playBot).toHaveBeenCalledTimes(2);
  });

  it('asks for a re-read only of a watched room, and only for a version its streams have not been sent', () => {
    const hub = createRoomHub({ playBot: async () => ({ ok: true, value: null }), botDelayMs: 10, onError: () => {} });
    expect(hub.noticed('ROOM22', 4)).toBe(false); // nobody watches it here
    const leave = hub.subscribe('ROOM22', { seat: 0, send: () => {} });
    expect(hub.noticed('ROOM22', 4)).toBe(true);
    hub.publish(snapshot(dealt(), 4, people));
    expect(hub.noticed('ROOM22', 4)).toBe(false); // made on this server and sent already
    expect(hub.noticed('ROOM22', 5)).toBe(true); // made through another server
    leave();
    expect(hub.noticed('ROOM22', 5)).toBe(false);
  });

  it('wakes a stalled bot without sending anything first', async () => {
    const seats: CardRoomSnapshot['seats'] = [{ kind: 'bot', name: 'Bot', strategy: 'greedy' }, people[0]!, people[1]!];
    const playBot = vi.fn(async (): Promise<Outcome<CardRoomChange | null>> => ({ ok: true, value: null }));
    const hub = createRoomHub({ playBot, botDelayMs: 5, onError: () => {} });
    const sent: number[] = [];
    hub.subscribe('ROOM22', { seat: 1, send: (v) => sent.push(v.version) });
    hub.wake(snapshot(dealt(), 1, seats));
    await vi.advanceTimersByTimeAsync(5);
    expect(playBot).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('reports a failing bot move instead of throwing, and can try again later', async () => {
    const errors: unknown[] = [];
    const seats: CardRoomSnapshot['seats'] = [{ kind: 'bot', name: 'Bot', strategy: 'greedy' }, people[0]!, people[1]!];
    const hub = createRoomHub({
      playBot: async () => Promise.reject(new Error('db down')),
      botDelayMs: 5,
      onError: (e) => errors.push(e),
    });
    hub.changed(snapshot(dealt(), 1, seats));
    await vi.advanceTimersByTimeAsync(5);
    expect(errors).toHaveLength(1);
    hub.changed(snapshot(dealt(), 1, seats));
    await vi.advanceTimersByTimeAsync(5);
    expect(errors).toHaveLength(2);
  });
});
