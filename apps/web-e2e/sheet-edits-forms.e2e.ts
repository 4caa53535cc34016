import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, sessionToken } from './api-client.js';
import { launchBrowser, screenshot, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// Issue 12, editing a Contractor after creation, clicked through as its owner (on a phone) and as the Leader of its
// home Playgroup (on a desktop): rename and concept, a Limit change that waits for the Leader (withdrawn, asked again,
// approved), an Asset bought after the first Contract (turned down), a purchase beyond the Exp, and retiring.

let app: RunningApp;
let browser: Browser;
let ivyContext: BrowserContext;
let lenaContext: BrowserContext;
let ivy: Page;
let lena: Page;
let ivyToken: string;
let ivyId: string;
let playgroupId: string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Screenshots the page at desktop then phone size (ending on the viewport it started with). */
async function bothSizes(page: Page, name: string): Promise<void> {
  const start = page.viewportSize();
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `edits2-${name}-${size}`);
  }
  if (start) await page.setViewportSize(start);
}

/** Every tap target in `scope` is at least 44 px tall. */
async function expectTall(page: Page, selector: string): Promise<void> {
  for (const box of await page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().height),
    ))
    expect(box).toBeGreaterThanOrEqual(44);
}

/** Learns small Secondary Abilities through the API until less than `limit` Exp is left (a little stays). */
async function spendDownBelow(id: string, limit: number): Promise<void> {
  const names = ['Knots', 'Tides', 'Semaphore', 'Net Mending', 'Pilotage', 'Weather Lore', 'Signal Lamps', 'Rowing'];
  for (let i = 0; ; i += 1) {
    const view = await api<{ exp: { available: number } }>(app.url, 'GET', `/contractors/${id}`, { token: ivyToken });
    if (view.exp.available < limit) return;
    const name = names[i % names.length]!;
    await api(app.url, 'POST', `/contractors/${id}/spend`, {
      token: ivyToken,
      body: { purchase: { kind: 'ability', id: i < names.length ? name : `${name} ${String(i)}` } },
    });
  }
}

