/** What sign-in with Discord needs to run: the application's id and secret, and where Discord answers. */
export interface DiscordOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Discord's web origin (`DISCORD_OAUTH_BASE`); a test points it at a fake. */
  base: string;
}

/** Discord's own origin, where sign-in goes unless told otherwise. */
export const DISCORD_DEFAULT_BASE = 'https://discord.com';

/**
 * Sign-in with Discord's settings from the environment (`DISCORD_APPLICATION_ID`, `DISCORD_CLIENT_SECRET`, and
 * `DISCORD_OAUTH_BASE` for a stand-in server), or null when either of the first two is missing: the site then shows
 * no Discord buttons.
 * @example discordOAuthConfig({}) === null
 */
export function discordOAuthConfig(env: Record<string, string | undefined> = process.env): DiscordOAuthConfig | null {
  const clientId = env.DISCORD_APPLICATION_ID?.trim();
  const clientSecret = env.DISCORD_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const base = (env.DISCORD_OAUTH_BASE?.trim() || DISCORD_DEFAULT_BASE).replace(/\/+$/, '');
  return { clientId, clientSecret, base };
}

/** Discord's OAuth2 addresses under a base. */
export function discordEndpoints(base: string) {
  return {
    authorize: `${base}/oauth2/authorize`,
    token: `${base}/api/oauth2/token`,
    me: `${base}/api/users/@me`,
  };
}
