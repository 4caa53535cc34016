import type { GameState } from './state.js';

/** All seats in clockwise order, starting with `from`. */
export function clockwiseFrom(from: number, players: number): number[] {
  return Array.from({ length: players }, (_, i) => (from + i) % players);
}

/** The given seats re-ordered clockwise from `from` (which comes first if present). */
export function sortClockwise(seats: readonly number[], from: number, players: number): number[] {
  const distance = (seat: number) => (seat - from + players) % players;
  return [...seats].sort((a, b) => distance(a) - distance(b));
}

/** A seat's score in the game's scoring: its number of Contracts, or their stars in the star variant. */
export function pointsOf(state: GameState, seat: number): number {
  const pile = state.players[seat]!.score;
  if (state.config.scoring === 'contracts') return pile.length;
  return pile.reduce((sum, id) => sum + state.contracts[id]!.stars, 0);
}

/** Every seat's score, by seat. */
export function scoresOf(state: GameState): number[] {
  return state.players.map((p) => pointsOf(state, p.seat));
}

/** Is the number a real seat of this game? */
export function isSeat(state: GameState, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.config.players;
}

/** Does the cooperative variant apply? */
export function isCooperative(state: GameState): boolean {
  return state.config.variants.includes('cooperative');
}

/** Is the seat out of the game for good (its player left)? */
export function isSittingOut(state: GameState, seat: number): boolean {
  return state.sittingOut?.includes(seat) ?? false;
}

/** The seats still in the game, in seat order. */
export function seatsInGame(state: GameState): number[] {
  return state.players.map((p) => p.seat).filter((seat) => !isSittingOut(state, seat));
}
