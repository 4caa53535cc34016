import { createPublicKey } from 'node:crypto';
import type { Platform } from '../context.js';
import type { Db } from '../db/connection.js';
import { trustedServers } from '../db/schema.js';
import { failure, success, type Outcome } from '../errors.js';
import { keyIdOf } from './server-key.js';

/** Another server's key this one trusts. */
export interface TrustedKey {
  keyId: string;
  origin: string;
  /** SubjectPublicKeyInfo DER, base64. */
  publicKey: string;
}

const refuse = (message: string) => failure<never>({ code: 'invalid_trusted_server', status: 400, message });

/** An http(s) origin without a trailing slash, or undefined. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an Ed25519 public key as `/.well-known/harbinger-key` shows it (`publicKey`, base64 DER, or `publicKeyPem`)
 * and answers it as base64 DER.
 */
function readPublicKey(text: string): Outcome<string> {
  const trimmed = text.trim();
  try {
    const key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') return refuse('That is not an Ed25519 public key.');
    return success(key.export({ type: 'spki', format: 'der' }).toString('base64'));
  } catch {
    return refuse('That is not a public key: paste `publicKey` from the server’s /.well-known/harbinger-key.');
  }
}

/** Checks an origin and its public key, and answers the trusted key they make. */
function trustedKey(input: { origin: string; publicKey: string }): Outcome<TrustedKey> {
  const origin = originOf(input.origin);
  if (!origin) return refuse(`“${input.origin}” is not an http(s) origin such as https://harbinger.example.`);
  const key = readPublicKey(input.publicKey);
  if (!key.ok) return key;
  return success({ keyId: keyIdOf(key.value), origin, publicKey: key.value });
}

/**
 * The servers `HARBINGER_TRUSTED_SERVERS` lists: `origin=publicKey` pairs separated by commas or spaces (the key
 * as base64 DER). Entries that do not read are answered as problems, so the operator hears of them.
 * @example trustedServersFromEnv({ HARBINGER_TRUSTED_SERVERS: 'https://a.example=MCowBQYDK2VwAyEA…' })
 */
export function trustedServersFromEnv(env: Record<string, string | undefined> = process.env): {
  keys: TrustedKey[];
  problems: string[];
} {
  const keys: TrustedKey[] = [];
  const problems: string[] = [];
  for (const item of (env.HARBINGER_TRUSTED_SERVERS ?? '').split(/[\s,]+/).filter(Boolean)) {
    // Origins hold no `=`; base64 may end with some.
    const at = item.indexOf('=');
    const read =
      at < 0
        ? refuse('expected origin=publicKey')
        : trustedKey({ origin: item.slice(0, at), publicKey: item.slice(at + 1) });
    if (read.ok) keys.push(read.value);
    else problems.push(`${item.slice(0, 60)}: ${read.error.message}`);
  }
  return { keys, problems };
}

/**
 * Trusts another server's key from now on (what `harbinger trust` runs; the operator's choice, so no actor): its
 * passports import as verified. Adding the same key again updates its origin.
 */
export async function trustServer(
  p: Platform,
  input: { origin: string; publicKey: string },
): Promise<Outcome<TrustedKey>> {
  const read = trustedKey(input);
  if (!read.ok) return read;
  const key = read.value;
  await p.db
    .insert(trustedServers)
    .values({ ...key, addedAt: p.now() })
    .onConflictDoUpdate({ target: trustedServers.keyId, set: { origin: key.origin } });
  return success(key);
}

/** Every key trusted in the database, oldest first. */
export async function listTrustedServers(db: Db): Promise<TrustedKey[]> {
  const rows = await db.select().from(trustedServers).orderBy(trustedServers.addedAt);
  return rows.map(({ keyId, origin, publicKey }) => ({ keyId, origin, publicKey }));
}
