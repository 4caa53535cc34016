import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs, verdictOf } from './retry-policy.js';

describe('webhook retry policy', () => {
  it('waits 30 s, 2 min, 8 min, 32 min and about 2 h between the six tries', () => {
    const pauses = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(pauses).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000]);
    for (let i = 1; i < pauses.length; i++) expect(pauses[i]).toBeGreaterThan(pauses[i - 1]!);
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
