import { movePrompt, viewFor } from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import {
  botMove,
  mustPass,
  nextActor,
  playMove,
  startHotSeat,
  viewerFor,
  type HotSeat,
  type LogEntry,
  type NextActor,
} from './hot-seat.js';

const people = (n: number): HotSeat[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));

describe('hot-seat games', () => {
  it('deals the same game for the same seed and a different one for another seed', () => {
    const setup = { seats: people(3), variants: [], expansions: [], seed: 'same' };
    const a = startHotSeat(setup);
    const b = startHotSeat(setup);
    const c = startHotSeat({ ...setup, seed: 'other' });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(a.value).toEqual(b.value);
    expect(a.value.contracts).not.toEqual(c.value.contracts);
  });

  it('passes the device only between different people, and never for a single person', () => {
    const solo: HotSeat[] = [
      { name: 'Ana', kind: 'human' },
      { name: 'Bot', kind: 'greedy' },
    ];
    expect(mustPass(solo, null, { seat: 0, bot: null })).toBe(false);
    expect(viewerFor(solo, null)).toBe(0);
    const pair = people(2);
    expect(mustPass(pair, null, { seat: 0, bot: null })).toBe(true);
    expect(mustPass(pair, 0, { seat: 0, bot: null })).toBe(false);
    expect(mustPass(pair, 0, { seat: 1, bot: null })).toBe(true);
    expect(mustPass(pair, 0, null)).toBe(false);
    expect(viewerFor(pair, null)).toBeNull();
  });

  it('refuses an illegal move with the engine reason and keeps the state and log', () => {
    const started = startHotSeat({ seats: people(2), variants: [], expansions: [], seed: 'x' });
    if (!started.ok) throw new Error('setup failed');
    const log: LogEntry[] = [];
    const refused = playMove(started.value, log, { type: 'pick', player: 1, contract: started.value.display[0]! });
    expect(refused).toMatchObject({ ok: false, issues: [{ code: 'not_your_turn' }] });
    const moved = playMove(started.value, log, { type: 'pick', player: 0, contract: started.value.display[0]! });
    expect(moved.ok && moved.value.log.map((e) => e.event.type)).toContain('contract_picked');
    expect(started.value.phase.kind).toBe('pick');
  });

  it('plays a whole game of two people and two bots to the end, each person seeing only their own cards', () => {
    const seats: HotSeat[] = [
      { name: 'Ana', kind: 'human' },
      { name: 'Cautious', kind: 'cautious' },
      { name: 'Bea', kind: 'human' },
      { name: 'Greedy', kind: 'greedy' },
    ];
    const started = startHotSeat({
      seats,
      variants: ['cooperative'],
      expansions: ['lost_souls', 'devilish_numbers'],
      seed: 'hot-1',
    });
    if (!started.ok) throw new Error('setup failed');
    let state = started.value;
    let log: LogEntry[] = [];
    let holder: number | null = null;
    let passes = 0;
    for (let step = 0; !state.result; step++) {
      expect(step).toBeLessThan(20_000);
      const next: NextActor = nextActor(state, seats, holder)!;
      if (mustPass(seats, holder, next)) {
        passes++;
        holder = next.seat;
      }
      if (next.bot === null) {
        const view = viewFor(state, viewerFor(seats, holder));
        expect(view.players.filter((p) => p.deck !== null).map((p) => p.seat)).toEqual([next.seat]);
        expect(movePrompt(state, next.seat)).not.toBeNull();
      }
      // people here play like a greedy bot would ("let a bot choose for me")
      const move = botMove(state, next.seat, next.bot ?? 'greedy', 'hot-1');
      const played = playMove(state, log, move);
      if (!played.ok) throw new Error(played.issues[0]!.code);
      ({ state, log } = played.value);
    }
    expect(nextActor(state, seats, holder)).toBeNull();
    expect(passes).toBeGreaterThan(2);
    expect(log.at(-1)?.event.type).toBe('game_ended');
  });
});
