import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** A test application's Ed25519 key pair: the private half signs requests, the public half is given as hex. */
export interface DiscordTestKeys {
  privateKey: KeyObject;
  /** The raw 32-byte public key in hex, as Discord's developer portal shows it. */
  publicKeyHex: string;
}

/** Makes a fresh key pair for signing fake interactions. */
export function discordTestKeys(): DiscordTestKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicKeyHex: der.subarray(der.length - 32).toString('hex') };
}

/** Signs a body as Discord does: Ed25519 over timestamp + body; the headers an interaction request carries. */
export function signDiscordBody(
  keys: DiscordTestKeys,
  body: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
): Record<string, string> {
  const signature = sign(null, Buffer.from(timestamp + body), keys.privateKey).toString('hex');
  return {
    'content-type': 'application/json',
    'x-signature-ed25519': signature,
    'x-signature-timestamp': timestamp,
  };
}

/** One request the fake REST API received. */
export interface FakeDiscordCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A local stand-in for Discord's REST API: records every call, answers like Discord (or refuses when told). */
export interface FakeDiscordApi {
  /** The base URL to use as DISCORD_API_BASE. */
  apiBase: string;
  calls: FakeDiscordCall[];
  /** Makes the next calls fail with this status (0 restores normal answers). */
  refuseWith(status: number): void;
  /** Resolves once `count` calls matching `method` have arrived. */
  waitFor(method: string, count?: number, timeoutMs?: number): Promise<FakeDiscordCall[]>;
  close(): Promise<void>;
}

/** Starts the fake REST API on 127.0.0.1 at a random port. */
export async function startFakeDiscordApi(): Promise<FakeDiscordApi> {
  const calls: FakeDiscordCall[] = [];
  let refusal = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // kept as text
      }
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.setHeader('content-type', 'application/json');
      if (refusal) {
        response.statusCode = refusal;
        response.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
        return;
      }
      const answer = Array.isArray(body) ? body.map((c, i) => ({ id: String(1000 + i), ...(c as object) })) : body;
      response.end(JSON.stringify(answer ?? {}));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}/api/v10`,
    calls,
    refuseWith(status) {
      refusal = status;
    },
    async waitFor(method, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = calls.filter((c) => c.method === method);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`the fake Discord saw ${found.length} ${method} call(s), not ${count}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