const story = (id: string) => `${app.url}/contractors/${id}?tab=story`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ivyContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  lenaContext = await browser.newContext({ viewport: DESKTOP });
  ivy = await ivyContext.newPage();
  lena = await lenaContext.newPage();
  await signUp(ivy, app.url, 'ivy');
  await signUp(lena, app.url, 'lena');
  ivyToken = await sessionToken(app.url, 'ivy');
  const lenaToken = await sessionToken(app.url, 'lena');
  ivyId = (await newContractor(app.url, ivyToken, 'Ivy Marsh')).id;
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: lenaToken, body: { name: 'Harbour Watch' } })
  ).id;
  await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token: ivyToken, body: { action: 'join' } });
  await api(app.url, 'POST', `/playgroups/${playgroupId}/contractors`, {
    token: ivyToken,
    body: { contractorId: ivyId },
  });
  await api(app.url, 'PATCH', `/playgroups/${playgroupId}/contractors/${ivyId}`, {
    token: lenaToken,
    body: { decision: 'approve' },
  });
  const contractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: lenaToken,
      body: { playgroupId, title: 'The Pier', startsAt: '2031-05-02T19:00:00Z' },
    })
  ).id;
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: ivyToken, body: { contractorId: ivyId } });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: lenaToken });
  // Finished, so the sheet is no longer locked: its owner has been on a Contract in the home Playgroup.
  await api(app.url, 'POST', `/contracts/${contractId}/finish`, {
    token: lenaToken,
    body: { outcomes: [{ contractorId: ivyId, outcome: 'failure' }] },
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('editing a Contractor after creation, through the pages', () => {
  it('renames and edits concept, age, residence and appearance from the Story tab', async () => {
    await ivy.goto(story(ivyId));
    await ivy.getByText('Edit name, concept and appearance').click();
    await ivy.getByTestId('concept-name').fill('Ivy Marsh-Cole');
    await ivy.getByTestId('concept-ambition').fill('to buy back the lighthouse');
    await ivy.getByTestId('concept-age').fill('34');
    await ivy.getByTestId('concept-residence').fill('a houseboat on the canal');
    await ivy.getByTestId('concept-appearance').fill('Oilskin coat, a scar through one eyebrow.');
    await bothSizes(ivy, 'concept-form');
    await expectTall(ivy, '[data-testid="concept-form"] input, [data-testid="concept-form"] button');
    await ivy.getByTestId('save-concept').click();
    await ivy.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const view = await api<{ concept: Record<string, string> }>(app.url, 'GET', `/contractors/${ivyId}`, {
      token: ivyToken,
    });
    expect(view.concept).toMatchObject({
      name: 'Ivy Marsh-Cole',
      ambition: 'to buy back the lighthouse',
      age: '34',
      residence: 'a houseboat on the canal',
      appearance: 'Oilskin coat, a scar through one eyebrow.',
    });
    expect(await ivy.locator('h1').innerText()).toContain('Ivy Marsh-Cole');
    expect(await ivy.locator('main').innerText()).toContain('Oilskin coat');
  });

  it('sends a Limit change to the Leader, withdraws it, and asks again', async () => {
    await ivy.goto(story(ivyId));
    await ivy.getByText('Change Limits').click();
    await ivy.getByTestId('limit-1-choice').selectOption('custom');
    await ivy.getByTestId('limit-1-custom').fill('Leaving a crewmate in the water');
    await ivy.getByTestId('save-limits').click();
    await ivy.getByRole('status').filter({ hasText: 'Sent to a Leader' }).waitFor();
    const pending = ivy.getByTestId('pending-changes');
    expect(await pending.innerText()).toContain('waiting for the Leader');
    expect(await pending.innerText()).toContain('Leaving a crewmate in the water');
    // Still the old Limits on the sheet until a Leader approves.
    const before = await api<{ limits: { name: string }[] }>(app.url, 'GET', `/contractors/${ivyId}`, {
      token: ivyToken,
    });
    expect(before.limits.map((l) => l.name)).toEqual(['Anguish', 'Atrocities', 'Murder']);
    await bothSizes(ivy, 'limit-waiting');
    await expectTall(ivy, '[data-testid="pending-changes"] button');
    await pending.getByRole('button', { name: 'Withdraw' }).click();
    await ivy.getByRole('status').filter({ hasText: 'Request withdrawn.' }).waitFor();
    expect(await ivy.getByTestId('pending-changes').count()).toBe(0);
    await ivy.getByText('Change Limits').click();
    await ivy.getByTestId('limit-1-choice').selectOption('custom');
    await ivy.getByTestId('limit-1-custom').fill('Leaving a crewmate in the water');
    await ivy.getByTestId('save-limits').click();
    await ivy.getByTestId('pending-changes').waitFor();
  });

  it('prices Assets at three times their value, refuses beyond the Exp, and files a purchase for the Leader', async () => {
    // The dearest Asset is worth 8, so 24 Exp after creation: leave less than that.
    await spendDownBelow(ivyId, 24);
    await ivy.goto(story(ivyId));
    const available = Number(await ivy.getByTestId('trade-available').innerText());
    // The dearest Asset on offer, beyond the balance or not.
    const options = await ivy
      .getByTestId('buy-asset-choice')
      .locator('option')
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const priced = options.map((o) => ({ ...o, cost: Number(/· (\d+) Exp/.exec(o.text)?.[1]) }));
    const dear = priced.find((o) => o.cost > available);
    expect(dear, 'an Asset beyond the balance').toBeDefined();
    await ivy.getByTestId('buy-asset-choice').selectOption(dear!.value);
    await ivy.getByTestId('buy-asset').click();
    const refused = await ivy.getByTestId('trade-error').innerText();
    expect(refused).toContain(`costs ${dear!.cost} Exp (three times its value)`);
    await bothSizes(ivy, 'asset-refused');
    const cheap = priced.find((o) => o.cost <= available)!;
    await ivy.getByTestId('buy-asset-choice').selectOption(cheap.value);
    await ivy.getByTestId('buy-asset').click();
    await ivy.getByRole('status').filter({ hasText: 'the Exp is taken once approved' }).waitFor();
    expect(await ivy.getByTestId('pending-changes').innerText()).toContain(`for ${cheap.cost} Exp`);
    expect(Number(await ivy.getByTestId('trade-available').innerText())).toBe(available);
  });

  it('lets the Leader see each change and approve or reject it on the Playgroup page', async () => {
    await lena.goto(`${app.url}/playgroups/${playgroupId}`);
    const list = lena.getByTestId('change-requests');
    await list.waitFor();
    const text = await list.innerText();
    expect(text).toContain('Ivy Marsh-Cole');
    expect(text).toContain('asks for new Limits');
    expect(await list.getByTestId('change-limits').innerText()).toContain('Leaving a crewmate in the water');
    expect(text).toContain('Buy the Asset');
    await bothSizes(lena, 'leader-changes');
    await lena.setViewportSize(PHONE);
    await expectTall(lena, '[data-testid="change-requests"] button');
    await lena.setViewportSize(DESKTOP);
    const limits = list.locator('li', { hasText: 'asks for new Limits' }).first();
    await limits.getByTestId('approve-change').click();
    await lena.getByTestId('done').filter({ hasText: 'Change approved' }).waitFor();
    const asset = lena.getByTestId('change-requests').locator('li', { hasText: 'Buy the Asset' }).first();
    await asset.getByRole('textbox').fill('Not this season.');
    await asset.getByTestId('reject-change').click();
    await lena.getByTestId('done').filter({ hasText: 'Change turned down' }).waitFor();
    expect(await lena.getByTestId('change-requests').count()).toBe(0);
    await ivy.goto(story(ivyId));
    expect(await ivy.getByTestId('pending-changes').count()).toBe(0);
    const view = await api<{ limits: { name: string }[]; assets: unknown[] }>(app.url, 'GET', `/contractors/${ivyId}`, {
      token: ivyToken,
    });
    expect(view.limits.map((l) => l.name)).toEqual(['Anguish', 'Leaving a crewmate in the water', 'Murder']);
    expect(view.assets).toEqual([]);
  });

  it('retires after a confirm: the sheet is read-only and My Contractors lists it as retired', async () => {
    await ivy.goto(story(ivyId));
    await ivy.getByText('Retire this Contractor').click();
    await bothSizes(ivy, 'retire-confirm');
    // The box must be ticked (the browser holds the form back until it is).
    await ivy.getByTestId('retire').click();
    expect(await ivy.getByTestId('retired-note').count()).toBe(0);
    await ivy.getByTestId('retire-confirm').check();
    await ivy.getByTestId('retire').click();
    await ivy.getByTestId('retired-note').waitFor();
    for (const form of ['concept-editor', 'limits-editor', 'trade-section', 'retire-section', 'spend-form'])
      expect(await ivy.getByTestId(form).count(), form).toBe(0);
    await bothSizes(ivy, 'retired-sheet');
    await ivy.goto(`${app.url}/contractors`);
    const card = ivy.getByTestId(`contractor-card-${ivyId}`);
    await card.getByTestId('retired-badge').waitFor();
    await bothSizes(ivy, 'retired-list');
  });

  it('after a delete, no part of the page it lands on still names the deleted Contractor', async () => {
    const id = (await newContractor(app.url, ivyToken, 'Quill Fenwick')).id;
    await ivy.goto(story(id));
    await ivy.getByText('Delete this Contractor').click();
    await ivy.getByTestId('confirm-name').fill('Quill Fenwick');
    await ivy.getByTestId('delete').click();
    await ivy.waitForURL((url) => url.pathname === '/contractors');
    // The whole document, hidden parts and the live region that announces page changes included.
    const everything = await ivy.evaluate(() => document.documentElement.outerHTML);
    expect(everything, everything).not.toContain('Quill Fenwick');
  });
});
