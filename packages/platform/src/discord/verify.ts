import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** How far a request's timestamp may be from our clock before it counts as a replay: five minutes. */
export const DISCORD_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** Ed25519 public keys in DER form start with this fixed SubjectPublicKeyInfo header; the raw 32 bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const keyCache = new Map<string, KeyObject | null>();

/** Turns the public key the developer portal shows (64 hex digits) into a key object; null if it is not one. */
export function discordPublicKey(hex: string): KeyObject | null {
  const cached = keyCache.get(hex);
  if (cached !== undefined) return cached;
  let key: KeyObject | null = null;
  if (/^[0-9a-f]{64}$/i.test(hex)) {
    try {
      const der = Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]);
      key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    } catch {
      key = null;
    }
  }
  keyCache.set(hex, key);
  return key;
}

/** What an interaction request carries for its signature check. */
export interface DiscordSignedRequest {
  /** The application's public key, hex. */
  publicKey: string;
  /** `X-Signature-Ed25519`, hex; null when missing. */
  signature: string | null;
  /** `X-Signature-Timestamp`, whole seconds since 1970; null when missing. */
  timestamp: string | null;
  /** The body exactly as received. */
  rawBody: string;
  now: Date;
}

/** Why a request was not accepted as coming from Discord. */
export type DiscordVerifyFailure = 'missing_signature' | 'stale_timestamp' | 'bad_signature' | 'bad_public_key';

/**
 * Checks that Discord sent this request: an Ed25519 signature over timestamp + body made with the application's
 * key, and a timestamp within five minutes of `now` (so a captured request cannot be replayed later).
 * @example verifyDiscordRequest({ publicKey, signature, timestamp, rawBody, now: new Date() }) // → { ok: true }
 */
export function verifyDiscordRequest(
  request: DiscordSignedRequest,
): { ok: true } | { ok: false; reason: DiscordVerifyFailure } {
  const { signature, timestamp, rawBody, now } = request;
  if (!signature || !timestamp) return { ok: false, reason: 'missing_signature' };
  const key = discordPublicKey(request.publicKey);
  if (!key) return { ok: false, reason: 'bad_public_key' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'stale_timestamp' };
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (skew > DISCORD_TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, reason: 'stale_timestamp' };
  if (!/^[0-9a-f]{128}$/i.test(signature)) return { ok: false, reason: 'bad_signature' };
  const signed = verify(null, Buffer.from(timestamp + rawBody), key, Buffer.from(signature, 'hex'));
  return signed ? { ok: true } : { ok: false, reason: 'bad_signature' };
}
