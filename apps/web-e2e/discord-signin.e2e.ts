import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, newPlayer } from './api-client.js';
import { startFakeDiscordOAuth, type FakeDiscordOAuth } from './fake-discord-oauth.js';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  signedInPage,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 17, Discord sign-in and linking, against a stand-in for Discord's OAuth2 endpoints: a newcomer signs up
// through Discord (no password), comes back the same way, a password account links Discord from its settings and
// picks the Contractor the bot rolls for, then unlinks; a refused consent says so.

let app: RunningApp;
let fake: FakeDiscordOAuth;
let browser: Browser;
const contexts: BrowserContext[] = [];

const NOVA = { id: '700000000000000001', username: 'nova.rider', email: 'nova@example.test', verified: true };
const OLD_HAND = { id: '700000000000000002', username: 'old_hand_on_discord' };

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  contexts.push(context);
  return context.newPage();
}

const signedInAs = (page: Page) => page.locator('header nav a[href^="/u/"]').innerText();

beforeAll(async () => {
  fake = await startFakeDiscordOAuth();
  app = await startApp({
    env: {
      DISCORD_APPLICATION_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_OAUTH_BASE: fake.url,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

describe('signing in with Discord', () => {
  let page: Page;

  it('makes a new account for a Discord user nobody linked yet, with the handle and email offered', async () => {
    page = await freshPage();
    await page.goto(`${app.url}/signin`);
    expect(await lookAtBothSizes(page, 'discord-signin-button')).toEqual([]);
    fake.next({ user: NOVA });
    await page.getByTestId('discord-signin').click();
    await page.waitForURL(/\/signin\/discord\/new/);
    await expect.poll(() => page.getByTestId('discord-new-intro').innerText()).toContain('@nova.rider');
    expect(await page.getByLabel('Handle').inputValue()).toBe('nova_rider');
    expect(await page.getByLabel('Email').inputValue()).toBe('nova@example.test');
    expect(await lookAtBothSizes(page, 'discord-new-account')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await lookAtBothSizes(page, 'discord-new-account-dark')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/contractors\/new/);
    expect(await signedInAs(page)).toBe('@nova_rider');
    expect(fake.tokens).toEqual({ accepted: 1, refused: [] });
  });

  it('signs the same account in again after signing out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/signin`);
    fake.next({ user: NOVA });
    await page.getByTestId('discord-signin').click();
    await page.waitForURL(/\/contractors$/);
    expect(await signedInAs(page)).toBe('@nova_rider');
    // Discord is this account's only way in: unlinking is refused, and says what to do.
    await page.goto(`${app.url}/settings`);
    await expect.poll(() => page.getByTestId('discord-linked').innerText()).toContain('@nova.rider');
    await page.getByTestId('discord-unlink').click();
    await expect.poll(() => page.getByTestId('discord-problem').innerText()).toContain('no password');
  });

  it('says so, and changes nothing, when the player refuses consent on Discord', async () => {
    const other = await freshPage();
    await other.goto(`${app.url}/signin`);
    fake.next({ deny: true });
    await other.getByTestId('discord-signin').click();
    await other.waitForURL(/\/signin\/discord\/callback/);
    expect(await other.getByTestId('discord-problem').innerText()).toContain('did not allow Harbinger');
    expect(await other.locator('header').innerText()).toContain('Sign in');
    // Coming back to the callback again (a stale or forged return) is refused in words too.
    await other.goto(`${app.url}/signin/discord/callback?code=made-up&state=made-up`);
    expect(await other.getByTestId('discord-problem').innerText()).toContain('does not match');
  });
});

describe('linking Discord to a password account', () => {
  let page: Page;
  let token: string;
  const ids: Record<string, string> = {};

  it('links from the settings page and comes back linked', async () => {
    token = await newPlayer(app.url, 'oldhand');
    for (const name of ['Mara Voss', 'Ilya Brandt']) ids[name] = (await newContractor(app.url, token, name)).id;
    page = await signedInPage(browser, app.url, token, contexts);
    await page.goto(`${app.url}/settings`);
    fake.next({ user: OLD_HAND });
    await page.getByTestId('discord-link').click();
    await page.waitForURL(/\/settings\?discord=linked/);
    expect(await page.getByTestId('discord-message').innerText()).toContain('@old_hand_on_discord linked');
    expect(await page.getByTestId('discord-current').innerText()).toContain('cannot tell which');
  });

  it('chooses the Contractor the bot rolls for', async () => {
    const form = page.getByTestId('discord-contractor-form');
    await form.getByLabel('The Contractor the bot rolls for').selectOption({ label: 'Ilya Brandt' });
    await form.getByRole('button', { name: 'Save the bot’s Contractor' }).click();
    await expect.poll(() => page.getByTestId('discord-message').innerText()).toContain('saved');
    await expect.poll(() => page.getByTestId('discord-current').innerText()).toContain('rolls for Ilya Brandt');
    const link = await api<{ contractorId: string }>(app.url, 'GET', '/accounts/me/discord', { token });
    expect(link.contractorId).toBe(ids['Ilya Brandt']);
    await page.locator('#discord').scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'discord-settings')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await lookAtBothSizes(page, 'discord-settings-dark')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('refuses the same Discord account for a second Harbinger account', async () => {
    const second = await signedInPage(browser, app.url, await newPlayer(app.url, 'copycat'), contexts);
    await second.goto(`${app.url}/settings`);
    fake.next({ user: OLD_HAND });
    await second.getByTestId('discord-link').click();
    await second.waitForURL(/\/signin\/discord\/callback/);
    expect(await second.getByTestId('discord-problem').innerText()).toContain('already linked to another');
  });

  it('unlinks, after which Discord no longer signs this account in', async () => {
    await page.getByTestId('discord-unlink').click();
    await expect.poll(() => page.getByTestId('discord-message').innerText()).toContain('unlinked');
    expect(await page.getByTestId('discord-link').isVisible()).toBe(true);
    expect(await lookAtBothSizes(page, 'discord-settings-unlinked')).toEqual([]);
    expect(await api(app.url, 'GET', '/accounts/me/discord', { token })).toBeNull();
    const stranger = await freshPage();
    await stranger.goto(`${app.url}/signin`);
    fake.next({ user: OLD_HAND });
    await stranger.getByTestId('discord-signin').click();
    await stranger.waitForURL(/\/signin\/discord\/new/);
  });
});

describe('a server without Discord set up', () => {
  it('shows no Discord button and answers its addresses with a plain 404', async () => {
    const plain = await startApp();
    try {
      const page = await freshPage();
      await page.goto(`${plain.url}/signin`);
      expect(await page.getByTestId('discord-signin').count()).toBe(0);
      const start = await page.goto(`${plain.url}/signin/discord`);
      expect(start?.status()).toBe(404);
      expect(await page.locator('main').innerText()).toContain('not set up on this server');
      expect((await fetch(`${plain.url}/signin/discord/callback?code=x&state=y`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
