import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { expectAccessible, signUp } from './user-steps.js';

// The stock shelf as its readers meet it: a visitor sees every stock Scenario and may read the free one; a new
// player sees what they have earned, unlocks the free one after reading the spoiler warning, creates a Playgroup
// and unlocks the one that earns. Screenshots of the shelf on a phone and a desktop, signed out and in.

let app: RunningApp;
let browser: Browser;
let desktop: BrowserContext;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const card = (page: Page, key: string) => page.getByTestId(`stock-${key}`);

describe('the stock shelf', () => {
  it('shows a visitor every stock Scenario, the free one to read and how to earn the rest', async () => {
    const api = await fetch(`${app.url}/api/v1/scenarios/stock`);
    expect(api.status).toBe(200);
    const body = (await api.json()) as { signedIn: boolean; items: { stockKey: string; readable: boolean }[] };
    expect(body.signedIn).toBe(false);
    expect(body.items.map((i) => i.stockKey)).toEqual(['free', 'playgroup', 'player', 'gm', 'loss', 'learning']);

    const page = await desktop.newPage();
    await page.goto(`${app.url}/scenarios/stock`);
    await expect.poll(() => page.getByTestId('stock-shelf').locator('> li').count()).toBe(6);
    await page.getByTestId('visitor-note').waitFor();
    expect(await page.getByRole('button', { name: /Unlock/ }).count()).toBe(0);
    expect(await card(page, 'free').getByRole('link', { name: 'Read it' }).getAttribute('href')).toMatch(
      /^\/scenarios\/[0-9a-f-]{36}$/,
    );
    expect(await card(page, 'playgroup').getByTestId('how').innerText()).toContain('Create a Playgroup');
    expect(await card(page, 'learning').innerText()).toContain('For learning, not for play');
    await expectAccessible(page, 'stock-shelf-visitor-desktop');
    await page.close();

    const phone = await browser.newContext(PHONE);
    const small = await phone.newPage();
    await small.goto(`${app.url}/scenarios/stock`);
    await small.getByTestId('stock-shelf').waitFor();
    expect(await scrollsSideways(small)).toBe(false);
    await expectAccessible(small, 'stock-shelf-visitor-phone');
    await phone.close();
  }, 120_000);

  it('lets a new player unlock the free one, then the Playgroup one once they created a Playgroup', async () => {
    const page = await desktop.newPage();
    await signUp(page, app.url, 'shelf_reader');
    await page.goto(`${app.url}/scenarios/stock`);
    const free = card(page, 'free');
    await free.getByTestId('earned').waitFor();
    expect(await free.locator('.warning').innerText()).toContain('spoils it for you');
    expect(await card(page, 'playgroup').getByTestId('how').innerText()).toContain('Not earned yet');
    expect(await card(page, 'gm').getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'stock-shelf-player-desktop');

    await free.getByRole('button', { name: /Unlock and spoil it/ }).click();
    expect(await page.getByTestId('unlock-done').innerText()).toContain('is unlocked');
    expect(await card(page, 'free').getByTestId('in-collection').innerText()).toContain('you unlocked it');

    await page.goto(`${app.url}/playgroups`);
    await page.getByLabel('Name').fill('Shelf Readers');
    await page.getByRole('button', { name: 'Create the Playgroup' }).click();
    await page.waitForURL((url) => /^\/playgroups\/[^/]+$/.test(url.pathname));

    await page.goto(`${app.url}/scenarios/stock`);
    const playgroup = card(page, 'playgroup');
    await playgroup.getByTestId('earned').waitFor();
    await playgroup.getByRole('button', { name: /Unlock and spoil it/ }).click();
    await page.getByTestId('unlock-done').waitFor();
    expect(await card(page, 'playgroup').getByTestId('in-collection').innerText()).toContain('you unlocked it');
    expect(await card(page, 'player').getByTestId('how').innerText()).toContain('Play a Contractor');
    await expectAccessible(page, 'stock-shelf-unlocked-desktop');

    const phone = await browser.newContext({ ...PHONE, storageState: await desktop.storageState() });
    const small = await phone.newPage();
    await small.goto(`${app.url}/scenarios/stock`);
    await card(small, 'playgroup').getByTestId('in-collection').waitFor();
    expect(await scrollsSideways(small)).toBe(false);
    const button = await small.getByRole('link', { name: 'Read the write-up' }).first().boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(small, 'stock-shelf-unlocked-phone');
    await phone.close();
    await page.close();
  }, 180_000);
});
