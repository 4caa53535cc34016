/** The largest request body read when `HARBINGER_BODY_LIMIT` is not set: 1 MiB, room for a veteran's passport. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 * 1024 };

/**
 * The largest request body the server reads, in bytes: `HARBINGER_BODY_LIMIT` (whole bytes, or with a K or M suffix
 * for KiB and MiB), else {@link DEFAULT_BODY_LIMIT}. `harbinger serve` hands the same number to adapter-node as
 * `BODY_SIZE_LIMIT` and the API checks against it, so one setting rules both. A value that is not a size throws
 * (a server should not start with a limit nobody meant).
 * @example bodyLimit({ HARBINGER_BODY_LIMIT: '256K' }) // 262144
 */
export function bodyLimit(env: Record<string, string | undefined> = process.env): number {
  const text = env.HARBINGER_BODY_LIMIT?.trim();
  if (!text) return DEFAULT_BODY_LIMIT;
  const match = /^(\d+)\s*([km]?)$/i.exec(text);
  const bytes = match ? Number(match[1]) * UNITS[match[2]!.toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1)
    throw new Error(`HARBINGER_BODY_LIMIT must be a size in bytes such as 1048576, 512K or 2M, not "${text}".`);
  return bytes;
}
