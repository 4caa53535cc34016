import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, lookAtBothSizes, phoneContext, startApp, type RunningApp } from './harness.js';

// Issue 19, the Gift catalog as a visitor meets it in the builder: new Effects of each family built at cost 1 with a
// System Text that speaks only of the Gift's own style, and the game terms in that text linked to the rules.

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

describe('harm, protection, healing and influence Effects of issue 19 in the builder', () => {
  it('builds a Passive Undying at cost 1 whose System Text never says "Activated"', async () => {
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-category').selectOption('protection');
    await page.getByTestId('effect-undying').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    const text = await page.getByTestId('system-text').innerText();
    expect(text).toContain('this works once per Contract');
    expect(text).not.toMatch(/\bActivated\b/);
  });

  it('shows an Oath with its price of breaking, on both sizes and themes', async () => {
    await page.getByTestId('effect-category').selectOption('influence');
    await page.getByTestId('effect-oath').check();
    await page.getByTestId('enhancement-oathwatcher').check();
    await page.getByTestId('drawback-witnessed').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await expect
      .poll(() => page.getByTestId('system-text').innerText())
      .toContain('the loss of dice equal to the Outcome, at most 3');
    // A closed select shows one line, so on a phone the long price is spelled out beneath it.
    const price = page.getByTestId('param-penalty-chosen');
    expect(await price.innerText()).toContain('on every roll for a day (default)');
    expect(await page.getByTestId('param-range-chosen').count()).toBe(0); // "15 feet (default)" fits
    expect(await lookAtBothSizes(page, 'builder-oath')).toEqual([]);
    expect(await price.isVisible()).toBe(false); // a desktop's select is wide enough
    await page.getByTestId('param-penalty').selectOption('brand');
    expect(await price.innerText()).toMatch(/^a mark of oath-breaking .* \(−1\)$/);
  });

  it('puts the new stock Gifts on the occultist, face and medic shelves', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const shelves = await page.locator('main').innerText();
    for (const name of ["Leech's Kiss", 'Parade-Ground Voice', 'Handshake Deal', 'Not on My Watch', 'Burden Bearer'])
      expect(shelves).toContain(name);
    await page.getByText('Handshake Deal').first().scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'stock-new-shelves')).toEqual([]);
  });
});

describe('information, stealth and movement Effects of issue 19 in the builder', () => {
  it('builds a Passive Truthsense at cost 1 whose System Text never says "Activated"', async () => {
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-category').selectOption('information');
    await page.getByTestId('effect-truthsense').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    const text = await page.getByTestId('system-text').innerText();
    expect(text).toContain('says something they believe is false, you know it');
    expect(text).not.toMatch(/\bActivated\b/);
  });

  it('moves Silence from you to the trigger spot when it becomes a Trap, on both sizes and themes', async () => {
    await page.getByTestId('effect-category').selectOption('stealth');
    await page.getByTestId('effect-silence').check();
    await expect
      .poll(() => page.getByTestId('system-text').innerText())
      .toContain('its center is you and moves with you');
    await page.getByTestId('style-trap').check();
    await page.getByTestId('enhancement-dead-air').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId('system-text').innerText()).toContain('the spot where it goes off');
    expect(await page.getByTestId('system-text').innerText()).not.toContain('moves with you');
    expect(await lookAtBothSizes(page, 'builder-silence-trap')).toEqual([]);
  });

  it('prices an always-on Flight one above an Activated one', async () => {
    await page.getByTestId('effect-category').selectOption('movement');
    await page.getByTestId('effect-flight').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('1');
    await page.getByTestId('style-passive').check();
    await expect.poll(() => page.getByTestId('gift-cost').innerText()).toBe('2');
    expect(await page.getByTestId('system-text').innerText()).not.toContain('ten minutes');
  });

  it('puts the new stock Gifts on the Sleuth and Shadow shelves', async () => {
    await page.goto(`${app.url}/gifts/stock`);
    const shelves = await page.locator('main').innerText();
    for (const name of ['Lie Detector', 'Scrying Bowl', 'Hush', 'Passing Stranger', 'Sidestep', 'Mirage Powder'])
      expect(shelves).toContain(name);
    await page.getByText('Passing Stranger').first().scrollIntoViewIfNeeded();
    expect(await lookAtBothSizes(page, 'stock-sleuth-shadow')).toEqual([]);
  });
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
