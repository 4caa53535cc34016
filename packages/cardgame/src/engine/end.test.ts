import { describe, expect, it } from 'vitest';
import type { Contract } from '../contracts/contract.js';
import { awaiting } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import type { GameState } from './state.js';
import { newGame, play, playAll, refusal, rig, testContract } from './test-kit.js';

const PASS = { template: 'sum_at_least', reveals: 1, target: 1 } as const;

/** Gives seats Contracts from the deck to hold in their score piles. */
function holding(s: GameState, piles: Record<number, number>): GameState {
  const deck = [...s.contractDeck];
  const players = s.players.map((p) => ({ ...p, score: deck.splice(0, piles[p.seat] ?? 0) }));
  return { ...s, contractDeck: deck, players };
}

/** Seat 0 takes "kT" with the given partners, who accept; all reveal; then the active player shares out as told. */
function finish(s: GameState, partners: number[], shares?: { player: number; amount: number }[]): GameState {
  s = playAll(s, [
    { type: 'pick', player: 0, contract: 'kT' },
    { type: 'recruit', player: 0, forced: [], invited: partners },
    ...partners.map((p) => ({ type: 'answer' as const, player: p, accept: true })),
  ]);
  while (s.phase.kind === 'reveal') {
    const head = s.challenge!.pending[0];
    s = head
      ? play(s, { type: 'skip_power', player: head.player, card: head.card })
      : play(s, { type: 'reveal', player: awaiting(s)[0]! });
  }
  return shares ? play(s, { type: 'distribute', player: 0, shares }) : s;
}

/** Plays the first legal move of whoever is due until the game ends. */
function autoplay(s: GameState, cap = 10_000): GameState {
  for (let i = 0; i < cap && !s.result; i++) s = play(s, legalMoves(s, awaiting(s)[0]!)[0]!);
  return s;
}

describe('Objective (seed 004): the first to 6 Contracts wins', () => {
  it('Objective: scoring a sixth Contract ends the game with a win', () => {
    const s = finish(holding(rig(newGame({ players: 3 }), { contract: testContract(PASS) }), { 0: 5 }), []);
    expect(s.result).toEqual({ kind: 'win', winner: 0, scores: [6, 0, 0] });
    expect(s.phase.kind).toBe('over');
    expect(s.events.at(-1)).toEqual({ type: 'game_ended', result: s.result });
    expect(refusal(s, { type: 'pick', player: 0, contract: s.display[0]! })).toBe('game_over');
  });

  it('Objective: if several pass 6 at once, the highest score wins', () => {
    const start = holding(
      rig(newGame({ players: 3 }), { contract: testContract(PASS, { reward: { kind: 'score', amount: 2 } }) }),
      { 0: 4, 1: 5 },
    );
    const s = finish(
      start,
      [1],
      [
        { player: 0, amount: 2 },
        { player: 1, amount: 2 },
      ],
    );
    expect(s.result).toMatchObject({ kind: 'win', winner: 1, scores: [6, 7, 0] });
  });

  it('Objective: a tie at the top goes to the first of them clockwise from the active player', () => {
    const start = holding(rig(newGame({ players: 3 }), { contract: testContract(PASS) }), { 0: 5, 1: 5 });
    const s = finish(
      start,
      [1],
      [
        { player: 0, amount: 1 },
        { player: 1, amount: 1 },
      ],
    );
    expect(s.result).toMatchObject({ kind: 'win', winner: 0, scores: [6, 6, 0] });
  });

  it('Star objective: a Contract is worth its stars and 12 stars win', () => {
    let s = rig(newGame({ players: 3, variants: ['stars'] }), { contract: testContract(PASS, { stars: 3 }) });
    s = holding(s, { 0: 3 });
    const contracts: Record<string, Contract> = { ...s.contracts };
    for (const id of s.players[0]!.score) contracts[id] = { ...contracts[id]!, stars: 3 };
    s = { ...s, contracts };
    expect(finish({ ...s }, []).result).toMatchObject({ kind: 'win', winner: 0, scores: [12, 0, 0] });
    contracts.kT = { ...contracts.kT!, stars: 2 };
    expect(finish({ ...s, contracts }, []).result).toBeNull();
  });
});

describe('Endless games (our ruling): a turn limit ends them in a draw', () => {
  it('Turn limit: after the last allowed turn the game is drawn', () => {
    const s = autoplay(newGame({ players: 2, maxTurns: 3 }));
    expect(s.result).toMatchObject({ kind: 'draw', reason: 'turn_limit' });
    expect(s.turn).toBe(3);
  });

  it('Exhausted Contracts: when the row is empty at the start of a turn, the game is drawn', () => {
    let s = newGame({ players: 2, contracts: 5 });
    const contracts: Record<string, Contract> = {};
    for (const [id, c] of Object.entries(s.contracts))
      contracts[id] = { ...c, challenge: { ...PASS, count: 0 }, reward: { kind: 'score', amount: 1 } };
    s = autoplay({ ...s, contracts });
    expect(s.result).toMatchObject({ kind: 'draw', reason: 'contracts_exhausted', scores: [3, 2] });
  });
});
