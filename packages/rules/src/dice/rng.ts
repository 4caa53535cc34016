/** A source of uniformly distributed 32-bit unsigned integers; every roll takes one as an argument. */
export interface Rng {
  nextUint32(): number;
}

const UINT32_RANGE = 2 ** 32;

/** The default source: the platform's cryptographic generator (Web Crypto, present in Node 20 and browsers). */
export const cryptoRng: Rng = {
  nextUint32() {
    const buffer = new Uint32Array(1);
    globalThis.crypto.getRandomValues(buffer);
    return buffer[0]!;
  },
};

/**
 * A small, fast, seedable generator (sfc32) for tests and `--seed`: the same seed gives the same rolls.
 * @example seededRng(42).nextUint32()
 */
export function seededRng(seed: number | string): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = hashSeed(String(seed));
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next(); // mix the seed through the state
  return { nextUint32: next };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** An Rng that replays the given values in a loop (tests: min/max engines, scripted rolls). */
export function sequenceRng(values: readonly number[]): Rng {
  if (values.length === 0) throw new RangeError('sequenceRng needs at least one value');
  let i = 0;
  return {
    nextUint32() {
      const value = values[i % values.length]!;
      i++;
      return value >>> 0;
    },
  };
}

/**
 * A uniform integer in [0, n) without modulo bias: values in the incomplete last block of the
 * 2^32 range are rejected and drawn again.
 */
export function uniformInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) throw new RangeError(`uniformInt: bad range ${n}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}
