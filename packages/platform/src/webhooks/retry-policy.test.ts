import { seededRng, sequenceRng, type Rng } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import {
  MAX_DELIVERY_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  RETRY_JITTER,
  retryAfterMs,
  retryDelayMs,
  verdictOf,
} from './retry-policy.js';

/** Random sources pinned to the bottom, the middle and the top of the 32-bit range. */
const lowest = () => sequenceRng([0]);
const middle = () => sequenceRng([2 ** 31]);
const highest = () => sequenceRng([0xffffffff]);
const pauses = (rng: () => Rng) =>
  Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, rng()));

describe('webhook retry policy', () => {
  it('waits about 30 s, 2 min, 8 min, 32 min and 2 h between the six tries', () => {
    expect(pauses(middle)).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000]);
  });

  it('strays at most a fifth either way from each pause, reaching both ends of that range', () => {
    expect(pauses(lowest)).toEqual([24_000, 96_000, 384_000, 1_536_000, 6_144_000]);
    expect(pauses(highest)).toEqual([36_000, 144_000, 576_000, 2_304_000, 9_216_000]);
    expect(RETRY_JITTER).toBe(0.2);
  });

  it('keeps every jittered pause inside its bounds and longer than any pause of the try before', () => {
    const rng = seededRng('webhook jitter');
    for (let attempts = 1; attempts < MAX_DELIVERY_ATTEMPTS; attempts++) {
      for (let draw = 0; draw < 200; draw++) {
        const pause = retryDelayMs(attempts, rng);
        expect(pause).toBeGreaterThanOrEqual(retryDelayMs(attempts, lowest()));
        expect(pause).toBeLessThanOrEqual(retryDelayMs(attempts, highest()));
        if (attempts > 1) expect(pause).toBeGreaterThan(retryDelayMs(attempts - 1, highest()));
      }
    }
  });

  it('sorts answers into delivered, worth another try, and hopeless', () => {
    expect([200, 204, 299].map(verdictOf)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([408, 425, 429, 500, 502, 503].map(verdictOf)).toEqual(Array(6).fill('retry'));
    expect([301, 400, 401, 403, 404, 410, 413].map(verdictOf)).toEqual(Array(7).fill('give_up'));
  });

  it('reads Discord’s retry_after (seconds) before the Retry-After header, capped at an hour', () => {
    expect(retryAfterMs('{"message":"You are being rate limited.","retry_after":0.351,"global":false}', '9')).toBe(351);
    expect(retryAfterMs('', '12')).toBe(12_000);
    expect(retryAfterMs('<html>', null)).toBeUndefined();
    expect(retryAfterMs('{"retry_after":"soon"}', 'Wed, 21 Oct 2030 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterMs('{"retry_after":-1}', null)).toBeUndefined();
    expect(retryAfterMs('{"retry_after":86400}', null)).toBe(MAX_RETRY_AFTER_MS);
  });
});
