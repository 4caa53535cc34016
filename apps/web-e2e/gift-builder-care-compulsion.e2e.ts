import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, lookAtBothSizes, phoneContext, startApp, type RunningApp } from './harness.js';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('harm, protection, healing and influence Effects of issue 19 in the builder', () => {
  it('builds a Passive Undying at cost 1 whose System Text never says "Activated"', async () => {
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-category').selectOption('protection');
    await page.getByTestId('effect-undying').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    const text = await page.getByTestId('system-text').innerText();
    expect(text).toContain('this works once per Contract');
    expect(text).not.toMatch(/\bActivated\b/);
  });

  it('shows an Oath with its price of breaking, on both sizes and themes', async () => {
    await page.getByTestId('effect-category').selectOption('influence');
    await page.getByTestId('effect-oath').check();
    await page.getByTestId('enhancement-oathwatcher').check();
    await page.getByTestId('drawback-witnessed').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await expect
      .poll(() => page.getByTestId('system-text').innerText())
      .toContain('the loss of dice equal to the Outcome, at most 3');
    expect(await lookAtBothSizes(page, 'builder-oath')).toEqual([]);
  });

  it('puts the new stock Gifts on the occultist, face and medic shelves', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const shelves = await page.locator('main').innerText();
    for (const name of ["Leech's Kiss", 'Parade-Ground Voice', 'Handshake Deal', 'Not on My Watch', 'Burden Bearer'])
      expect(shelves).toContain(name);
    await page.getByText('Handshake Deal').first().scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'stock-new-shelves')).toEqual([]);
  });
});
