import {
  awaiting,
  movePrompt,
  viewFor,
  type CardId,
  type Contract,
  type ContractId,
  type DiceCard,
  type GameState,
  type GameView,
  type MovePrompt,
  type StrategyId,
} from '@harbinger/cardgame';
import type { CardRoomLogEntry, CardRoomSnapshot, CardRoomStatus } from './room-record.js';
import { CARD_ROOM_HOST, type CardRoomOptions } from './seats.js';

/** One seat as anyone may see it: who sits there, never how they prove it. */
export interface CardRoomSeatView {
  seat: number;
  /** `left`: the player left and the host has not settled the seat yet; `out`: the seat sits out for good. */
  kind: 'open' | 'human' | 'bot' | 'left' | 'out';
  name: string | null;
  strategy: StrategyId | null;
  /** The seat belongs to a signed-in account (its name is that account's handle). */
  account: boolean;
}

/** What the viewer may do now: the full list of moves when it is short, and how many to force when recruiting. */
export type CardMovePrompt = MovePrompt;

/** A room as one seat (or a spectator) may see it; safe to send to that browser. */
export interface CardRoomView {
  code: string;
  version: number;
  status: CardRoomStatus;
  options: CardRoomOptions;
  /** Kept secret while the game runs (it would reveal every hand); shown once it is over, for reprinting the deck. */
  seed: string | null;
  seats: CardRoomSeatView[];
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  host: boolean;
  game: GameView | null;
  prompt: CardMovePrompt | null;
  log: CardRoomLogEntry[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Cuts a room down to what `seat` may know: the engine's own `viewFor` for the game, seat names without their
 * tokens, no seed until the end, and only the cards and Contracts the public log names.
 * @example viewCardRoom(snapshot, 1).game?.players[0]?.deck // null: seat 0's cards stay hidden from seat 1
 */
export function viewCardRoom(room: CardRoomSnapshot, seat: number | null): CardRoomView {
  const game = room.state ? withLogCatalog(viewFor(room.state, seat), room.state, room.log) : null;
  return {
    code: room.code,
    version: room.version,
    status: room.status,
    options: room.options,
    seed: room.status === 'over' ? room.seed : null,
    seats: room.seats.map((s, i) => ({
      seat: i,
      kind: s.kind,
      name: s.kind === 'open' ? null : s.name,
      strategy: s.kind === 'bot' ? s.strategy : null,
      account: s.kind === 'human' && s.userId !== null,
    })),
    you: seat,
    host: seat === CARD_ROOM_HOST,
    game,
    prompt: room.state && seat !== null ? movePrompt(room.state, seat) : null,
    log: room.log,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
  };
}

/**
 * The first seat the game waits on that a bot plays: a bot's own, or one sitting out that still owes a move in the
 * turn under way. Null when there is none.
 */
export function cardRoomBotToMove(room: CardRoomSnapshot): number | null {
  if (room.status !== 'playing' || !room.state) return null;
  return awaiting(room.state).find((seat) => ['bot', 'out'].includes(room.seats[seat]?.kind ?? '')) ?? null;
}

/** Adds the cards and Contracts named by older log events (all public when they happened) to the view's catalogue. */
function withLogCatalog(view: GameView, state: GameState, log: readonly CardRoomLogEntry[]): GameView {
  const cards: Record<CardId, DiceCard> = { ...view.cards };
  const contracts: Record<ContractId, Contract> = { ...view.contracts };
  for (const { event } of log) {
    if ('card' in event && typeof event.card === 'string' && state.cards[event.card])
      cards[event.card] = state.cards[event.card]!;
    if ('contract' in event && state.contracts[event.contract])
      contracts[event.contract] = state.contracts[event.contract]!;
    if (event.type === 'display_refilled')
      for (const id of event.contracts) if (state.contracts[id]) contracts[id] = state.contracts[id]!;
  }
  return { ...view, cards, contracts };
}
