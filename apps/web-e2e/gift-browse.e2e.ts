import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { giftCatalog, stockGiftSpec, type GiftSpec } from '@harbinger/rules';
import { api, newPlayer } from './api-client.js';
import { PHONE_VIEWPORT, launchBrowser, lookAtBothSizes, signedInPage, startApp, type RunningApp } from './harness.js';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let original: { id: string; name: string; spec: GiftSpec };
let secretName = '';
let borrowerId = '';

/** A Contractor with the Gifted Asset (one Gift Credit), public unless asked, holding the given Gift. */
async function giftedWith(token: string, name: string, spec: GiftSpec, options: { private?: boolean } = {}) {
  const { id } = await api<{ id: string }>(app.url, 'POST', '/contractors', {
    token,
    body: {
      name,
      archetype: 'a lighthouse keeper who never sleeps',
      paradigm: 'the sea keeps its promises',
      ambition: 'to see the last ship home',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 3, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
      abilities: { athletics: 2, firearms: 2, alertness: 2, occult: 2, melee: 1 },
      assets: ['gifted'],
      ...(options.private ? { private: true } : {}),
    },
  });
  const gift = await api<{ id: string; name: string; spec: GiftSpec }>(app.url, 'POST', `/contractors/${id}/gifts`, {
    token,
    body: { spec },
  });
  return { contractorId: id, gift };
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  // Wren shares a Gift on a public Contractor and keeps another on a private one.
  const wren = await newPlayer(app.url, 'wren');
  const base = stockGiftSpec('hellfire-bolt');
  const shared = { ...base, name: 'Tidewalker Step', tagline: 'Gone with the undertow.' };
  original = (await giftedWith(wren, 'Wren Halloway', shared)).gift;
  secretName = 'Drowned Lantern Step';
  await giftedWith(wren, 'Wren in Hiding', { ...base, name: secretName }, { private: true });
  // Otto browses, and has a Gifted Contractor with a Gift Credit to spend.
  const otto = await newPlayer(app.url, 'otto');
  const { id } = await api<{ id: string }>(app.url, 'POST', '/contractors', {
    token: otto,
    body: {
      name: 'Otto Brask',
      archetype: 'a ferryman between bad neighbourhoods',
      paradigm: 'every crossing has a price',
      ambition: 'to own the river',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 3, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
      abilities: { athletics: 2, firearms: 2, alertness: 2, occult: 2, melee: 1 },
      assets: ['gifted'],
    },
  });
  borrowerId = id;
  page = await signedInPage(browser, app.url, otto, contexts);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('community Gifts', () => {
  it('filters by Effect with a plain GET form and never lists a private Contractor’s Gift', async () => {
    await page.goto(`${app.url}/gifts`);
    await page.getByTestId('open-community').click();
    await page.waitForURL((url) => url.pathname === '/gifts/community');
    const all = await page.getByTestId('community-gifts').innerText();
    expect(all).toContain(original.name);
    expect(all).not.toContain(secretName);
    await page.getByTestId('filter-effect').selectOption(original.spec.effectId);
    await page.getByTestId('filter-type').selectOption(original.spec.typeId);
    await page.getByTestId('filter-submit').click();
    await page.waitForURL((url) => url.searchParams.get('effect') === original.spec.effectId);
    expect(await page.getByTestId('community-gift').count()).toBe(1);
    expect(await page.getByTestId('filter-effect').inputValue()).toBe(original.spec.effectId);
    expect(await lookAtBothSizes(page, 'gift-browse')).toEqual([]);
    // Another Effect: nothing matches, and the page says so.
    const other = Object.keys(giftCatalog.effects).find((id) => id !== original.spec.effectId)!;
    await page.goto(`${app.url}/gifts/community?effect=${other}&cost=6`);
    await page.getByTestId('community-empty').waitFor();
  });

  it('answers the same list as JSON, and refuses an unknown Effect with 400', async () => {
    const query = `effect=${original.spec.effectId}&type=${original.spec.typeId}&cost=1`;
    const page1 = await api<{ items: { id: string; holder: { name: string } }[]; next: string | null }>(
      app.url,
      'GET',
      `/gifts?${query}`,
    );
    expect(page1.items.map((g) => [g.id, g.holder.name])).toEqual([[original.id, 'Wren Halloway']]);
    expect(page1.next).toBeNull();
    const refused = await fetch(`${app.url}/api/v1/gifts?effect=not-an-effect`);
    expect(refused.status).toBe(400);
  });

  it('opens the Gift page, starts from it in the builder prefilled, and saves a new Gift', async () => {
    await page.goto(`${app.url}/gifts/community?effect=${original.spec.effectId}`);
    await page.getByRole('link', { name: original.name }).click();
    await page.waitForURL((url) => url.pathname === `/gifts/${original.id}`);
    await page.getByTestId('used-by-none').waitFor();
    expect(await lookAtBothSizes(page, 'gift-page')).toEqual([]);
    await page.getByTestId('start-from-gift').click();
    await page.waitForURL((url) => url.pathname === '/gifts/builder' && url.searchParams.get('from') === original.id);
    // Every part of the spec comes along: the words, the Effect, the style, the type and the picks.
    expect(await page.getByTestId('gift-name').inputValue()).toBe(original.name);
    expect(await page.getByTestId('gift-tagline').inputValue()).toBe(original.spec.tagline);
    expect(await page.getByTestId('gift-description').inputValue()).toBe(original.spec.description);
    expect(await page.getByTestId(`gift-type-${original.spec.typeId}`).isChecked()).toBe(true);
    expect(await page.getByTestId(`effect-${original.spec.effectId}`).isChecked()).toBe(true);
    expect(await page.getByTestId(`style-${original.spec.styleId}`).isChecked()).toBe(true);
    for (const pick of original.spec.enhancements)
      expect(await page.getByTestId(`enhancement-${pick.id}`).isChecked()).toBe(true);
    for (const pick of original.spec.drawbacks)
      expect(await page.getByTestId(`drawback-${pick.id}`).isChecked()).toBe(true);
    for (const [id, level] of Object.entries(original.spec.parameters))
      expect(await page.getByTestId(`param-${id}`).inputValue()).toBe(level);
    expect(await page.locator('main').innerText()).toContain('Starting from Wren Halloway’s Gift');
    expect(await lookAtBothSizes(page, 'gift-start-from')).toEqual([]);
    await page.getByTestId('gift-name').fill('Ferryman’s Step');
    await page.getByTestId('gift-contractor').selectOption(borrowerId);
    await page.getByTestId('save-gift').last().click();
    await page.getByTestId('gift-saved').waitFor();
    const copyId = new URL(page.url()).pathname.split('/').pop()!;
    expect(copyId).not.toBe(original.id);
    expect(await page.getByTestId('started-from').innerText()).toContain(original.name);
    // The original is untouched, and its page now lists Otto's Contractor under "used by".
    await page.goto(`${app.url}/gifts/${original.id}`);
    expect(await page.locator('h1').innerText()).toBe(original.name);
    expect(await page.getByTestId('used-by').innerText()).toContain('Otto Brask');
    expect(await page.getByTestId('gift-revisions').innerText()).toContain('by @wren');
    expect(await lookAtBothSizes(page, 'gift-page-used')).toEqual([]);
  });
});

describe('Random Gift', () => {
  it('fills the builder in well under 200 ms and brings the preview into view on a phone', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${app.url}/gifts/builder`);
    await page.getByTestId('gift-builder').waitFor();
    // Wait for the page to hydrate (the no-script "Show this Effect's options" button goes away).
    await page.waitForFunction(() => !document.body.innerText.includes('Show this Effect’s options'));
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const ms = await page.evaluate(async () => {
        const name = document.querySelector<HTMLInputElement>('[data-testid="gift-name"]')!;
        const preview = document.getElementById('preview')!;
        // A name no random Gift has, so two rolls that happen to pick the same name still show as a change.
        name.value = 'before the roll';
        name.dispatchEvent(new Event('input', { bubbles: true }));
        const before = name.value;
        const start = performance.now();
        document.querySelector<HTMLButtonElement>('[data-testid="random-gift"]')!.click();
        // Until the name changed and the preview's top is on screen.
        const shown = () => name.value !== before && preview.getBoundingClientRect().top < window.innerHeight;
        while (!shown() && performance.now() - start < 5000) await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - start;
      });
      timings.push(ms);
      const box = await page.getByTestId('builder-preview').boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(-1);
      expect(box!.y).toBeLessThan(PHONE_VIEWPORT.height / 2);
    }
    // The target is 200 ms; a loaded test machine gets some slack, the benchmark holds the real line.
    expect(Math.max(...timings)).toBeLessThan(1000);
    expect(await page.getByTestId('gift-cost').innerText()).toBe('1');
  });
});

describe('without scripts', () => {
  it('filters and pages the community list, and Random Gift lands on its preview', async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    contexts.push(context);
    const plain = await context.newPage();
    await plain.goto(`${app.url}/gifts/community`);
    await plain.getByTestId('filter-effect').selectOption(original.spec.effectId);
    await plain.getByTestId('filter-submit').click();
    await plain.waitForURL((url) => url.searchParams.get('effect') === original.spec.effectId);
    // Wren's Gift and Otto's copy of it, one a page, newest first.
    await plain.goto(`${app.url}/gifts/community?effect=${original.spec.effectId}&limit=1`);
    expect(await plain.getByTestId('community-gifts').innerText()).toContain('Ferryman’s Step');
    await plain.getByTestId('community-older').click();
    await plain.waitForURL((url) => url.searchParams.has('before'));
    expect(await plain.getByTestId('community-gifts').innerText()).toContain(original.name);
    expect(await plain.getByTestId('community-older').count()).toBe(0);
    expect(await plain.getByTestId('community-newest').count()).toBe(1);
    // The builder's Random Gift asks the server, and the answer opens at the preview.
    await plain.goto(`${app.url}/gifts/builder`);
    await plain.getByTestId('random-gift').click();
    await plain.waitForURL((url) => url.hash === '#preview');
    expect(await plain.getByTestId('gift-cost').innerText()).toBe('1');
    const box = await plain.getByTestId('builder-preview').boundingBox();
    expect(Math.abs(box!.y)).toBeLessThan(PHONE_VIEWPORT.height / 2);
  });
});
