import { hashToken, newToken } from '../accounts/tokens.js';
import type { Platform } from '../context.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import type { CardRoomSeated } from './create-room.js';
import { changeFor } from './room-change.js';
import { normalizeRoomCode } from './room-code.js';
import { lockRoom, roomRefusals, saveRoom } from './room-record.js';
import { joinCardRoomSchema } from './schemas.js';
import { nameTaken, seatOf, type CardRoomCaller, type CardRoomSeat } from './seats.js';

/**
 * Sits the caller in the first open seat of a room that has not started. Someone already seated simply gets their
 * seat back (no new token). Signed-in players sit under their handle; everyone else must give a name no other
 * seat uses.
 * @example await joinCardRoom(p, { actor: null, seatToken: null }, 'K7M2QX', { name: 'Bea' })
 */
export async function joinCardRoom(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
  input: unknown,
): Promise<Outcome<CardRoomSeated>> {
  const parsed = parseInput(joinCardRoomSchema, input);
  if (!parsed.ok) return parsed;
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  const name = caller.actor?.handle ?? parsed.value.name;
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const held = seatOf(room.seats, caller);
    if (held !== null) return success({ ...changeFor(room, held), seatToken: null });
    if (room.status !== 'lobby') return failure(roomRefusals.started());
    const open = room.seats.findIndex((seat) => seat.kind === 'open');
    if (open === -1) return failure(roomRefusals.full());
    if (!name) return failure(roomRefusals.nameNeeded());
    if (nameTaken(room.seats, name)) return failure(roomRefusals.nameTaken());
    const seatToken = newToken();
    const seats: CardRoomSeat[] = room.seats.map((seat, i) =>
      i === open
        ? { kind: 'human', name, userId: caller.actor?.userId ?? null, tokenHash: hashToken(seatToken) }
        : seat,
    );
    const saved = await saveRoom(tx, room, { seats }, p.now());
    if (!saved) return failure(roomRefusals.stale());
    return success({ ...changeFor(saved, open), seatToken });
  });
}
