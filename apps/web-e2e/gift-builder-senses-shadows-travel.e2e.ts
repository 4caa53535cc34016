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

describe('information, stealth and movement Effects of issue 19 in the builder', () => {
  it('builds a Passive Truthsense at cost 1 whose System Text never says "Activated"', async () => {
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-category').selectOption('information');
    await page.getByTestId('effect-truthsense').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    const text = await page.getByTestId('system-text').innerText();
    expect(text).toContain('says something they believe is false, you know it');
    expect(text).not.toMatch(/\bActivated\b/);
  });

  it('moves Silence from you to the trigger spot when it becomes a Trap, on both sizes and themes', async () => {
    await page.getByTestId('effect-category').selectOption('stealth');
    await page.getByTestId('effect-silence').check();
    await expect
      .poll(() => page.getByTestId('system-text').innerText())
      .toContain('its center is you and moves with you');
    await page.getByTestId('style-trap').check();
    await page.getByTestId('enhancement-dead-air').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId('system-text').innerText()).toContain('the spot where it goes off');
    expect(await page.getByTestId('system-text').innerText()).not.toContain('moves with you');
    expect(await lookAtBothSizes(page, 'builder-silence-trap')).toEqual([]);
  });

  it('prices an always-on Flight one above an Activated one', async () => {
    await page.getByTestId('effect-category').selectOption('movement');
    await page.getByTestId('effect-flight').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await page.getByTestId('style-passive').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('2');
    expect(await page.getByTestId('system-text').innerText()).not.toContain('ten minutes');
  });

  it('puts the new stock Gifts on the Sleuth and Shadow shelves', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const shelves = await page.locator('main').innerText();
    for (const name of ['Lie Detector', 'Scrying Bowl', 'Hush', 'Passing Stranger', 'Sidestep', 'Mirage Powder'])
      expect(shelves).toContain(name);
    await page.getByText('Passing Stranger').first().scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'stock-sleuth-shadow')).toEqual([]);
  });
});
