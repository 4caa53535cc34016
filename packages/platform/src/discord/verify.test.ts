import { describe, expect, it } from 'vitest';
import { discordTestKeys, signDiscordBody } from '../testing/fake-discord.js';
import { discordPublicKey, verifyDiscordRequest } from './verify.js';

const keys = discordTestKeys();
const now = new Date('2026-11-29T05:00:00Z');
const seconds = String(now.getTime() / 1000);
const body = '{"type":1,"id":"1","application_id":"2"}';

function check(overrides: Partial<Parameters<typeof verifyDiscordRequest>[0]> = {}) {
  const headers = signDiscordBody(keys, body, seconds);
  return verifyDiscordRequest({
    publicKey: keys.publicKeyHex,
    signature: headers['x-signature-ed25519']!,
    timestamp: headers['x-signature-timestamp']!,
    rawBody: body,
    now,
    ...overrides,
  });
}

describe('verifyDiscordRequest', () => {
  it('accepts a body signed with the application key', () => {
    expect(check()).toEqual({ ok: true });
  });

  it('refuses a changed body, another key, or a signature that is not hex', () => {
    expect(check({ rawBody: body.replace('1', '3') })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(check({ publicKey: discordTestKeys().publicKeyHex })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(check({ signature: 'zz'.repeat(64) })).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a request without its headers', () => {
    expect(check({ signature: null })).toEqual({ ok: false, reason: 'missing_signature' });
    expect(check({ timestamp: null })).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it('refuses timestamps more than five minutes off, either way (the signature covers the timestamp)', () => {
    expect(check({ now: new Date(now.getTime() + 299_000) })).toEqual({ ok: true });
    expect(check({ now: new Date(now.getTime() + 301_000) })).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(check({ now: new Date(now.getTime() - 301_000) })).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(check({ timestamp: 'yesterday' })).toEqual({ ok: false, reason: 'stale_timestamp' });
  });

  it('refuses to check against something that is not an Ed25519 public key', () => {
    expect(check({ publicKey: 'abc' })).toEqual({ ok: false, reason: 'bad_public_key' });
    expect(discordPublicKey('g'.repeat(64))).toBeNull();
    expect(discordPublicKey(keys.publicKeyHex)?.asymmetricKeyType).toBe('ed25519');
  });
});
