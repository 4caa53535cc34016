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

describe('game terms in System Text link to the rules reference (issue 19)', () => {
  it('the builder preview links Difficulty and Injury to their sections, with the definition as tooltip', async () => {
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-injure').check();
    const preview = page.getByTestId('system-text');
    await expect.poll(() => preview.innerText()).toContain('at Difficulty 6');
    const difficulty = preview.locator('a[data-term="Difficulty"]');
    expect(await difficulty.getAttribute('href')).toBe('/rules/difficulty');
    expect(await difficulty.getAttribute('title')).toMatch(/^Difficulty: The face a die must reach/);
    expect(await preview.locator('a[data-term="Injury"]').getAttribute('href')).toBe('/rules/injuries');
    // The links change nothing in the words: the first line still reads as the compiler wrote it.
    expect((await preview.innerText()).split('\n')[0]).toMatch(/^Attack one target within 50 feet: roll Perception/);
    expect(await lookAtBothSizes(page, 'gift-builder-terms')).toEqual([]);
    await difficulty.click();
    await page.waitForURL((url) => url.pathname === '/rules/difficulty');
    expect(await page.locator('h1').innerText()).toMatch(/Difficulty/);
  });

  it('a Gift card (the stock shelves, the Gift page) links terms too', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const text = page.getByTestId('stock-gift-system-text').first();
    expect(await text.locator('a[data-term]').count()).toBeGreaterThan(0);
    const href = await text.locator('a[data-term]').first().getAttribute('href');
    expect(href).toMatch(/^\/rules\/[a-z-]+(#[a-z-]+)?$/);
  });
});
