import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../io.js';
import { main } from '../main.js';

let dir: string;
const saved = { data: process.env.HARBINGER_DATA_DIR, url: process.env.DATABASE_URL };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'harbinger-cli-trust-'));
  process.env.HARBINGER_DATA_DIR = join(dir, 'pglite');
  delete process.env.DATABASE_URL;
});

afterEach(() => {
  if (saved.data === undefined) delete process.env.HARBINGER_DATA_DIR;
  else process.env.HARBINGER_DATA_DIR = saved.data;
  if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
  rmSync(dir, { recursive: true, force: true });
});

async function run(argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('harbinger trust', () => {
  it('trusts a server’s key, lists it, and refuses what is not a key', async () => {
    const key = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(await run(['trust'])).toMatchObject({ code: 0, out: 'No server is trusted in the database.' });
    const added = await run(['trust', 'https://b.example/', key]);
    expect(added).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Trusted https:\/\/b\.example \(key ed25519:/),
    });
    expect((await run(['trust'])).out).toMatch(/^https:\/\/b\.example {2}ed25519:/);
    expect(await run(['trust', 'https://c.example', 'not-a-key'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('not a public key'),
    });
    expect((await run(['trust', 'https://c.example'])).code).toBe(2);
  }, 60_000);
});
