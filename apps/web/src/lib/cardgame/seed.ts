import { seededRng, type StatefulRng } from '@harbinger/cardgame';

/**
 * The random stream a game with this seed is dealt from. The hot-seat page, the printed sheets and the online rooms
 * (platform's `cardGameRng`) all use it, so one seed always means one deck; seed.test.ts keeps the two in step.
 */
export function gameRng(seed: string): StatefulRng {
  return seededRng(`game:${seed}`);
}

/** The random stream a bot uses for one decision, tied to the seed, the move count and the seat (so replays repeat). */
export function botRng(seed: string, moves: number, seat: number): StatefulRng {
  return seededRng(`bots:${seed}:${moves}:${seat}`);
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh 8-character seed from the browser's or server's cryptographic generator. */
export function randomSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => LETTERS[b % LETTERS.length]).join('');
}

/** A seed as typed: trimmed, at most 40 characters; empty means "pick one for me". */
export function cleanSeed(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, 40);
}
