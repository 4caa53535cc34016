/** Where every bit of chance in the card game comes from: anything that hands out uniform 32-bit integers. */
export interface Rng {
  nextUint32(): number;
}

/** An Rng whose entire memory is one 32-bit number, so a game can carry it inside its stored state. */
export interface StatefulRng extends Rng {
  readonly state: number;
}

const GOLDEN = 0x6d2b79f5;

/**
 * Resumes a mulberry32 stream from a stored 32-bit state.
 * @example rngFromState(state.rng).nextUint32()
 */
export function rngFromState(state: number): StatefulRng {
  let s = state >>> 0;
  return {
    nextUint32() {
      s = (s + GOLDEN) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
    get state() {
      return s;
    },
  };
}

/**
 * A repeatable stream for tests, simulations and `--seed`: equal seeds give equal numbers.
 * @example seededRng('table-7').nextUint32()
 */
export function seededRng(seed: number | string): StatefulRng {
  return rngFromState(seedToState(seed));
}

/** Turns a number or a word into a well-mixed 32-bit starting state. */
export function seedToState(seed: number | string): number {
  let h = 0x1234567;
  const text = typeof seed === 'number' ? `n${seed}` : `s${seed}`;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  // murmur3's finaliser spreads neighbouring seeds far apart
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform whole number from 0 to n - 1, rejecting the uneven top slice of the 32-bit range. */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`randomInt: bad bound ${n}`);
  const cut = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < cut) return x % n;
  }
}

/** A shuffled copy (Fisher–Yates); the input array is left alone. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const keep = out[i]!;
    out[i] = out[j]!;
    out[j] = keep;
  }
  return out;
}
