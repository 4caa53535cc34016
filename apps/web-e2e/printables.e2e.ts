import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MAX_DIFFICULTY, MIN_DIFFICULTY, PENALTY_POOL_FLOOR, PREMADES, PREMADE_IDS } from '@harbinger/rules';
import { api, newPlayer } from './api-client.js';
import { launchBrowser, lookAtBothSizes, screenshotDir, signedInPage, startApp, type RunningApp } from './harness.js';

// Issue 18, printables: the quick reference on exactly two pages on A4 and on Letter, the six premades (cards, a
// printable sheet each, and "Start from this Contractor" for a signed-in player, who lands on their new sheet), and
// a stock Scenario's print view that prints only what its reader may read. Every PDF is saved under screenshots/
// (printables-*.pdf) for a person to look at.

let app: RunningApp;
let browser: Browser;
let page: Page;
let token = '';
const contexts: BrowserContext[] = [];

const FORMATS = ['A4', 'Letter'] as const;

/** The pages of a PDF Chromium wrote (each page object is "/Type /Page", the tree "/Type /Pages"). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Prints the page at `url` to PDF on `format`, saves it as screenshots/<name>.pdf and returns its page count. */
async function printToPdf(on: Page, url: string, format: (typeof FORMATS)[number], name: string): Promise<number> {
  const response = await on.goto(url);
  expect(response?.status(), url).toBe(200);
  await on.emulateMedia({ media: 'print' });
  const pdf = await on.pdf({ format, printBackground: true, preferCSSPageSize: false });
  await on.emulateMedia({ media: 'screen' });
  mkdirSync(screenshotDir, { recursive: true });
  writeFileSync(join(screenshotDir, `${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pageCount(pdf);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  token = await newPlayer(app.url, 'paperplayer');
}, 600_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('the quick reference', () => {
  it('prints on exactly 2 pages, on A4 and on Letter', async () => {
    for (const format of FORMATS) {
      const pages = await printToPdf(page, `${app.url}/printables/quick-reference`, format, `printables-qr-${format}`);
      expect(pages, `the quick reference on ${format}`).toBe(2);
    }
  });

  it('shows the engine’s numbers, and reads well at both sizes', async () => {
    await page.goto(`${app.url}/printables/quick-reference`);
    expect(await page.getByTestId('qr-difficulty-range').innerText()).toBe(
      `${String(MIN_DIFFICULTY)} and ${String(MAX_DIFFICULTY)}`,
    );
    expect(await page.getByTestId('qr-floor').innerText()).toBe(String(PENALTY_POOL_FLOOR));
    expect(await page.getByTestId('qr-penalty-table').locator('tbody tr').count()).toBe(7);
    expect(await page.getByTestId('qr-weapons').innerText()).toContain('Shotgun');
    expect(await page.getByTestId('qr-armor').innerText()).toContain('Full plate');
    expect(await lookAtBothSizes(page, 'printables-quick-reference')).toEqual([]);
  });

  it('is listed on the printables page, with the premades and the stock Scenarios', async () => {
    await page.goto(`${app.url}/printables`);
    await page.getByRole('link', { name: 'Quick reference' }).waitFor();
    expect(await page.getByTestId('printable-scenarios').locator('li').count()).toBe(6);
    expect(await lookAtBothSizes(page, 'printables-index')).toEqual([]);
  });
});

describe('the premade Contractors', () => {
  it('shows a visitor six cards with their concept and stats, and asks them to sign up to start from one', async () => {
    await page.goto(`${app.url}/printables/premades`);
    expect(await page.getByTestId('premades').locator('> li').count()).toBe(PREMADE_IDS.length);
    const priya = page.getByTestId('premade-priya-castellanos');
    expect(await priya.innerText()).toContain(PREMADES['priya-castellanos'].archetype);
    expect(await page.getByTestId('start-priya-castellanos').count()).toBe(0);
    const notice = page.getByTestId('premades-visitor');
    expect(await notice.getByRole('link', { name: 'sign up' }).getAttribute('href')).toContain('/signup');
    expect(await lookAtBothSizes(page, 'printables-premades-visitor')).toEqual([]);
    const refused = await fetch(`${app.url}/api/v1/premades/priya-castellanos/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
  });

  it('prints each premade’s sheet through the sheet print view, on 2 pages', async () => {
    for (const format of FORMATS) {
      const url = `${app.url}/printables/premades/wen-haraldsen`;
      expect(await printToPdf(page, url, format, `printables-premade-${format}`), format).toBe(2);
    }
    await page.goto(`${app.url}/printables/premades/wen-haraldsen`);
    expect(await page.getByTestId('print-sheet').innerText()).toContain('Premade Contractor');
    expect(await lookAtBothSizes(page, 'printables-premade-sheet')).toEqual([]);
    for (const id of PREMADE_IDS) {
      const response = await page.goto(`${app.url}/printables/premades/${id}`);
      expect(response?.status(), id).toBe(200);
    }
  });

  it('lets a signed-in player start from one and land on their own new sheet', async () => {
    const player = await signedInPage(browser, app.url, token, contexts);
    await player.goto(`${app.url}/printables/premades`);
    expect(await lookAtBothSizes(player, 'printables-premades-player')).toEqual([]);
    await player.getByTestId('start-jonah-kestrel').click();
    await player.waitForURL(/\/contractors\/[0-9a-f-]{36}$/u);
    expect(await player.locator('h1').first().innerText()).toContain('Jonah Kestrel');
    const mine = await api<{ contractors: { name: string }[] }>(app.url, 'GET', '/contractors', { token });
    expect(JSON.stringify(mine)).toContain('Jonah Kestrel');
    const listed = await api<{ premades: { id: string }[] }>(app.url, 'GET', '/premades');
    expect(listed.premades.map((p) => p.id)).toEqual(PREMADE_IDS);
  });
});

describe('a printable Scenario', () => {
  it('prints the free stock Scenario’s write-up, linked from its page', async () => {
    const shelf = await api<{ items: { id: string; stockKey: string }[] }>(app.url, 'GET', '/scenarios/stock');
    const free = shelf.items.find((i) => i.stockKey === 'free')!;
    await page.goto(`${app.url}/scenarios/${free.id}`);
    await page.getByTestId('print-link').click();
    await page.waitForURL(`${app.url}/scenarios/${free.id}/print`);
    await page.getByTestId('print-section-overview').waitFor();
    await page.getByTestId('print-section-mission').waitFor();
    expect(await lookAtBothSizes(page, 'printables-scenario')).toEqual([]);
    const pages = await printToPdf(page, `${app.url}/scenarios/${free.id}/print`, 'A4', 'printables-scenario-A4');
    expect(pages).toBeGreaterThan(0);
  });

  it('keeps a locked Scenario’s write-up out of the print for a reader who has not discovered it', async () => {
    const shelf = await api<{ items: { id: string; stockKey: string }[] }>(app.url, 'GET', '/scenarios/stock');
    const gm = shelf.items.find((i) => i.stockKey === 'gm')!;
    await page.goto(`${app.url}/scenarios/${gm.id}/print`);
    await page.getByTestId('print-writeup-hidden').waitFor();
    expect(await page.getByTestId('print-section-overview').count()).toBe(0);
  });
});
