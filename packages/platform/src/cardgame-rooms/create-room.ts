import type { Actor } from '../accounts/views.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import type { Platform } from '../context.js';
import { cardgameRooms } from '../db/schema-cardgame.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { newRoomCode, newRoomSeed } from './room-code.js';
import { changeFor, type CardRoomChange } from './room-change.js';
import { roomRefusals, snapshotOf } from './room-record.js';
import { createCardRoomSchema } from './schemas.js';
import { botSeat, CARD_ROOM_HOST, type CardRoomSeat } from './seats.js';

/** A room change for someone who just sat down: the secret that proves the seat is theirs, to keep in a cookie. */
export interface CardRoomSeated extends CardRoomChange {
  /** Null when the caller already held the seat (nothing new to remember). */
  seatToken: string | null;
}

const ATTEMPTS = 5;
const CLASH: PlatformError = {
  code: 'room_code_clash',
  status: 409,
  message: 'Could not find a free room code; please try again.',
};

/**
 * Makes an online table with the caller in the first seat (the host). Other seats stay open for people joining
 * by link, or go to bots right away. Signed-in hosts sit under their handle; others must give a name.
 * @example await createCardRoom(p, null, { players: 3, name: 'Ana', seats: ['open', 'greedy'] })
 */
export async function createCardRoom(p: Platform, actor: Actor, input: unknown): Promise<Outcome<CardRoomSeated>> {
  const parsed = parseInput(createCardRoomSchema, input);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const name = actor?.handle ?? options.name;
  if (!name) return failure(roomRefusals.nameNeeded());
  const seatToken = newToken();
  const seats: CardRoomSeat[] = [
    { kind: 'human', name, userId: actor?.userId ?? null, tokenHash: hashToken(seatToken) },
  ];
  for (let seat = 1; seat < options.players; seat++) {
    const plan = options.seats[seat - 1] ?? 'open';
    seats.push(plan === 'open' ? { kind: 'open' } : botSeat(plan, seat));
  }
  const seed = options.seed && options.seed !== '' ? options.seed : newRoomSeed(p.rng);
  for (let attempt = 1; ; attempt++) {
    const code = newRoomCode(p.rng);
    const now = p.now();
    const outcome = await transact(
      p.db,
      async (tx) => {
        const [row] = await tx
          .insert(cardgameRooms)
          .values({
            code,
            status: 'lobby',
            options: {
              players: options.players,
              variants: [...new Set(options.variants)],
              expansions: [...new Set(options.expansions)],
            },
            seed,
            seats: seats as unknown as Record<string, unknown>[],
            log: [],
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return success({ ...changeFor(snapshotOf(row!), CARD_ROOM_HOST), seatToken });
      },
      // a clash of codes (one in a billion) is answered by drawing a new one
      { mapError: (error) => (databaseError(error)?.code === '23505' ? CLASH : undefined) },
    );
    if (outcome.ok || outcome.error !== CLASH || attempt >= ATTEMPTS) return outcome;
  }
}
