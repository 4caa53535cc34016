import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { run, useEmbeddedDataDir } from './cli-fixtures.js';

useEmbeddedDataDir('harbinger-cli-trust-');

describe('harbinger trust', () => {
  it('trusts a server’s key, lists it, and refuses what is not a key', async () => {
    const key = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(await run(['trust'])).toMatchObject({ code: 0, out: 'No server is trusted in the database.' });
    const added = await run(['trust', 'https://b.example/', key]);
    expect(added.code).toBe(0);
    const keyId = /^Trusted https:\/\/b\.example \(key (ed25519:[\w-]+)\)\.$/.exec(added.out)?.[1];
    expect(keyId, added.out).toBeDefined();
    // Listed as stored, and the same key trusted again is still one line.
    expect(await run(['trust', 'https://b.example', key])).toMatchObject({ code: 0 });
    expect((await run(['trust'])).out).toBe(`https://b.example  ${keyId}`);
    expect(await run(['trust', 'https://c.example', 'not-a-key'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('not a public key'),
    });
    expect((await run(['trust', 'https://c.example'])).code).toBe(2);
  }, 60_000);
});
