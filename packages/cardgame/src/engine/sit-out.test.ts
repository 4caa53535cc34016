import { describe, expect, it } from 'vitest';
import { chooseMove } from '../bots/choose-move.js';
import { seededRng } from '../rng.js';
import { applyMove, awaiting } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import { sitOut } from './sit-out.js';
import type { GameState } from './state.js';
import { deepFreeze, newGame, play, refusal, rig, testContract } from './test-kit.js';

function out(state: GameState, seat: number): GameState {
  const next = sitOut(state, seat);
  if (!next.ok) throw new Error(next.issues[0]!.code);
  return next.value;
}

describe('A seat sits out when its player leaves for good', () => {
  it('is skipped in the turn order and says so in the events, keeping its score', () => {
    const start = deepFreeze(newGame({ players: 4 }));
    const s = out(start, 1);
    expect(s.sittingOut).toEqual([1]);
    expect(s.events).toEqual([{ type: 'sat_out', player: 1 }]);
    expect(start.sittingOut).toBeUndefined();
    // seat 0 goes alone and fails or passes; either way the next turn belongs to seat 2, not seat 1
    let t = play(rig(s, { contract: testContract({ target: 99 }) }), { type: 'pick', player: 0, contract: 'kT' });
    t = play(t, { type: 'recruit', player: 0, forced: [], invited: [] });
    while (t.phase.kind !== 'pick' && !t.result)
      t = play(t, chooseMove(t, awaiting(t)[0]!, { strategy: 'cautious', rng: seededRng(3) }));
    expect(t.active).toBe(2);
  });

  it('can no longer be asked or forced along, and the move lists leave it out', () => {
    const s = play(rig(out(newGame({ players: 3 }), 2), { contract: testContract({}) }), {
      type: 'pick',
      player: 0,
      contract: 'kT',
    });
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [2] })).toBe('sitting_out');
    const named = legalMoves(s, 0).flatMap((m) => (m.type === 'recruit' ? [...m.forced, ...m.invited] : []));
    expect(named).not.toContain(2);
    expect(named).toContain(1);
  });

  it('a Battle offers it no place', () => {
    const battle = testContract({}, { kind: 'battle' });
    const s = play(rig(out(newGame({ players: 3 }), 2), { contract: battle }), {
      type: 'pick',
      player: 0,
      contract: 'kT',
    });
    const next = play(s, { type: 'recruit', player: 0, forced: [1], invited: [] });
    expect(next.challenge!.asked).toEqual([]);
    expect(next.phase.kind).toBe('reveal');
  });

  it('passes its turn at once when the game waits for it to pick', () => {
    const s = out(newGame({ players: 3 }), 0);
    expect(s.active).toBe(1);
    expect(s.phase.kind).toBe('pick');
    expect(s.events).toContainEqual({ type: 'turn_started', turn: 2, player: 1 });
  });

  it('declines an invitation it has not answered yet', () => {
    let s = rig(newGame({ players: 4 }), { contract: testContract({}) });
    s = play(s, { type: 'pick', player: 0, contract: 'kT' });
    s = play(s, { type: 'recruit', player: 0, forced: [], invited: [1, 2] });
    s = play(s, { type: 'answer', player: 1, accept: true });
    const after = out(s, 2);
    expect(after.events).toContainEqual({ type: 'answered', player: 2, accept: false });
    expect(after.phase.kind).toBe('reveal');
    expect(after.challenge!.souls).toEqual([0, 1]);
  });

  it('refuses when the game is over, for a seat already out, and when fewer than two would stay', () => {
    const three = newGame({ players: 3 });
    const first = out(three, 1);
    const again = sitOut(first, 1);
    expect(!again.ok && again.issues[0]!.code).toBe('already_sitting_out');
    const lonely = sitOut(first, 2);
    expect(!lonely.ok && lonely.issues[0]!.code).toBe('too_few_players');
    const none = sitOut(three, 7);
    expect(!none.ok && none.issues[0]!.code).toBe('no_such_player');
    const over = sitOut({ ...three, result: { kind: 'draw', reason: 'turn_limit', scores: [0, 0, 0] } }, 1);
    expect(!over.ok && over.issues[0]!.code).toBe('game_over');
  });

  it('bots play a whole game to the end with a seat out', () => {
    let s = out(newGame({ players: 4 }, 'bench'), 3);
    for (let i = 0; i < 5000 && !s.result; i++) {
      const seat = awaiting(s)[0]!;
      const next = applyMove(s, chooseMove(s, seat, { strategy: 'greedy', rng: seededRng(i) }));
      if (!next.ok) throw new Error(next.issues[0]!.code);
      s = next.value;
      expect(s.phase.kind === 'pick' ? s.active : 0).not.toBe(3);
    }
    expect(s.result).not.toBeNull();
  });
});
