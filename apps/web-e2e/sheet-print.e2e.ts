import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  ATTRIBUTE_RANGE,
  STARTING_EXP,
  compileGift,
  giftCatalog,
  raisePrice,
  stockGiftSpec,
  type StockGiftId,
} from '@harbinger/rules';
import { api, newPlayer } from './api-client.js';
import { launchBrowser, screenshot, screenshotDir, startApp, type RunningApp } from './harness.js';

// Issue 12, "Print": the Contractor's sheet on exactly two pages for a Newbie, on A4 and on Letter, with boxes to
// write in during play; and the blank sheet with the creation steps, a Gifts section, a 31-row Contract Record and
// an Exp log from 150. Every PDF is saved under screenshots/ (print-*.pdf) for a person to look at.

let app: RunningApp;
let browser: Browser;
let page: Page;
let token = '';
let newbieId = '';

const FORMATS = ['A4', 'Letter'] as const;

/** The pages of a PDF Chromium wrote (each page object is "/Type /Page", the tree "/Type /Pages"). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Prints the page at `url` to PDF on `format` and saves it as screenshots/<name>.pdf; returns the page count. */
async function printToPdf(url: string, format: (typeof FORMATS)[number], name: string): Promise<number> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format, printBackground: true, preferCSSPageSize: false });
  await page.emulateMedia({ media: 'screen' });
  mkdirSync(screenshotDir, { recursive: true });
  writeFileSync(join(screenshotDir, `${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pageCount(pdf);
}

/** The text a Gift's passport copy carries for a stock Gift the server compiled. */
async function buildStockGift(contractorId: string, stockId: StockGiftId) {
  const spec = stockGiftSpec(stockId);
  return api<{ id: string; systemText: string }>(app.url, 'POST', `/contractors/${contractorId}/gifts`, {
    token,
    body: { spec },
  });
}

/**
 * The Contractor again, as a passport from an older server (unsigned) that carries a second Gift: the only way a
 * Newbie holds two Gifts without playing a Contract first. Its Gifts come in marked unverified, as they should.
 */
async function withSecondGift(contractorId: string, stockId: StockGiftId): Promise<string> {
  const passport = await api(app.url, 'GET', `/contractors/${contractorId}/export`, { token });
  const { claim: _claim, signature: _signature, ...body } = passport;
  const { unverifiedImport: _pending, ...sheet } = body.contractor as Record<string, unknown>;
  const giftsPart = body.gifts as { gifts: Record<string, unknown>[] };
  const first = giftsPart.gifts[0]!;
  const spec = stockGiftSpec(stockId);
  const compiled = compileGift(spec, giftCatalog);
  const second = {
    ...first,
    ref: `${String(first.ref)}-2`,
    stockId,
    spec,
    cost: compiled.cost,
    systemText: compiled.systemText,
    revisions: (first.revisions as Record<string, unknown>[]).map((r) => ({
      ...r,
      spec,
      cost: compiled.cost,
      systemText: compiled.systemText,
    })),
  };
  const copy = { ...body, version: 2, contractor: sheet, gifts: { ...giftsPart, gifts: [first, second] } };
  const imported = await api<{ id: string }>(app.url, 'POST', '/contractors/import', { token, body: copy });
  return imported.id;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  token = await newPlayer(app.url, 'printer');
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the printed Contractor sheet', () => {
  it('a Newbie with two Gifts and a typical spread of Abilities prints on exactly 2 pages, A4 and Letter', async () => {
    const made = await api<{ id: string }>(app.url, 'POST', '/contractors', {
      token,
      body: {
        name: 'Odile Brandt',
        archetype: 'night-shift ambulance driver',
        paradigm: 'a saint of lost causes',
        ambition: 'to undo the crash that killed her sister',
        age: '31',
        residence: 'Rotterdam',
        limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
        attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 3 },
        abilities: {
          athletics: 2,
          alertness: 2,
          medicine: 3,
          drive: 3,
          firearms: 1,
          melee: 1,
          stealth: 1,
          influence: 1,
          investigation: 1,
          occult: 1,
        },
        assets: ['gifted'],
      },
    });
    newbieId = made.id;
    const gift = await buildStockGift(newbieId, 'bloodhound');
    expect(gift.systemText).not.toContain('Activated');
    newbieId = await withSecondGift(newbieId, 'hellfire-bolt');
    const gifts = await api<{ gifts: { name: string }[] }>(app.url, 'GET', `/contractors/${newbieId}/gifts`, { token });
    expect(gifts.gifts.map((g) => g.name)).toHaveLength(2);

    for (const format of FORMATS) {
      const pages = await printToPdf(`${app.url}/contractors/${newbieId}/print`, format, `print-sheet-${format}`);
      expect(pages, `the Newbie's sheet on ${format}`).toBe(2);
    }
  });

  it('the page reads well on a phone and on a desktop', async () => {
    await page.goto(`${app.url}/contractors/${newbieId}/print`);
    expect(await page.getByTestId('print-body').innerText()).toBe('6');
    await screenshot(page, 'print-sheet-desktop');
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${app.url}/contractors/${newbieId}/print`);
    const button = await phone.getByTestId('print-button').boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
    await screenshot(phone, 'print-sheet-phone');
    await phone.goto(`${app.url}/sheets/blank`);
    await screenshot(phone, 'print-blank-phone');
    await phone.close();
  });
});

describe('the blank sheet', () => {
  it('has the creation steps with the rules’ prices, a Gifts section, a 31-row Contract Record and an Exp log from 150', async () => {
    await page.goto(`${app.url}/sheets/blank`);
    const firstRaise = raisePrice({ trait: 'attribute', from: ATTRIBUTE_RANGE.min });
    expect(firstRaise.ok).toBe(true);
    const steps = await page.getByTestId('creation-steps').innerText();
    expect(steps).toContain(
      `${ATTRIBUTE_RANGE.min} → ${ATTRIBUTE_RANGE.min + 1}: ${firstRaise.ok ? firstRaise.value : ''}`,
    );
    expect(steps).toContain(`${STARTING_EXP} Exp`);
    expect(await page.getByTestId('blank-gifts').innerText()).toContain('System Text');
    expect(await page.getByTestId('contract-record').locator('tbody tr').count()).toBe(31);
    expect(await page.getByTestId('exp-log-start').innerText()).toContain(String(STARTING_EXP));
    await screenshot(page, 'print-blank-desktop');
  });

  it('prints on A4 and Letter', async () => {
    for (const format of FORMATS) {
      const pages = await printToPdf(`${app.url}/sheets/blank`, format, `print-blank-${format}`);
      // Sheet, gear, Gifts, Contract Record, Exp log with the creation steps: each page well filled.
      expect(pages, `the blank sheet on ${format}`).toBe(5);
    }
  });
});
