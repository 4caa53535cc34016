import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  phoneContext,
  screenshot,
  screenshotDir,
  scrollsSideways,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';
import { creationStep } from './user-steps.js';

let app: RunningApp;
let browser: Browser;
let page: Page;
let sheetUrl = '';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function expectAccessibleAndNarrow(name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `${name}: serious or critical axe violations`).toEqual([]);
  expect(await scrollsSideways(page), `${name}: scrolls sideways at 360 px`).toBe(false);
}

const text = (testid: string) => page.getByTestId(testid).first().innerText();

describe('a player signs up, builds a Contractor on a phone and plays with the sheet', () => {
  it('signs up', async () => {
    await page.goto(`${app.url}/signup`);
    await expectAccessibleAndNarrow('signup');
    await page.getByLabel('Handle').fill('lucykate');
    await page.getByLabel('Email').fill('lucy@example.test');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
    expect(await page.getByText('lucykate').first().isVisible()).toBe(true);
  });

  it('creates a Contractor with live Exp', async () => {
    await page.goto(`${app.url}/contractors/new`);
    await expectAccessibleAndNarrow('creation');
    await page.locator('#field-name').fill('Lucy Kate');
    for (const id of ['archetype', 'paradigm', 'ambition']) await page.locator(`#field-${id}`).fill(`a ${id}`);
    await creationStep(page, 'Attributes');
    for (const trait of ['Brawn', 'Intellect', 'Charisma']) {
      for (let i = 0; i < 2; i++) await page.getByRole('button', { name: `Raise ${trait}` }).click(); // 1→3: 15 Exp each
    }
    await creationStep(page, 'Abilities');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Raise Athletics' }).click(); // 0→3: 8 Exp
    expect(await page.locator('.tally').getByText('97').isVisible()).toBe(true); // 150 − 53, in the sticky footer
    await creationStep(page, 'Finish');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    sheetUrl = page.url().split('?')[0]!;
  });

  it('the sheet shows Body, Mind and Exp computed by the rules', async () => {
    await expectAccessibleAndNarrow('sheet-status');
    expect(await text('contractor-name')).toContain('Lucy Kate');
    expect(await text('body-value')).toBe('7'); // 5 + ceil(3 / 2)
    expect(await text('mind-value')).toBe('7'); // 3 + 3 + 1
    expect(await text('exp-available')).toBe('97');
    expect(await text('penalty-value')).toMatch(/^-?0$/);
    expect(await text('pool-dodge-dice')).toContain('4'); // Dexterity 1 + Athletics 3
  });

  it('Injuries raise the Penalty and shrink the pools', async () => {
    for (const severity of ['3', '2']) {
      await page.getByTestId('injury-severity').fill(severity);
      await page.getByTestId('add-injury').click();
      await expect.poll(() => page.getByTestId('injury').count()).toBe(severity === '3' ? 1 : 2);
    }
    // worst 3 + one other = 4 depleted → 3 of 7 Body left → Penalty 2
    await expect.poll(() => text('penalty-value')).toMatch(/2/);
    expect(await text('pool-dodge-dice')).toContain('2');
    await expectAccessibleAndNarrow('sheet-injured');
  });

  it('rolls a pool: exact odds first, then the server rolls', async () => {
    await page.getByTestId('roll-button-dodge').first().click();
    await page.getByTestId('odds-panel').waitFor();
    expect(await text('odds-success')).toMatch(/%/);
    await screenshot(page, 'roll-odds');
    await page.getByTestId('roll-submit').click();
    await page.getByTestId('roll-result').waitFor();
    const outcome = Number(await text('roll-outcome'));
    expect(Number.isInteger(outcome)).toBe(true);
    expect(outcome).toBeGreaterThanOrEqual(-2);
    expect(outcome).toBeLessThanOrEqual(4);
    await screenshot(page, 'roll-result');
    await page.goto(sheetUrl);
    await expect.poll(() => page.getByTestId('roll-history-entry').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('prints the sheet and the blank sheet to PDF', async () => {
    mkdirSync(screenshotDir, { recursive: true });
    for (const [path, name] of [
      [`${sheetUrl}/print`, 'sheet.pdf'],
      [`${app.url}/sheets/blank`, 'blank-sheet.pdf'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.emulateMedia({ media: 'print' });
      const file = join(screenshotDir, name);
      const pdf = await page.pdf({ path: file, format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = (readFileSync(file, 'latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages, `${name} pages`).toBeGreaterThanOrEqual(1);
      if (name === 'sheet.pdf') expect(await page.locator('main').innerText()).toContain('Lucy Kate');
    }
  });

  it('exports the passport and imports it as a new Contractor', async () => {
    await page.goto(sheetUrl);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-link').click()]);
    const file = join(screenshotDir, 'passport.json');
    await download.saveAs(file);
    const passport = JSON.parse(readFileSync(file, 'utf8'));
    expect(passport.format).toBe('harbinger.contractor');
    await page.goto(`${app.url}/contractors/import`);
    await expectAccessibleAndNarrow('import');
    await page.getByLabel('Passport file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(
      (url) =>
        /\/contractors\/[^/]+/.test(url.pathname) &&
        url.href.split('?')[0] !== sheetUrl &&
        !url.pathname.endsWith('/import'),
    );
    expect(await text('body-value')).toBe('7');
    expect(await page.getByTestId('injury').count()).toBe(2);
  });

  it('refuses a broken passport with a message and imports nothing', async () => {
    await page.goto(`${app.url}/contractors`);
    const before = await page.locator('main a[href^="/contractors/"]').count();
    await page.goto(`${app.url}/contractors/import`);
    await page.getByText("Or paste the passport's text").click();
    await page
      .getByLabel('Passport text')
      .fill('{"format": "harbinger.contractor", "version": 1, "contractor": {"attributes": {"brawn": 9}}}');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => page.locator('.field-error, [role="alert"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'import-refused');
    await page.goto(`${app.url}/contractors`);
    expect(await page.locator('main a[href^="/contractors/"]').count()).toBe(before);
  });
});
