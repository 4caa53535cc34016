import type { CardBlueprint, CardId } from '../cards/dice-cards.js';
import type { Contract } from '../contracts/contract.js';
import type { Challenge } from '../contracts/templates.js';
import { seededRng } from '../rng.js';
import { applyMove } from './apply-move.js';
import type { Move } from './moves.js';
import type { GameOptions } from './options.js';
import { createGame } from './setup.js';
import type { GameState } from './state.js';

/** Helpers for tests: build and rig games as plain data. Not part of the public API. */

/** A new game from a fixed seed; throws if setup is refused. */
export function newGame(options: GameOptions, seed: number | string = 1): GameState {
  const made = createGame(options, seededRng(seed));
  if (!made.ok) throw new Error(made.issues.map((i) => i.code).join(', '));
  return made.value;
}

/** Plays a move that must be accepted. */
export function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move);
  if (!next.ok) throw new Error(`refused ${move.type}: ${next.issues.map((i) => i.code).join(', ')}`);
  return next.value;
}

/** Plays moves in order. */
export function playAll(state: GameState, moves: readonly Move[]): GameState {
  return moves.reduce(play, state);
}

/** The first issue code of a move that must be refused. */
export function refusal(state: GameState, move: Move): string {
  const next = applyMove(state, move);
  if (next.ok) throw new Error(`expected ${move.type} to be refused`);
  return next.issues[0]!.code;
}

/** A Contract for tests: a team challenge with one-unit score reward and card penalty unless told otherwise. */
export function testContract(challenge: Partial<Challenge>, extra: Partial<Contract> = {}): Contract {
  return {
    id: 'kT',
    name: 'Test',
    kind: 'team',
    challenge: { template: 'sum_at_least', reveals: 1, target: 1, count: 0, ...challenge },
    minTurnout: 1,
    stars: 2,
    reward: { kind: 'score', amount: 1 },
    penalty: { kind: 'card', amount: 1 },
    chance: 0.5,
    expectedTurnout: 2,
    ...extra,
  };
}

/** What to change in a fresh game before a test plays it. */
export interface Rigging {
  /** Puts this Contract at the front of the face-up row (its id becomes "kT"). */
  contract?: Contract;
  /** Replaces seats' decks with brand-new cards (ids "x<seat>_<n>"); the old cards go to the supply. */
  decks?: Record<number, readonly CardBlueprint[]>;
  active?: number;
}

/** A copy of the game with the rigging applied (the original is untouched). */
export function rig(state: GameState, how: Rigging): GameState {
  const s = structuredClone(state) as GameState;
  const cards = { ...s.cards };
  if (how.contract) {
    const contract = { ...how.contract, id: 'kT' };
    s.contracts = { ...s.contracts, kT: contract };
    s.contractDeck.push(s.display.shift()!);
    s.display.unshift('kT');
  }
  for (const [seatText, blueprints] of Object.entries(how.decks ?? {})) {
    const seat = Number(seatText);
    s.supply.push(...s.players[seat]!.deck);
    s.players[seat]!.deck = blueprints.map((b, n) => {
      const id: CardId = `x${seat}_${n}`;
      cards[id] = { id, ...b };
      return id;
    });
  }
  s.cards = cards;
  if (how.active !== undefined) s.active = how.active;
  return s;
}

/** Every card id in every place a card can be, for conservation checks. */
export function cardLocations(s: GameState): string[] {
  return [
    ...s.players.flatMap((p) => p.deck),
    ...(s.challenge?.reveals.map((r) => r.card) ?? []),
    ...s.supply,
    ...s.discard,
  ];
}

/** Every Contract id in every place a Contract can be, for conservation checks. */
export function contractLocations(s: GameState): string[] {
  return [...s.display, ...s.contractDeck, ...s.players.flatMap((p) => p.score), ...(s.inPlay ? [s.inPlay] : [])];
}

/** A deep freeze, so a test fails loudly if anything writes to a state. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
