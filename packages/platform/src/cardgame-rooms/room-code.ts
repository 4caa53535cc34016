import { randomInt, type Rng } from '@harbinger/cardgame';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed on a phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Room codes are this long: 31^6, about 887 million, enough that guessing a live one is hopeless. */
export const ROOM_CODE_LENGTH = 6;

const PATTERN = new RegExp(`^[${ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** A fresh room code drawn from the platform's dice. */
export function newRoomCode(rng: Rng): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ALPHABET[randomInt(rng, ALPHABET.length)];
  return code;
}

/** The code as it would be stored (upper case), or null when it cannot be a room code. */
export function normalizeRoomCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  return PATTERN.test(upper) ? upper : null;
}

/** A seed for a room whose host gave none: 8 characters from the same alphabet. */
export function newRoomSeed(rng: Rng): string {
  let seed = '';
  for (let i = 0; i < 8; i++) seed += ALPHABET[randomInt(rng, ALPHABET.length)];
  return seed.toLowerCase();
}
