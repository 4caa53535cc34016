import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPlayer } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 18, the header: the theme switch (system / light / dark) works with and without JavaScript and the server
// paints the chosen theme first; the phone menu opens without JavaScript and, with it, closes on Escape and on
// navigation; every main section is one tap away.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let token: string;

async function newPage(options: { javaScriptEnabled?: boolean; viewport?: typeof PHONE_VIEWPORT } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP_VIEWPORT, ...options });
  contexts.push(context);
  await context.addCookies([{ name: 'harbinger_session', value: token, url: app.url }]);
  return context.newPage();
}

/** The phone menu's button (a label for its checkbox; its word is hidden on a narrow phone). */
const menuButton = (page: Page) => page.locator('label[for="site-menu"]');
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
const paperOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  token = await newPlayer(app.url, 'wren');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('the theme switch', () => {
  it('without JavaScript posts the choice, comes back to the same page and the server paints it', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${app.url}/odds?pool=4`);
    const light = await paperOf(page);
    // The address does not change, so wait for the new page to load (waitForURL would match the old one at once).
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Dark' }).click()]);
    expect(page.url()).toBe(`${app.url}/odds?pool=4`);
    expect(await themeOf(page)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(await paperOf(page)).not.toBe(light);
    // The first byte of the next page already carries it.
    const response = await page.context().request.get(`${app.url}/contractors`);
    const html = await response.text();
    expect(html).toContain('<html lang="en" data-theme="dark">');
    // Both self-hosted fonts (latin only) are preloaded (in the Link header or the page's head), and no other.
    const preloads = `${response.headers()['link'] ?? ''} ${html}`.match(/[\w.-]+\.woff2/g) ?? [];
    expect(new Set(preloads).size).toBe(2);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'System' }).click()]);
    expect(await themeOf(page)).toBe('system');
  });

  it('with JavaScript switches at once, and the choice outlives a reload', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/contractors`, { waitUntil: 'networkidle' });
    const url = page.url();
    await page.getByRole('button', { name: 'Dark' }).click();
    expect(await themeOf(page)).toBe('dark');
    expect(page.url()).toBe(url);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await themeOf(page)).toBe('dark');
    await page.getByRole('button', { name: 'Light' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Light was chosen: a dark system setting does not override it.
    expect(await paperOf(page)).toBe('rgb(243, 238, 228)');
  });

  it('only ever goes back to a page of this site', async () => {
    const response = await fetch(`${app.url}/theme`, {
      method: 'POST',
      body: new URLSearchParams({ theme: 'dark', back: '//evil.example/' }),
      headers: { origin: app.url },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/^theme=dark;/);
  });
});

describe('the header', () => {
  it('shows every main section in one row on a desktop', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tops = new Set<number>();
    for (const name of ['Contractors', 'Gifts', 'Playgroups', 'Contracts', 'Journals', 'Learn', 'Rules', 'Dice odds']) {
      const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      tops.add(Math.round(box!.y));
    }
    expect(tops.size).toBe(1);
  });

  it('on a phone keeps one row and opens the sections without JavaScript', async () => {
    const page = await newPage({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    await page.goto(`${app.url}/contractors`);
    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThan(64);
    const gifts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gifts' });
    expect(await gifts.isVisible()).toBe(false);
    await menuButton(page).click();
    await gifts.click();
    await page.waitForURL(`${app.url}/gifts`);
  });

  it('with JavaScript closes the phone menu on Escape and after following a link, and looks right open', async () => {
    const page = await newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${app.url}/contractors`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menuButton(page).click();
    expect(await nav.getByRole('link', { name: 'Journals' }).isVisible()).toBe(true);
    expect(await lookAtBothSizes(page, 'header-menu-open', PHONE_VIEWPORT)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('link', { name: 'Journals' }).isVisible()).toBe(false);
    await menuButton(page).click();
    await nav.getByRole('link', { name: 'Journals' }).click();
    await page.waitForURL(`${app.url}/journals`);
    expect(await nav.getByRole('link', { name: 'Journals' }).isVisible()).toBe(false);
  });
});
