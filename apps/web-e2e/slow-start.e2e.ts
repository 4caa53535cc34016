import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { holdScripts, launchBrowser, PHONE_VIEWPORT, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// A slow phone shows the page's HTML long before its script runs. Whatever the reader opens or types in that time
// must still be there once the page has hydrated (hydration re-applies the server's values otherwise).

let app: RunningApp;
let browser: Browser;
let page: Page;
let contractorId: string;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  await signUp(page, app.url, 'tortoise');
  const created = await page.request.post(`${app.url}/api/v1/contractors`, {
    data: {
      name: 'Moss Keller',
      archetype: 'a courier',
      paradigm: 'never late',
      ambition: 'a route of her own',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Leaving a parcel behind' }],
      attributes: { brawn: 3, intellect: 3, charisma: 3 },
      abilities: { athletics: 3 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  contractorId = ((await created.json()) as { id: string }).id;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('before the script arrives', () => {
  it('a folded editor opened and text typed early stay open and typed after hydration', async () => {
    const release = await holdScripts(page);
    await page.goto(`${app.url}/contractors/${contractorId}?tab=story`, { waitUntil: 'commit' });
    await page.getByText('Edit biography and notes').click();
    await page.getByTestId('notes-input').fill('Typed at the bus stop');
    release();
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.getByTestId('notes-input').isVisible()).toBe(true);
    expect(await page.getByTestId('notes-input').inputValue()).toBe('Typed at the bus stop');
    await page.getByTestId('save-story').click();
    await expect.poll(() => page.getByTestId('notes').innerText()).toContain('Typed at the bus stop');
    await page.unrouteAll();
  });
});
