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

// Issue 17, the probability page: anyone opens /odds, sets up one or two rolls and reads exact odds, a contest and a
// heat map. The address holds every setting (a reload or a shared link gives the same page), the figures change as
// one types, and with JavaScript off a plain form submit gives the very same figures.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

/** The figures a reader compares: both rolls' success and botch, the contest and the tier table. */
async function figures(on: Page): Promise<Record<string, string>> {
  const text = (testid: string) => on.getByTestId(testid).innerText();
  return {
    headlineA: await text('headline-a'),
    headlineB: await text('headline-b'),
    successA: await text('stat-success-a'),
    successB: await text('stat-success-b'),
    botchA: await text('stat-botch-a'),
    contest: await text('contest-success'),
    contestExact: await on.getByTestId('contest-success-exact').textContent().then(String),
    tiers: await text('tier-table'),
    heatCell: await on.locator('g.cell[data-pool="1"][data-difficulty="6"] text').textContent().then(String),
  };
}

/** The settings this file sets up, by hand in a live page and again in a page without scripts. */
async function setUpComparison(on: Page, live: boolean): Promise<void> {
  const submit = async () => {
    // The second submit starts on an /odds?… address already, so wait for the new page's load, not for an address.
    if (!live) await Promise.all([on.waitForEvent('load'), on.getByTestId('odds-submit').click()]);
  };
  await on.locator('#a-pool').fill('1');
  await on.getByTestId('compare').check();
  await submit(); // without scripts, Roll B's fields appear once the form is sent
  await on.locator('#b-pool').fill('3');
  await on.locator('#b-difficulty').selectOption('8');
  await on.getByTestId('roll-fields-a').locator('summary').click();
  await on.locator('#a-exert').check();
  await on.getByTestId('view-at-least').check();
  await submit();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  contexts.push(context);
  page = await context.newPage();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('the probability page', () => {
  let live: Record<string, string>;

  it('opens without an account on 5 dice at Difficulty 6, and one die matches the rules (botch 10%, success 50%)', async () => {
    await page.goto(`${app.url}/odds`);
    expect(await page.getByTestId('headline-a').innerText()).toBe('5 dice at Difficulty 6');
    await page.locator('#a-pool').fill('1');
    await expect.poll(() => new URL(page.url()).search).toBe('?pool=1');
    expect(await page.getByTestId('stat-success-a').innerText()).toBe('50.0%');
    expect(await page.getByTestId('stat-botch-a').innerText()).toBe('10.0%');
    expect(await page.getByTestId('tier-a-failure').innerText()).toBe('40.0%');
    await page.getByTestId('tier-fractions').locator('summary').click();
    expect(await page.getByTestId('success-a-exact').innerText()).toBe('1/2');
    // No contest with one roll; the heat map is there and outlines roll A.
    expect(await page.getByTestId('contest').count()).toBe(0);
    expect(await page.getByTestId('heat-mark').count()).toBe(1);
  });

  it('compares two rolls live, keeps every setting in the address, and a reload restores the page', async () => {
    // A mark on the window survives only if no change reloads the page.
    await page.evaluate(() => Object.assign(window, { oddsMark: 'no reload' }));
    await setUpComparison(page, true);
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?pool=1&exert=1&compare=1&b-pool=3&b-difficulty=8&view=at_least');
    await page.getByTestId('contest').waitFor();
    live = await figures(page);
    expect(live.headlineA).toBe('1 die at Difficulty 6, exerted');
    expect(live.headlineB).toBe('3 dice at Difficulty 8');
    // One exerted die succeeds unless it shows a 1; one die of three at 8 or more beats it only some of the time.
    expect(live.successA).toBe('90.0%');
    expect(live.heatCell).toBe('90');
    expect(await page.getByTestId('heat-exert-note').count()).toBe(1);
    expect(await page.getByTestId('outcome-chart-wide').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { oddsMark?: string }).oddsMark)).toBe('no reload');
    // The exact fractions opened earlier stay open while the figures change under them.
    expect(await page.getByTestId('tier-fractions').getAttribute('open')).not.toBeNull();

    await page.reload();
    expect(await figures(page)).toEqual(live);
    expect(await page.locator('#a-pool').inputValue()).toBe('1');
    expect(await page.getByTestId('compare').isChecked()).toBe(true);
    expect(await page.locator('#b-difficulty').inputValue()).toBe('8');
    expect(await page.locator('#a-exert').isChecked()).toBe(true);
    expect(await page.getByTestId('view-at-least').isChecked()).toBe(true);
  });

  it('looks finished on a phone and a desktop, light and dark, and prints without its form', async () => {
    // The helper looks at the dark theme too (odds-compare-dark-*).
    expect(await lookAtBothSizes(page, 'odds-compare')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light', media: 'print' });
    expect(await page.getByTestId('odds-form').isVisible()).toBe(false);
    expect(await page.getByTestId('heat-map').isVisible()).toBe(true);
    expect(await page.getByTestId('outcome-chart-wide').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('without JavaScript, sending the form gives the same figures', async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    contexts.push(context);
    const plain = await context.newPage();
    await plain.goto(`${app.url}/odds`);
    expect(await plain.getByTestId('odds-submit').isVisible()).toBe(true);
    await setUpComparison(plain, false);
    expect(await figures(plain)).toEqual(live);
    await screenshot(plain, 'odds-no-script-phone');
  });

  it('answers a bad address with the nearest sensible page and says what it changed, never an error', async () => {
    for (const query of [
      'pool=80&difficulty=1',
      'pool=abc&compare=1&b-pool=-4',
      'view=%00&heat=1e9',
      'pool=9'.repeat(50),
    ])
      expect((await fetch(`${app.url}/odds?${query}`)).status).toBe(200);
    await page.goto(`${app.url}/odds?pool=80&difficulty=zz`);
    const issues = await page.getByTestId('odds-issues').innerText();
    expect(issues).toContain("Roll A's dice pool goes from 1 to 50, not 80: showing 50.");
    expect(issues).toContain("Roll A's difficulty needs a whole number, not “zz”");
    expect(await page.getByTestId('headline-a').innerText()).toBe('50 dice at Difficulty 6');
  });

  it("the sheet's odds lead to this page with the roll filled in and the same chance", async () => {
    const token = await newPlayer(app.url, 'oddsreader');
    const { id } = await newContractor(app.url, token, 'Ada Odds');
    const sheet = await signedInPage(browser, app.url, token, contexts);
    await sheet.goto(`${app.url}/contractors/${id}`);
    await sheet.getByTestId('common-roll-dodge').click();
    await sheet.getByTestId('odds-panel').waitFor();
    const success = await sheet.getByTestId('odds-success').innerText();
    await Promise.all([sheet.waitForURL(/\/odds\?/), sheet.getByTestId('odds-link').click()]);
    expect(new URL(sheet.url()).searchParams.get('pool')).not.toBeNull();
    expect(await sheet.getByTestId('stat-success-a').innerText()).toBe(success);
    expect(await sheet.locator('#a-pool').inputValue()).toBe(new URL(sheet.url()).searchParams.get('pool'));
  });
});
