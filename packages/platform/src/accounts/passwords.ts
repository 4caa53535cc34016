import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's N for new hashes unless the platform is told otherwise: 2^17 (128 MiB of memory per hash at r = 8). */
export const DEFAULT_PASSWORD_COST = 2 ** 17;
/** The largest N a stored hash may name: a tampered row must not make a sign-in claim gigabytes. */
const MAX_COST = 2 ** 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface Params {
  N: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, keyLength: number, params: Params): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses past `maxmem` (32 MiB by default), so allow twice that.
  const options: ScryptOptions = { ...params, maxmem: 2 * 128 * params.N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A stored hash's parts when they make sense (a power-of-two N within bounds, small r and p); else undefined. */
function parse(stored: string): { params: Params; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, n, r, p, saltB64, hashB64, extra] = stored.split('$');
  if (scheme !== 'scrypt' || extra !== undefined || !saltB64 || !hashB64) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || params.N > MAX_COST) return undefined;
  if (!Number.isInteger(params.r) || !Number.isInteger(params.p) || params.r < 1 || params.r > 32) return undefined;
  if (params.p < 1 || params.p > 16) return undefined;
  const hash = Buffer.from(hashB64, 'base64');
  return hash.length === 0 ? undefined : { params, salt: Buffer.from(saltB64, 'base64'), hash };
}

/**
 * Hashes a password with scrypt as `scrypt$N$r$p$saltB64$hashB64`, at N = `cost` (the platform's `passwordCost`).
 * @example await hashPassword('correct horse battery', platform.passwordCost)
 */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = { N: cost, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parse(stored);
  if (!parts) return false;
  const key = await scrypt(password, parts.salt, parts.hash.length, parts.params);
  return timingSafeEqual(key, parts.hash);
}

/** True when a stored hash should be replaced after a successful sign-in: another kind, or cheaper than `cost`. */
export function needsRehash(stored: string, cost: number): boolean {
  const parts = parse(stored);
  return !parts || parts.params.N < cost || parts.params.r !== BLOCK_SIZE || parts.params.p !== PARALLELISM;
}

/** A hash of a password nobody knows at `cost`, checked when a login names no account so timing does not tell. */
export function dummyPasswordHash(cost: number): string {
  const zeros = (length: number) => Buffer.alloc(length).toString('base64');
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, zeros(SALT_LENGTH), zeros(KEY_LENGTH)].join('$');
}
