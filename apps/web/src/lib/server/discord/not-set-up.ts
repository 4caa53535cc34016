import { error } from '@sveltejs/kit';
import { discordOAuthConfig, type DiscordOAuthConfig } from './oauth-config.js';

/** The configuration, or a 404 page saying this server has no Discord sign-in (never a 500). */
export function requireDiscordOAuth(): DiscordOAuthConfig {
  const config = discordOAuthConfig();
  if (!config)
    error(404, {
      message: 'Signing in with Discord is not set up on this server. Sign in with your handle and password instead.',
      code: 'discord_not_configured',
    });
  return config;
}
