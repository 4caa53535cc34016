import type { Rng } from '@harbinger/rules';

// When to try a failed delivery again. Each pause is about four times the one before (30 s, 2 min, 8 min, 32 min,
// about 2 h), so a receiver that is down for a few hours still gets its messages, and a dead one stops being
// called after six tries. Each pause is stretched or shrunk at random by up to a fifth, so deliveries that failed
// together (a receiver's outage) do not all come back in the same second.

/** How many times a delivery is tried before it is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** The pause after the first failed try. */
export const FIRST_RETRY_MS = 30_000;
/** The longest pause a receiver's `retry_after` may ask for. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** How far a pause may stray from its nominal length either way, as a fraction of it. */
export const RETRY_JITTER = 0.2;

/**
 * The pause before the next try after `attempts` failed tries: nominally 1 → 30 s, 2 → 2 min, 3 → 8 min, …, each
 * moved by up to ±20 % drawn from `rng` (the platform's random source; tests pass one pinned to either end).
 * @example retryDelayMs(1, platform.rng) // between 24 000 and 36 000
 */
export function retryDelayMs(attempts: number, rng: Rng): number {
  const nominal = FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1);
  const draw = rng.nextUint32() / 2 ** 32;
  return Math.round(nominal * (1 - RETRY_JITTER + 2 * RETRY_JITTER * draw));
}

/** What an answer means for a delivery: done, worth another try, or hopeless. */
export type AnswerVerdict = 'delivered' | 'retry' | 'give_up';

/**
 * Sorts an HTTP status: 2xx is delivered; a timeout, "too early", rate limit (429) or server error (5xx) is worth
 * another try; anything else (a redirect, a removed webhook's 404, a refused message's 400) will not get better.
 */
export function verdictOf(status: number): AnswerVerdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'give_up';
}

/**
 * The pause a rate-limited receiver asks for, in ms: Discord's JSON `retry_after` (seconds, may be fractional),
 * else the `Retry-After` header in seconds; undefined when neither is a usable number. Capped at an hour.
 */
export function retryAfterMs(body: string, header: string | null): number | undefined {
  let seconds: number | undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    const value =
      typeof parsed === 'object' && parsed !== null ? (parsed as { retry_after?: unknown }).retry_after : undefined;
    if (typeof value === 'number') seconds = value;
  } catch {
    // not JSON: fall back to the header
  }
  if (seconds === undefined && header !== null && /^\s*\d+(\.\d+)?\s*$/.test(header)) seconds = Number(header);
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(Math.ceil(seconds * 1000), MAX_RETRY_AFTER_MS);
}
