import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { stockGiftSpec } from '@harbinger/rules';
import { api, newPlayer } from './api-client.js';
import {
  launchBrowser,
  screenshot,
  screenshotDir,
  scrollsSideways,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 12, "play from one screen": on a 390 × 844 phone the Status tab shows the tracks, the Penalty and the usual
// rolls on the first screen, every tap target at least 44 px high; one tap opens the roll panel on that pool; the
// Gifts sit on the same tab with their System Text folded, a roll, Source or Exertion, and "use" for Consumables.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const MIN_TAP = 44;

let app: RunningApp;
let browser: Browser;
let token = '';
let fighter = '';
let crafter = '';

/** A Contractor made through the API with the Gifted Asset (one Gift Credit), the given Gift and weapons. */
async function gifted(name: string, stockId: Parameters<typeof stockGiftSpec>[0], weapons: string[] = []) {
  const { id } = await api<{ id: string }>(app.url, 'POST', '/contractors', {
    token,
    body: {
      name,
      archetype: 'a bail bondsman with a grudge',
      paradigm: 'everyone pays in the end',
      ambition: 'to close every file',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 3, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
      abilities: { athletics: 2, firearms: 2, alertness: 2, occult: 2, melee: 1 },
      assets: ['gifted'],
    },
  });
  await api(app.url, 'POST', `/contractors/${id}/gifts`, { token, body: { spec: stockGiftSpec(stockId) } });
  if (weapons.length > 0) {
    const { version } = await api<{ version: number }>(app.url, 'GET', `/contractors/${id}`, { token });
    await api(app.url, 'PATCH', `/contractors/${id}`, { token, body: { version, weapons } });
  }
  return id;
}

/** A browser context signed in as the player (their API session token is also the session cookie). */
async function signedIn(options: { viewport: { width: number; height: number }; javaScriptEnabled?: boolean }) {
  const context = await browser.newContext({
    viewport: options.viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.viewport.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await context.addCookies([{ name: 'harbinger_session', value: token, url: app.url }]);
  return context;
}

/** Saves what the first screen shows (not the whole page) under apps/web-e2e/screenshots. */
async function firstScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** The box of an element, measured from the top of the page. */
async function box(page: Page, testid: string) {
  const found = await page.getByTestId(testid).first().boundingBox();
  expect(found, testid).not.toBeNull();
  return found!;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  token = await newPlayer(app.url, 'tablehand');
  fighter = await gifted('Rook Adeyemi', 'hellfire-bolt', ['handgun', 'knife', 'shotgun', 'unarmed']);
  crafter = await gifted('Wren Okafor', 'healing-draught');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the play tab on a phone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await signedIn({ viewport: PHONE });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows the tracks, the Penalty and the usual rolls on the first screen, with tap targets of 44 px', async () => {
    await page.goto(`${app.url}/contractors/${fighter}`);
    await page.getByTestId('play-panel').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await firstScreen(page, 'playtab-phone-first-screen');
    await screenshot(page, 'playtab-phone');
    const musts = [
      'body-track',
      'mind-track',
      'penalty-value',
      'common-roll-initiative',
      'common-roll-dodge',
      'common-roll-alertness',
    ];
    const attacks = page.locator('[data-testid^="common-roll-weapon-"]');
    expect(await attacks.count()).toBe(3);
    for (const testid of musts) {
      const b = await box(page, testid);
      expect(b.y + b.height, `${testid} ends within the first screen`).toBeLessThanOrEqual(PHONE.height);
    }
    for (let i = 0; i < 3; i++) {
      const b = (await attacks.nth(i).boundingBox())!;
      expect(b.y + b.height, `attack ${i + 1} ends within the first screen`).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.getByTestId('common-roll-alertness').innerText()).toContain('Perception + Alertness');
    // Every button and link of the play panel is a comfortable tap.
    const targets = page.getByTestId('play-panel').locator('a[href], button');
    expect(await targets.count()).toBeGreaterThanOrEqual(12);
    for (const target of await targets.all()) {
      const b = (await target.boundingBox())!;
      expect(b.height, `${await target.innerText()} is at least ${MIN_TAP} px high`).toBeGreaterThanOrEqual(MIN_TAP);
      expect(b.width).toBeGreaterThanOrEqual(MIN_TAP);
    }
    // The Gifts' controls too (the link to the Stock tab inside a sentence is text, not a control).
    for (const target of await page.getByTestId('play-gifts').locator('a.button, button, summary').all()) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TAP);
    }
    // And every other button and roll on the tab, further down: traits, Source, quick reference, history.
    const below = page.locator('main button:visible, main a.roll-button:visible, main a.button:visible');
    expect(await below.count()).toBeGreaterThan(12);
    for (const target of await below.all()) {
      const b = await target.boundingBox();
      if (!b) continue;
      expect(b.height, `${await target.innerText()} is at least ${MIN_TAP} px high`).toBeGreaterThanOrEqual(MIN_TAP);
    }
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens the roll panel on a usual roll with one tap and rolls it', async () => {
    await page.getByTestId('common-roll-dodge').click();
    await page.getByTestId('roll-panel').waitFor();
    expect(await page.locator('#roll-panel-title').innerText()).toBe('Roll Dodge');
    await firstScreen(page, 'playtab-phone-roll-panel');
    await page.getByTestId('roll-submit').click();
    await page.getByTestId('roll-result').waitFor();
    await page.getByTestId('roll-close').click();
    await page.getByTestId('roll-panel').waitFor({ state: 'detached' });
  });

  it('folds each Gift’s System Text and rolls the Gift with its own Attribute and Difficulty', async () => {
    const gift = page.getByTestId('play-gift');
    expect(await gift.count()).toBe(1);
    const text = gift.getByTestId('play-gift-system-text');
    expect(await text.isVisible()).toBe(false);
    await gift.locator('summary').click();
    expect(await text.innerText()).toContain('Perception + Occult at Difficulty 6');
    // Its game terms link to their rules section, the glossary line as the tooltip.
    const difficulty = text.locator('a[data-term="Difficulty"]');
    expect(await difficulty.getAttribute('href')).toBe('/rules/difficulty');
    expect(await difficulty.getAttribute('title')).toContain('6 by default');
    expect(await gift.getByTestId('play-gift-cost').innerText()).toContain('Exertion');
    await screenshot(page, 'playtab-phone-gift-open');
    await page.getByTestId('play-gifts').screenshot({ path: join(screenshotDir, 'playtab-phone-gifts.png') });
    await gift.getByTestId('play-gift-roll').click();
    await page.getByTestId('roll-panel').waitFor();
    expect(new URL(page.url()).searchParams.get('attribute')).toBe('perception');
    expect(await page.locator('#roll-panel-title').innerText()).toBe('Roll Perception + Occult');
    expect(await page.getByTestId('roll-difficulty').inputValue()).toBe('6');
    await page.getByTestId('roll-close').click();
  });

  it('spends Source on a Gift until it is empty, then exerts for 1 Mind damage', async () => {
    await page.goto(`${app.url}/contractors/${fighter}`);
    const gift = page.getByTestId('play-gift');
    expect(await page.getByTestId('play-source-current').innerText()).toBe('1');
    await gift.getByTestId('play-gift-source').click();
    await expect.poll(() => page.getByTestId('play-source-current').innerText()).toBe('0');
    expect(await page.getByTestId('source-current').innerText()).toBe('0');
    expect(await gift.getByRole('status').innerText()).toContain('point of Source');
    expect(await gift.getByTestId('play-gift-source').isDisabled()).toBe(true);
    expect(await page.getByTestId('mind-damage').innerText()).toBe('0');
    await gift.getByTestId('play-gift-exert').click();
    await expect.poll(() => page.getByTestId('mind-damage').innerText()).toBe('1');
    await screenshot(page, 'playtab-phone-gift-used');
    await page.locator('.mind-box').screenshot({ path: join(screenshotDir, 'playtab-phone-mind-box.png') });
    await page.getByTestId('play-gifts').screenshot({ path: join(screenshotDir, 'playtab-phone-gifts-used.png') });
  });

  it('uses a Consumable: the count goes down, and the last one leaves the list', async () => {
    // The crafter makes this Downtime's free Healing Draught at their Gifts page first.
    await page.goto(`${app.url}/gifts/contractor/${crafter}`);
    await page.getByTestId('craft-button').first().click();
    await page.goto(`${app.url}/contractors/${crafter}`);
    const item = page.getByTestId('play-consumable');
    expect(await item.getByTestId('play-consumable-quantity').innerText()).toBe('× 1');
    const gift = page.getByTestId('play-gift');
    expect(await gift.getByTestId('play-gift-cost').innerText()).toContain('using one takes no Exertion');
    expect(await gift.getByTestId('play-gift-exert').count()).toBe(0);
    await screenshot(page, 'playtab-phone-consumable');
    await page.getByTestId('play-gifts').screenshot({ path: join(screenshotDir, 'playtab-phone-consumables.png') });
    await item.getByTestId('play-consumable-use').click();
    await expect.poll(() => page.getByTestId('play-consumable').count()).toBe(0);
    expect(await page.getByTestId('play-gifts').getByRole('status').innerText()).toContain('Used the last');
  });
});

