import type { Rng } from '@harbinger/rules';

// A mail server that is down for an afternoon still gets its mail: pauses of about 1 min, 5 min, 25 min, 2 h and
// 10 h, each stretched or shrunk by up to a fifth so mails that failed together do not all come back at once.

/** How many times one mail is tried before it is given up. */
export const MAX_MAIL_ATTEMPTS = 6;

/** The pause before the next try after `attempts` failed tries (1 → about a minute), drawn with `rng`. */
export function mailRetryDelayMs(attempts: number, rng: Rng): number {
  const nominal = 60_000 * 5 ** Math.max(0, attempts - 1);
  const draw = rng.nextUint32() / 2 ** 32;
  return Math.round(nominal * (0.8 + 0.4 * draw));
}
