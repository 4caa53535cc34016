import { sign, verify, type KeyObject } from 'node:crypto';
import type { UnverifiedReason } from '../db/schema.js';
import { canonicalJson, isPlainObject } from './canonical-json.js';
import { publicKeyObject, type ServerKey } from './server-key.js';
import type { PassportSignature } from './claim-schema.js';

/** A key an import checks signatures against. */
export interface KnownKey {
  keyId: string;
  key: KeyObject;
  /** This server's own key. */
  own: boolean;
}

/** What checking a passport's signature found. */
export type Verification =
  { verified: true; keyId: string; own: boolean } | { verified: false; reason: UnverifiedReason };

/** The bytes a passport signs: the canonical JSON of every field but `signature`. */
function signedBytes(passport: Record<string, unknown>): Buffer {
  const { signature: _signature, ...rest } = passport;
  return Buffer.from(canonicalJson(rest), 'utf8');
}

/**
 * Signs a passport with this server's key; the signature covers every other field, whatever order a tool later
 * writes them in.
 */
export function signPassport<T extends Record<string, unknown>>(
  passport: T,
  key: ServerKey,
): T & { signature: PassportSignature } {
  const value = sign(null, signedBytes(passport), key.privateKey).toString('base64');
  return { ...passport, signature: { algorithm: 'ed25519', keyId: key.keyId, value } };
}

/** The known keys: this server's own first, then the trusted ones. */
export function knownKeys(
  own: ServerKey,
  trusted: readonly { keyId: string; publicKey: string }[],
): Map<string, KnownKey> {
  const keys = new Map<string, KnownKey>();
  for (const t of trusted) keys.set(t.keyId, { keyId: t.keyId, key: publicKeyObject(t.publicKey), own: false });
  keys.set(own.keyId, { keyId: own.keyId, key: publicKeyObject(own.publicKey), own: true });
  return keys;
}

/**
 * Checks a passport as it arrived (before any parsing changes it): unsigned, signed by a key this server does not
 * know, changed since it was signed, or verified.
 */
export function verifyPassport(raw: unknown, keys: ReadonlyMap<string, KnownKey>): Verification {
  if (!isPlainObject(raw) || raw.signature === undefined) return { verified: false, reason: 'unsigned' };
  const signature = raw.signature;
  if (!isPlainObject(signature) || typeof signature.keyId !== 'string' || typeof signature.value !== 'string')
    return { verified: false, reason: 'changed' };
  const known = keys.get(signature.keyId);
  if (!known) return { verified: false, reason: 'unknown_signer' };
  const ok = verify(null, signedBytes(raw), known.key, Buffer.from(signature.value, 'base64'));
  return ok ? { verified: true, keyId: known.keyId, own: known.own } : { verified: false, reason: 'changed' };
}