describe('the play tab elsewhere', () => {
  it('looks right on a desktop', async () => {
    const context = await signedIn({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${app.url}/contractors/${fighter}`);
    await page.getByTestId('play-panel').waitFor();
    for (const testid of ['body-track', 'mind-track', 'common-roll-dodge', 'play-gift'])
      expect((await box(page, testid)).y, testid).toBeLessThan(DESKTOP.height);
    expect(await scrollsSideways(page)).toBe(false);
    await firstScreen(page, 'playtab-desktop-first-screen');
    await screenshot(page, 'playtab-desktop');
    await page.getByTestId('play-gifts').scrollIntoViewIfNeeded();
    await firstScreen(page, 'playtab-desktop-gifts');
    await context.close();
  });

  it('works without scripts: the System Text unfolds, a Gift roll opens the panel, Exert posts the form', async () => {
    const context = await signedIn({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/contractors/${fighter}`);
    const gift = page.getByTestId('play-gift');
    await gift.locator('summary').click();
    expect(await gift.getByTestId('play-gift-system-text').isVisible()).toBe(true);
    const before = Number(await page.getByTestId('mind-damage').innerText());
    await gift.getByTestId('play-gift-exert').click();
    await page.waitForLoadState();
    expect(Number(await page.getByTestId('mind-damage').innerText())).toBe(before + 1);
    await page.getByTestId('play-gift').getByTestId('play-gift-roll').click();
    await page.getByTestId('roll-panel').waitFor();
    expect(await page.getByTestId('roll-difficulty').inputValue()).toBe('6');
    await page.goto(`${app.url}/contractors/${fighter}`);
    await page.getByTestId('common-roll-initiative').click();
    expect(await page.locator('#roll-panel-title').innerText()).toBe('Roll Initiative');
    await context.close();
  });

  it('shows a visitor the same numbers and Gifts with no buttons', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/contractors/${fighter}`);
    await page.getByTestId('common-rolls').waitFor();
    expect(await page.getByTestId('play-panel').locator('a[href], button').count()).toBe(0);
    expect(await page.getByTestId('play-gift').count()).toBe(1);
    expect(await page.getByTestId('play-gift-exert').count()).toBe(0);
    await screenshot(page, 'playtab-phone-visitor');
    await context.close();
  });
});

describe('the API', () => {
  it('activates a Gift as the play tab does, and refuses an empty Source with its code', async () => {
    const { gifts } = await api<{ gifts: { id: string }[] }>(app.url, 'GET', `/contractors/${fighter}/gifts`, {
      token,
    });
    const path = `/contractors/${fighter}/gifts/${gifts[0]!.id}/activate`;
    const before = await api<{ mindDamage: number }>(app.url, 'GET', `/contractors/${fighter}`, { token });
    const after = await api<{ mindDamage: number }>(app.url, 'POST', path, { token, body: { pay: 'exert' } });
    expect(after.mindDamage).toBe(before.mindDamage + 1);
    const refused = await fetch(`${app.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pay: 'source' }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'source_empty' } });
  });
});
