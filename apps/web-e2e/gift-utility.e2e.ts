import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, lookAtBothSizes, phoneContext, startApp, type RunningApp } from './harness.js';
import { signUpWithGiftedNewbie } from './user-steps.js';

let app: RunningApp;
let browser: Browser;
let page: Page;
let contractorId = '';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  // A Newbie with the Gifted Asset (restricted, so flagged) starts with one Gift Credit.
  contractorId = await signUpWithGiftedNewbie(page, app.url, 'armorer', 'Tomasz Wren');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('Utility Effects of issue 19 in the builder and on the stock shelves', () => {
  it('builds a cost-1 Enhanced Armor artifact found through the Utility filter, and saves it', async () => {
    await page.goto(`${app.url}/gifts/builder?contractor=${contractorId}`);
    await page.getByTestId('gift-type-artifact-crafting').check();
    await page.getByTestId('effect-category').selectOption('utility');
    await expect.poll(() => page.getByTestId('effect-enhanced-armor').isVisible()).toBe(true);
    expect(await page.getByTestId('effect-injure').isVisible()).toBe(false);
    await page.getByTestId('effect-enhanced-armor').check();
    await page.getByTestId('enhancement-everyday-look').check();
    await page.getByTestId('drawback-laced').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    const text = await page.getByTestId('system-text').innerText();
    expect(text).toContain('gives 1 more Armor than the ordinary version');
    expect(text).toContain('Enhancement: Everyday Look.');
    expect(text).toContain('Drawback: Laced and Buckled.');
    await page.getByTestId('gift-description').fill('A grey cardigan knitted with steel wool between the stitches.');
    await page.getByTestId('gift-name').fill('Grandmother’s Cardigan');
    expect(await lookAtBothSizes(page, 'gift-builder-enhanced-armor')).toEqual([]);
    await page.getByTestId('save-gift').last().click();
    await page.getByTestId('gift-saved').waitFor();
    await page.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    expect(await page.getByTestId('sheet-gifts').innerText()).toContain('Grandmother’s Cardigan');
  });

  it('shows the new stock Gifts on their shelves with cost 1', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const shelves = await page.locator('main').innerText();
    for (const name of [
      'Skeleton Keys',
      'Tailored Lining',
      'Bottled Noon',
      "Gambler's Coin",
      'Stand-In',
      'Errand Rat',
    ]) {
      expect(shelves).toContain(name);
      const card = page.getByTestId('stock-gift').filter({ hasText: name });
      expect(await card.locator('header').innerText(), name).toContain('Cost 1');
    }
    const lining = page.getByTestId('stock-gift').filter({ hasText: 'Tailored Lining' });
    expect(await lining.getByTestId('stock-gift-system-text').innerText()).toContain('Laced and Buckled');
    await lining.scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'stock-gifts-utility')).toEqual([]);
  });
});
