import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, seededRng } from '../rng.js';
import { applyMove, awaiting } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import type { Move } from './moves.js';
import type { ExpansionId, VariantId } from './options.js';
import type { GameState } from './state.js';
import { cardLocations, contractLocations, deepFreeze, newGame } from './test-kit.js';

const sorted = (xs: string[]) => [...xs].sort();

function conserved(s: GameState): void {
  expect(sorted(cardLocations(s))).toEqual(sorted(Object.keys(s.cards)));
  expect(sorted(contractLocations(s))).toEqual(sorted(Object.keys(s.contracts)));
}

/** Nonsense a client might send: moves for the wrong seat, wrong phase or with broken fields. */
function junk(s: GameState, pickIndex: number): Move {
  const other = (awaiting(s)[0]! + 1) % s.config.players;
  const options: Move[] = [
    { type: 'reveal', player: other },
    { type: 'pick', player: s.active, contract: 'k999' },
    { type: 'distribute', player: s.active, shares: [{ player: s.active, amount: 99 }] },
    { type: 'discard', player: other, cards: ['d001', 'd001'] },
    { type: 'use_power', player: other, card: 'd001', target: { kind: 'soul', soul: other } },
    { type: 'recruit', player: s.active, forced: [s.active], invited: [] },
    { type: 'answer', player: -1, accept: true },
  ];
  return options[pickIndex % options.length]!;
}

const tables = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  variants: fc.subarray<VariantId>(['easy', 'cooperative', 'chaotic', 'stars']),
  expansions: fc.subarray<ExpansionId>(['lost_souls', 'devilish_numbers']),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('Properties of random legal play', () => {
  it('cards and Contracts are never created or lost, the input state is never written to, and junk is refused harmlessly', () => {
    fc.assert(
      fc.property(tables, ({ seed, ...table }) => {
        let s = newGame({ ...table, maxTurns: 25 }, seed);
        const rng = seededRng(seed);
        conserved(s);
        for (let step = 0; !s.result; step++) {
          deepFreeze(s);
          const who = awaiting(s);
          expect(who.length).toBeGreaterThan(0);
          const bad = applyMove(s, junk(s, step));
          expect(bad.ok).toBe(false);
          const outsider = [...Array(s.config.players).keys()].find((seat) => !who.includes(seat));
          if (outsider !== undefined) expect(legalMoves(s, outsider)).toEqual([]);
          const options = legalMoves(s, who[randomInt(rng, who.length)]!);
          expect(options.length).toBeGreaterThan(0);
          const next = applyMove(s, options[randomInt(rng, options.length)]!);
          if (!next.ok) throw new Error(JSON.stringify(next.issues));
          s = next.value;
          conserved(s);
          expect(s.moves).toBe(step + 1);
        }
        expect(s.turn).toBeLessThanOrEqual(25);
      }),
      { numRuns: 30 },
    );
  });

  it('every move legalMoves lists is accepted', () => {
    fc.assert(
      fc.property(tables, ({ seed, ...table }) => {
        let s = newGame({ ...table, maxTurns: 6 }, seed);
        const rng = seededRng(`all:${seed}`);
        while (!s.result) {
          const who = awaiting(s)[0]!;
          const options = legalMoves(s, who);
          for (const m of options.slice(0, 40)) expect(applyMove(s, m).ok).toBe(true);
          s = (applyMove(s, options[randomInt(rng, options.length)]!) as { ok: true; value: GameState }).value;
        }
      }),
      { numRuns: 15 },
    );
  });

  it('a game always ends: by a win, or at the latest by the turn limit with a draw', () => {
    fc.assert(
      fc.property(tables, ({ seed, ...table }) => {
        let s = newGame({ ...table, maxTurns: 60 }, seed);
        const rng = seededRng(`end:${seed}`);
        while (!s.result) {
          const options = legalMoves(s, awaiting(s)[0]!);
          s = (applyMove(s, options[randomInt(rng, options.length)]!) as { ok: true; value: GameState }).value;
        }
        if (s.result.kind === 'draw') expect(['turn_limit', 'contracts_exhausted']).toContain(s.result.reason);
        else expect(s.result.scores[s.result.winner]).toBeGreaterThanOrEqual(s.config.winAt);
        expect(awaiting(s)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('the state survives a JSON round trip unchanged, so it can be stored and sent', () => {
    let s = newGame({ players: 3, expansions: ['devilish_numbers', 'lost_souls'] }, 11);
    const rng = seededRng(3);
    for (let i = 0; i < 60 && !s.result; i++) {
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      const options = legalMoves(s, awaiting(s)[0]!);
      s = (applyMove(s, options[randomInt(rng, options.length)]!) as { ok: true; value: GameState }).value;
    }
  });
});
