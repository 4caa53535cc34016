import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultGiftSpec, effects, giftCatalog } from '@harbinger/rules';
import {
  launchBrowser,
  phoneContext,
  screenshot,
  scrollsSideways,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';
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
  contractorId = await signUpWithGiftedNewbie(page, app.url, 'giftmaker', 'Nadia Vell');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the Gift Builder on a phone', () => {
  it('builds a cost-1 Gift with one Enhancement and one Drawback and saves it to the Contractor', async () => {
    await page.goto(`${app.url}/gifts/builder?contractor=${contractorId}`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-injure').check();
    await page.getByTestId('enhancement-staggering').check();
    await page.getByTestId('drawback-blood-price').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await page.getByTestId('gift-description').fill('Two fingers pointed, and a knee gives way as if struck.');
    await page.getByTestId('gift-name').fill('Hammer Glance');
    await page.getByTestId('gift-tagline').fill('Look twice, limp once.');
    await screenshot(page, 'gift-builder');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('save-gift').last().click();
    await page.getByTestId('gift-saved').waitFor();
    await screenshot(page, 'gift-saved');
  });

  it('downloads the catalog once, cached for good, instead of carrying it in every builder page', async () => {
    const html = await (await fetch(`${app.url}/gifts/builder`)).text();
    // The list of Effects is drawn, but the other Effects' System Text templates stay out of the page.
    expect(html).toContain(effects.blast.name);
    expect(html).not.toContain(JSON.stringify(effects.blast.template).slice(1, -1));
    const catalog = await fetch(`${app.url}/gifts/catalog/${giftCatalog.version}`);
    expect(catalog.headers.get('cache-control')).toContain('immutable');
    expect(((await catalog.json()) as { version: string }).version).toBe(giftCatalog.version);
    expect((await fetch(`${app.url}/gifts/catalog/1999.1`)).status).toBe(404);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gifts/catalog/')) asked.push(request.url());
    });
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('effect-blast').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    expect(asked).toHaveLength(1);
  });

  it('shows the Gift on the sheet and in print', async () => {
    await page.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    expect(await page.getByTestId('sheet-gifts').innerText()).toContain('Hammer Glance');
    await screenshot(page, 'sheet-stock-gifts');
    await page.goto(`${app.url}/contractors/${contractorId}/print`);
    expect(await page.locator('main').innerText()).toContain('Hammer Glance');
  });

  it('a Newbie cannot take a Veteran-only Effect: the page says why and the API answers 422', async () => {
    await page.goto(`${app.url}/gifts/builder?contractor=${contractorId}`);
    // The list draws only the Effects scrolled into its box: scroll to it as a player would.
    const badge = page.getByTestId('requires-intangibility');
    await badge.scrollIntoViewIfNeeded();
    await expect.poll(() => badge.innerText()).toMatch(/Veteran/);
    const spec = { ...defaultGiftSpec(giftCatalog, 'intangibility'), name: 'Ghost Step', description: 'Fog.' };
    const response = await page.request.post(`${app.url}/api/v1/contractors/${contractorId}/gifts`, { data: { spec } });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/Veteran/i);
  });
});
