import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContractor, newPlayer } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  screenshot,
  signedInPage,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 18, the rules reference: anyone opens /rules, browses chapters, deep-links to a section (and a heading in it),
// searches — the same results with and without JavaScript, since the search is a plain GET form drawn on the server —
// reads the glossary, lands on suggestions for a wrong address, and gets to the right rule from the sheet's help.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

async function newPage(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP_VIEWPORT, ...options });
  contexts.push(context);
  return context.newPage();
}

/** The ranked result slugs a search page shows. */
const hitSlugs = (on: Page) =>
  on.getByTestId('rules-hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newPage();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('the rules reference', () => {
  it('lists every chapter on the index, with a search box and the glossary one click away', async () => {
    await page.goto(`${app.url}/rules`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Rules reference');
    const chapters = await page.getByTestId('rules-chapters').locator('h2').allInnerTexts();
    expect(chapters).toEqual([
      'The game',
      'Rolling dice',
      'Your Contractor',
      'Harm and healing',
      'Combat',
      'Movement and hazards',
      'Gifts',
      'Advancement and Downtime',
    ]);
    expect(await page.getByRole('link', { name: 'glossary' }).getAttribute('href')).toBe('/rules/glossary');
    expect(await page.locator('script[src*="/_app/"]').count()).toBe(0); // no framework code shipped
    expect(await lookAtBothSizes(page, 'rules-index')).toEqual([]);
  });

  it('opens a deep link to a section and to a heading inside it, with prev/next, related links and contents', async () => {
    await page.goto(`${app.url}/rules/penalty#tables`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Penalty');
    const table = page.locator('table', { hasText: 'Penalty by Body or Mind remaining' });
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/6 or more\s+Bruised\s+Distracted\s+none/);
    expect(await table.locator('tbody tr', { hasText: 'Mauled' }).innerText()).toMatch(
      /2\s+Mauled\s+Frantic\s+−3 dice/,
    );
    expect(await page.getByTestId('on-this-page').getByRole('link').allInnerTexts()).toContain('Reading the tables');
    expect(await page.getByRole('link', { name: 'Link to “Reading the tables”' }).getAttribute('href')).toBe('#tables');
    const heading = await page.locator('#tables').boundingBox();
    expect(heading?.y ?? 999).toBeLessThan(200); // the browser scrolled to the heading
    expect(await page.getByTestId('pager').getByRole('link').allInnerTexts()).toEqual([
      expect.stringContaining('Mind') as string,
      expect.stringContaining('Injuries and Severity') as string,
    ]);
    await Promise.all([
      page.waitForURL(/\/rules\/exertion$/),
      page.getByTestId('related').getByRole('link', { name: 'Exertion' }).click(),
    ]);
    expect(await page.getByTestId('rule-summary').innerText()).toContain('Mind damage');
    await page.goto(`${app.url}/rules/injuries`);
    expect(await lookAtBothSizes(page, 'rules-injuries')).toEqual([]);
    await page.goto(`${app.url}/rules/weapons`); // the widest tables
    expect(await lookAtBothSizes(page, 'rules-weapons')).toEqual([]);
    await page.goto(`${app.url}/rules/penalty`);
    expect(await lookAtBothSizes(page, 'rules-penalty')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await screenshot(page, 'rules-injuries-dark-phone');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('searches on the server: ranked sections with the words highlighted, the same without JavaScript', async () => {
    await page.goto(`${app.url}/rules`);
    await page.locator('#rules-q').fill('called shot');
    await Promise.all([
      page.waitForURL(/\/rules\?q=called\+shot/),
      page.getByRole('button', { name: 'Search' }).click(),
    ]);
    const live = await hitSlugs(page);
    expect(live[0]).toBe('called-shots');
    expect(await page.getByTestId('rules-hit').first().locator('mark').first().innerText()).toMatch(/^called$/i);

    const blind = await newPage({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    await blind.goto(`${app.url}/rules`);
    await blind.locator('#rules-q').fill('called shot');
    await Promise.all([blind.waitForURL(/\/rules\?q=/), blind.locator('#rules-q').press('Enter')]);
    expect(await hitSlugs(blind)).toEqual(live);

    await page.goto(`${app.url}/rules?q=penalty`);
    expect((await hitSlugs(page))[0]).toBe('penalty');
    expect(await page.locator('#rules-q').inputValue()).toBe('penalty');
    expect(await lookAtBothSizes(page, 'rules-search')).toEqual([]);

    await page.goto(`${app.url}/rules?q=xylophone`);
    expect(await page.getByTestId('rules-results').innerText()).toContain('Nothing found');
  });

  it('lists the glossary A–Z, each term linking to its section', async () => {
    await page.goto(`${app.url}/rules/glossary`);
    const terms = await page.getByTestId('glossary-entry').locator('dt').allInnerTexts();
    expect(terms.length).toBeGreaterThan(80);
    expect([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(terms);
    const clash = page
      .getByTestId('glossary-entry')
      .filter({ hasText: /^Clash/ })
      .getByRole('link');
    expect(await clash.getAttribute('href')).toBe('/rules/reactions#clash');
    await Promise.all([page.waitForURL(/\/rules\/reactions#clash$/), clash.click()]);
    expect(await lookAtBothSizes(page, 'rules-glossary-target')).toEqual([]);
    await page.goto(`${app.url}/rules/glossary`);
    expect(await lookAtBothSizes(page, 'rules-glossary')).toEqual([]);
  });

  it('answers an unknown section with a 404 and suggestions', async () => {
    const response = await page.goto(`${app.url}/rules/penalties`);
    expect(response?.status()).toBe(404);
    const suggestions = await page.getByTestId('rules-suggestions').getByRole('link').allInnerTexts();
    expect(suggestions[0]).toBe('Penalty');
    expect(await lookAtBothSizes(page, 'rules-not-found')).toEqual([]);
  });

  it("the sheet's Penalty help lands on /rules/penalty", async () => {
    const token = await newPlayer(app.url, 'rulesreader');
    const { id } = await newContractor(app.url, token, 'Rae Rules');
    const sheet = await signedInPage(browser, app.url, token, contexts);
    await sheet.goto(`${app.url}/contractors/${id}`);
    const help = sheet.getByTestId('health-rule-links').getByRole('link', { name: 'Penalty' });
    await Promise.all([sheet.waitForURL(/\/rules\/penalty$/), help.click()]);
    expect(await sheet.getByRole('heading', { level: 1 }).innerText()).toBe('Penalty');
  });
});
