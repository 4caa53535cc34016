import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import type { DiscordIdentity } from '@harbinger/platform';
import { discordEndpoints, type DiscordOAuthConfig } from './oauth-config.js';

/** What we ask Discord for: who the user is, and their email (to suggest it for a new account). */
const SCOPES = ['identify', 'email'];
/** How long we wait for Discord before telling the player it did not answer. */
const DISCORD_TIMEOUT_MS = 10_000;

/** The address Discord sends the player back to; it must be registered with the Discord application. */
export function discordRedirectUri(origin: string): string {
  return `${origin}/signin/discord/callback`;
}

function client(config: DiscordOAuthConfig, origin: string): OAuth2Client {
  return new OAuth2Client(config.clientId, config.clientSecret, discordRedirectUri(origin));
}

/** A fresh start of the OAuth2 dance: where to send the player, and the secrets to keep until they come back. */
export function startDiscordOAuth(config: DiscordOAuthConfig, origin: string) {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client(config, origin).createAuthorizationURLWithPKCE(
    discordEndpoints(config.base).authorize,
    state,
    CodeChallengeMethod.S256,
    verifier,
    SCOPES,
  );
  return { url, state, verifier };
}

/** Why Discord did not tell us who signed in. */
export type DiscordOAuthFailure = 'token_refused' | 'unreachable' | 'identity_unreadable';

/**
 * Trades the code Discord sent back (with the PKCE verifier) for an access token, then asks Discord who the user is.
 * Never throws: anything Discord or the network does wrong comes back as a failure code.
 */
export async function discordIdentity(
  config: DiscordOAuthConfig,
  origin: string,
  code: string,
  verifier: string,
): Promise<{ ok: true; identity: DiscordIdentity } | { ok: false; reason: DiscordOAuthFailure; detail: string }> {
  let accessToken: string;
  try {
    const tokens = await client(config, origin).validateAuthorizationCode(
      discordEndpoints(config.base).token,
      code,
      verifier,
    );
    accessToken = tokens.accessToken();
  } catch (error) {
    const reason = error instanceof ArcticFetchError ? 'unreachable' : 'token_refused';
    return { ok: false, reason, detail: String(error) };
  }
  try {
    const response = await fetch(discordEndpoints(config.base).me, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'identity_unreadable', detail: `status ${response.status}` };
    const me = (await response.json()) as Record<string, unknown>;
    if (typeof me.id !== 'string' || typeof me.username !== 'string')
      return { ok: false, reason: 'identity_unreadable', detail: 'no id or username' };
    return {
      ok: true,
      identity: {
        id: me.id,
        username: me.username,
        globalName: typeof me.global_name === 'string' ? me.global_name : null,
        email: typeof me.email === 'string' ? me.email : null,
        verified: me.verified === true,
      },
    };
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: String(error) };
  }
}
