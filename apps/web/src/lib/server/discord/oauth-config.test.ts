import { describe, expect, it } from 'vitest';
import { discordEndpoints, discordOAuthConfig } from './oauth-config.js';

describe('sign-in with Discord’s settings', () => {
  it('is off unless both the application id and the secret are set', () => {
    expect(discordOAuthConfig({})).toBeNull();
    expect(discordOAuthConfig({ DISCORD_APPLICATION_ID: '123' })).toBeNull();
    expect(discordOAuthConfig({ DISCORD_APPLICATION_ID: ' ', DISCORD_CLIENT_SECRET: 's' })).toBeNull();
  });

  it('talks to discord.com unless a base is given, without a trailing slash', () => {
    expect(discordOAuthConfig({ DISCORD_APPLICATION_ID: '123', DISCORD_CLIENT_SECRET: 's' })).toEqual({
      clientId: '123',
      clientSecret: 's',
      base: 'https://discord.com',
    });
    const fake = discordOAuthConfig({
      DISCORD_APPLICATION_ID: '123',
      DISCORD_CLIENT_SECRET: 's',
      DISCORD_OAUTH_BASE: 'http://127.0.0.1:4000/',
    });
    expect(discordEndpoints(fake!.base)).toEqual({
      authorize: 'http://127.0.0.1:4000/oauth2/authorize',
      token: 'http://127.0.0.1:4000/api/oauth2/token',
      me: 'http://127.0.0.1:4000/api/users/@me',
    });
  });
});
