import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, sessionToken } from './api-client.js';
import { join } from 'node:path';
import { launchBrowser, screenshot, screenshotDir, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { expectAccessible, signUp } from './user-steps.js';

// Issue 13's small defects: stat tiles that broke words on phones, a webhook form that took http://, and the card
// game's wording and power choices.

let app: RunningApp;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
let token: string;
let playgroupId: string;
let contractorId: string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page = await phone.newPage();
  await signUp(page, app.url, 'wren');
  token = await sessionToken(app.url, 'wren');
  contractorId = (await newContractor(app.url, token, 'Wren Calloway')).id;
  playgroupId = (await api<{ id: string }>(app.url, 'POST', '/playgroups', { token, body: { name: 'Night Shift' } }))
    .id;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Words inside `.stats` tiles that the browser split over two lines, and tiles whose content spills out. */
function brokenTiles(target: Page): Promise<{ split: string[]; spilling: string[]; tiles: number }> {
  return target.evaluate(() => {
    const split: string[] = [];
    const spilling: string[] = [];
    const tiles = [...document.querySelectorAll<HTMLElement>('.stats > div')];
    for (const tile of tiles) {
      if (tile.scrollWidth > tile.clientWidth + 1) spilling.push(tile.innerText);
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return { split, spilling, tiles: tiles.length };
  });
}

/** Adds a tile row with the long labels the issue saw break ("Victories", "Experience", "Improvements"). */
function addIssueTiles(target: Page): Promise<void> {
  return target.evaluate(() => {
    const list = document.createElement('dl');
    list.className = 'stats';
    list.dataset.testid = 'issue-tiles';
    for (const [label, value] of [
      ['Victories', '12'],
      ['Experience', '340'],
      ['Improvements', '3'],
      ['Gift Credits', '2'],
      ['Status', 'Professional'],
    ]) {
      const tile = document.createElement('div');
      tile.innerHTML = `<dt>${label}</dt><dd>${value}</dd>`;
      list.append(tile);
    }
    document.querySelector('main')?.prepend(list);
  });
}

describe('stat tiles keep their words whole on a phone (issue 13)', () => {
  it('the Contractor sheet, with the issue’s long labels added, breaks no word at 390 px', async () => {
    await page.setViewportSize(PHONE);
    // Hydrated first: a tile list added before the page's script runs is swept away with the server's markup.
    await page.goto(`${app.url}/contractors/${contractorId}`, { waitUntil: 'networkidle' });
    await page.locator('.stats').first().waitFor();
    await addIssueTiles(page);
    const measured = await brokenTiles(page);
    expect(measured.tiles).toBeGreaterThanOrEqual(10);
    expect(measured.split).toEqual([]);
    expect(measured.spilling).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'defects-stat-tiles-phone');
    // close-ups, to read the tiles themselves
    await page
      .getByTestId('issue-tiles')
      .screenshot({ path: join(screenshotDir, 'defects-stat-tiles-issue-phone.png') });
    await page.locator('.vitals').screenshot({ path: join(screenshotDir, 'defects-stat-tiles-vitals-phone.png') });
    await page.setViewportSize(DESKTOP);
    expect((await brokenTiles(page)).split).toEqual([]);
    await screenshot(page, 'defects-stat-tiles-desktop');
  });

  it('the Playgroup record tiles break no word either', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/playgroups/${playgroupId}`);
    await page.getByTestId('record').waitFor();
    const measured = await brokenTiles(page);
    expect(measured.tiles).toBe(4);
    expect(measured.split).toEqual([]);
    expect(measured.spilling).toEqual([]);
  });
});

describe('webhooks post only to https:// (issue 13)', () => {
  const HTTP = 'http://discord.example.invalid/api/webhooks/1/abc';

  it('the form refuses an http:// address before sending, and says why', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/playgroups/${playgroupId}/settings`);
    const field = page.locator('#field-url');
    await field.fill(HTTP);
    expect(await field.getAttribute('type')).toBe('url');
    const validity = await field.evaluate((input: HTMLInputElement) => ({
      valid: input.checkValidity(),
      patternMismatch: input.validity.patternMismatch,
      title: input.title,
    }));
    expect(validity).toMatchObject({ valid: false, patternMismatch: true });
    expect(validity.title).toContain('https://');
    await page.getByTestId('add-webhook-submit').click();
    expect(page.url()).not.toContain('?/addWebhook'); // the browser kept the form back
    expect(await page.getByTestId('webhook').count()).toBe(0);
    await field.fill('HTTPS://discord.example.invalid/api/webhooks/1/abc');
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(false);
  });

  it('the server refuses it too, with the reason on the address field, when the browser check is bypassed', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/playgroups/${playgroupId}/settings`);
      await page
        .locator('form[data-testid="add-webhook"]')
        .evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await page.locator('#field-url').fill(HTTP);
      await page.getByTestId('add-webhook-submit').click();
      const error = page.locator('#field-url-error');
      await error.waitFor();
      expect(await error.innerText()).toMatch(/only post to https:\/\/ addresses/);
      expect(await page.locator('#field-url').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('webhook').count()).toBe(0);
      await page.locator('#field-url').scrollIntoViewIfNeeded();
      await expectAccessible(page, `defects-webhook-http-${viewport === PHONE ? 'phone' : 'desktop'}`);
    }
  });

  it('the API answers 422 webhook_not_https on url', async () => {
    const response = await fetch(`${app.url}/api/v1/playgroups/${playgroupId}/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: HTTP, events: ['member_joined'] }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'webhook_not_https', field: 'url' } });
  });
});

describe('the card game’s words and power choices (issue 13)', () => {
  it('a hot-seat game counts one person as "1 person" and every power choice reads differently', async () => {
    await page.setViewportSize(PHONE);
    // the table is dealt by the page's script: wait until it runs before filling the form in
    await page.goto(`${app.url}/cardgame/play`, { waitUntil: 'networkidle' });
    await page.getByTestId('seat-count').selectOption('4');
    await page.getByTestId('seat-kind-0').selectOption('human');
    for (const seat of [1, 2, 3]) await page.getByTestId(`seat-kind-${seat}`).selectOption('greedy');
    await page.getByTestId('seed-input').fill('powers-e2e');
    await page.getByTestId('bot-speed').selectOption('instant');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-table').waitFor();
    const topbar = await page.locator('.topbar').innerText();
    expect(topbar).toContain('4 seats');
    expect(topbar).toContain('1 person');
    expect(topbar).not.toContain('people');

    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('no power choice came up in time');
      if (await page.getByTestId('game-over').isVisible()) {
        await page.getByTestId('play-again').click();
        continue;
      }
      if (await page.getByTestId('power-decision').isVisible()) {
        const labels = await page.locator('[data-testid^="legal-move-"]').allInnerTexts();
        if (labels.length > 2) {
          expect(new Set(labels).size).toBe(labels.length);
          for (const label of labels) expect(label).not.toMatch(/\d['’]s\b/);
          expect(await page.getByTestId('power-decision').innerText()).toMatch(/^You revealed .+: .+/);
          await screenshot(page, 'defects-power-choice-phone');
          await page.setViewportSize(DESKTOP);
          await screenshot(page, 'defects-power-choice-desktop');
          break;
        }
      }
      const auto = page.getByTestId('auto-move');
      if (await auto.isVisible()) await auto.click();
      else await page.waitForTimeout(30);
    }
    const log = await page.getByTestId('event-log').innerText();
    expect(log).not.toMatch(/\d['’]s\b/);
  });
});
