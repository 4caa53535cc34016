import { strategies, type ExpansionId, type StrategyId, type VariantId } from '@harbinger/cardgame';
import type { Actor } from '../accounts/views.js';
import { hashToken } from '../accounts/tokens.js';

/**
 * One seat as stored: still open, taken by a person (who proves it with a seat token or their account), or a bot.
 * Once a game runs, a person may leave for good: the seat is `left` until the host gives it to a bot or lets the
 * game go on without it (`out`: the seat sits out, and a bot only finishes what it still owed in that turn).
 */
export type CardRoomSeat =
  | { kind: 'open' }
  | { kind: 'human'; name: string; userId: string | null; tokenHash: string }
  | { kind: 'bot'; name: string; strategy: StrategyId }
  | { kind: 'left'; name: string }
  | { kind: 'out'; name: string };

/** The rules a room plays by, fixed when it is made. */
export interface CardRoomOptions {
  players: number;
  variants: VariantId[];
  expansions: ExpansionId[];
}

/** Who is asking: the signed-in account (if any) and the seat token this browser holds for the room (if any). */
export interface CardRoomCaller {
  actor: Actor;
  seatToken: string | null;
}

/** The host always sits in the first seat; only they may start the game. */
export const CARD_ROOM_HOST = 0;

/** The caller's seat in the room, or null for a spectator. An account match counts as much as the token. */
export function seatOf(seats: readonly CardRoomSeat[], caller: CardRoomCaller): number | null {
  const tokenHash = caller.seatToken ? hashToken(caller.seatToken) : null;
  const at = seats.findIndex(
    (seat) =>
      seat.kind === 'human' &&
      ((caller.actor !== null && seat.userId === caller.actor.userId) ||
        (tokenHash !== null && seat.tokenHash === tokenHash)),
  );
  return at === -1 ? null : at;
}

/** The name a bot sits under, such as "Greedy bot (seat 3)". */
export function botSeat(strategy: StrategyId, seat: number): CardRoomSeat {
  return { kind: 'bot', strategy, name: `${strategies[strategy].name} bot (seat ${seat + 1})` };
}

/** True when another seat already uses this name (compared without case or surrounding spaces). */
export function nameTaken(seats: readonly CardRoomSeat[], name: string): boolean {
  const key = name.trim().toLowerCase();
  return seats.some((seat) => seat.kind !== 'open' && seat.name.trim().toLowerCase() === key);
}
