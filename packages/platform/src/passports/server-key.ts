import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Db } from '../db/connection.js';
import { serverKeys } from '../db/schema.js';

/** The slot of the key that signs passports (one row per slot). */
const PASSPORT_SLOT = 'passport';

/** This server's signing key. */
export interface ServerKey {
  keyId: string;
  /** SubjectPublicKeyInfo DER, base64: what other servers paste to trust this one. */
  publicKey: string;
  privateKey: KeyObject;
  createdAt: Date;
}

/** The public half of this server's key as `/.well-known/harbinger-key` serves it. */
export interface ServerKeyView {
  keyId: string;
  algorithm: 'ed25519';
  publicKey: string;
  publicKeyPem: string;
  origin: string;
  createdAt: Date;
}

/**
 * A key's id, derived from the key itself so nobody can pair a known id with another key: `ed25519:` and the first
 * 16 bytes of the SHA-256 of its SubjectPublicKeyInfo DER, base64url.
 */
export function keyIdOf(publicKey: string): string {
  const digest = createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest();
  return `ed25519:${digest.subarray(0, 16).toString('base64url')}`;
}

/** The public key object of a SubjectPublicKeyInfo DER in base64. */
export function publicKeyObject(publicKey: string): KeyObject {
  return createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
}

async function loadOrCreate(p: Pick<Platform, 'db' | 'now'>): Promise<ServerKey> {
  const read = () => p.db.select().from(serverKeys).where(eq(serverKeys.slot, PASSPORT_SLOT));
  let [row] = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    // Two servers starting together both try; the first insert wins and both read it back.
    await p.db
      .insert(serverKeys)
      .values({
        keyId: keyIdOf(publicKey),
        slot: PASSPORT_SLOT,
        algorithm: 'ed25519',
        publicKey,
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        createdAt: p.now(),
      })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error('the server key could not be stored');
  return {
    keyId: row.keyId,
    publicKey: row.publicKey,
    privateKey: createPrivateKey(row.privateKey),
    createdAt: row.createdAt,
  };
}

const loaded = new WeakMap<Db, Promise<ServerKey>>();

/**
 * This server's passport signing key, created and stored in the database on first use, so every app server on one
 * database signs with the same key. Kept in memory once read: the key never changes while the database lives.
 */
export function serverKey(p: Pick<Platform, 'db' | 'now'>): Promise<ServerKey> {
  let key = loaded.get(p.db);
  if (!key) {
    key = loadOrCreate(p).catch((error: unknown) => {
      loaded.delete(p.db);
      throw error;
    });
    loaded.set(p.db, key);
  }
  return key;
}

/**
 * The public key other servers need to trust this one, with the origin it signs as (`p.origin`).
 * @example const view = await getServerKey(p);
 */
export async function getServerKey(p: Platform): Promise<ServerKeyView> {
  const key = await serverKey(p);
  return {
    keyId: key.keyId,
    algorithm: 'ed25519',
    publicKey: key.publicKey,
    publicKeyPem: publicKeyObject(key.publicKey).export({ type: 'spki', format: 'pem' }).toString(),
    origin: p.origin,
    createdAt: key.createdAt,
  };
}
