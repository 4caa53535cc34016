import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Discord's OAuth2 endpoints on 127.0.0.1, for the browser tests: the authorize page answers at once
// (as the consent screen would after a click), the token endpoint checks the client, the code, the redirect address
// and the PKCE verifier as Discord does, and /users/@me answers who the token belongs to.

/** Who the next person to reach the consent screen is (Discord's user object, the fields we read). */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

/** What the consent screen does next: consent as this user, or deny. */
export type FakeConsent = { user: FakeDiscordUser } | { deny: true };

export interface FakeDiscordOAuth {
  /** The origin to give the app as DISCORD_OAUTH_BASE. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Sets what the next trip to the consent screen does. */
  next(consent: FakeConsent): void;
  /** Token exchanges the fake accepted (each checked the verifier against the challenge) and refused. */
  tokens: { accepted: number; refused: string[] };
  close(): Promise<void>;
}

interface Grant {
  user: FakeDiscordUser;
  challenge: string;
  redirectUri: string;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => done(Buffer.concat(chunks).toString()));
    request.on('error', fail);
  });

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeDiscordOAuth(): Promise<FakeDiscordOAuth> {
  const clientId = '123456789012345678';
  const clientSecret = 'fake-client-secret';
  let consent: FakeConsent | null = null;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeDiscordUser>();
  const tokens = { accepted: 0, refused: [] as string[] };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        back.searchParams.set('state', q.get('state') ?? '');
        const ok =
          q.get('client_id') === clientId &&
          q.get('response_type') === 'code' &&
          q.get('code_challenge_method') === 'S256' &&
          (q.get('scope') ?? '').split(' ').includes('identify');
        if (!ok || consent === null) {
          response.writeHead(400).end('bad authorize request or no consent set');
          return;
        }
        if ('deny' in consent) back.searchParams.set('error', 'access_denied');
        else {
          const code = randomBytes(12).toString('hex');
          grants.set(code, { user: consent.user, challenge: q.get('code_challenge') ?? '', redirectUri });
          back.searchParams.set('code', code);
        }
        consent = null;
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
        const form = new URLSearchParams(await readBody(request));
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        const refuse = (why: string) => {
          tokens.refused.push(why);
          json(response, 400, { error: 'invalid_grant', error_description: why });
        };
        if (request.headers.authorization !== `Basic ${basic}`) return refuse('client');
        if (form.get('grant_type') !== 'authorization_code' || !grant) return refuse('code');
        if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
        if (challenge !== grant.challenge) return refuse('code_verifier');
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, grant.user);
        tokens.accepted++;
        json(response, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: randomBytes(16).toString('hex'),
          scope: 'identify email',
        });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/api/users/@me') {
        const user = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) return json(response, 401, { message: '401: Unauthorized', code: 0 });
        json(response, 200, { global_name: null, email: null, verified: false, ...user });
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    next: (c) => (consent = c),
    tokens,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
