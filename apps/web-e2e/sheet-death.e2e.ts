import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, sessionToken } from './api-client.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, screenshotDir, seriousAxeViolations, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// Issue 12, "Death, Incapacitated and Exertion": a Contractor played on a phone and a desktop through a Contract that
// goes badly. Exertion resets after each roll; Body at 0 makes rolls fail by themselves; Body below 0 waits for the
// GM, who confirms the death; the dead are read-only everywhere, and voiding the Contract brings them back.

let app: RunningApp;
let browser: Browser;
let annContext: BrowserContext;
let gwenContext: BrowserContext;
let ann: Page;
let gwen: Page;
let annToken: string;
let gwenToken: string;
let annId: string;
let boId: string;
let contractId: string;

const STARTS_AT = '2031-03-14T19:00:00.000Z';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The API's answer, refusals included, as { status, json }. */
async function raw(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Saves what the screen shows (the first screen, as a player sees it) under the screenshots folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Screenshots a page at phone and desktop sizes (ending on the phone) and checks axe on both. */
async function bothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `death-${name}-${size}`);
    expect(await seriousAxeViolations(page), `${name} (${size})`).toEqual([]);
  }
}

const sheet = (id: string) => `${app.url}/contractors/${id}`;
const contractor = (id: string) =>
  api<Record<string, unknown>>(app.url, 'GET', `/contractors/${id}`, { token: annToken });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  annContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  gwenContext = await browser.newContext({ viewport: DESKTOP });
  ann = await annContext.newPage();
  gwen = await gwenContext.newPage();
  await signUp(ann, app.url, 'ann');
  await signUp(gwen, app.url, 'gwen');
  annToken = await sessionToken(app.url, 'ann');
  gwenToken = await sessionToken(app.url, 'gwen');
  annId = (await newContractor(app.url, annToken, 'Ann Vale')).id;
  boId = (await newContractor(app.url, annToken, 'Bo Reyes')).id;
  const playgroup = await api<{ id: string }>(app.url, 'POST', '/playgroups', {
    token: gwenToken,
    body: { name: 'Night Shift' },
  });
  await api(app.url, 'POST', `/playgroups/${playgroup.id}/members`, { token: annToken, body: { action: 'join' } });
  await api(app.url, 'POST', `/playgroups/${playgroup.id}/contractors`, {
    token: annToken,
    body: { contractorId: annId },
  });
  await api(app.url, 'PATCH', `/playgroups/${playgroup.id}/contractors/${annId}`, {
    token: gwenToken,
    body: { decision: 'approve' },
  });
  contractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: gwenToken,
      body: { playgroupId: playgroup.id, title: 'The Lighthouse', startsAt: STARTS_AT },
    })
  ).id;
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: annToken, body: { contractorId: annId } });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: gwenToken });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('death, incapacity and exertion on the sheet', () => {
  it('resets the Exert choice after every roll, and the exertion costs 1 Mind damage', async () => {
    await ann.goto(sheet(annId));
    const before = (await contractor(annId)).mindDamage as number;
    await ann.getByTestId('roll-button-dodge').first().click();
    await ann.getByTestId('roll-exert').check();
    await ann.getByTestId('roll-submit').click();
    await ann.getByTestId('roll-result').waitFor();
    expect(await ann.getByTestId('roll-description').innerText()).toContain('exerting added 1 Mind damage');
    await expect.poll(() => ann.getByTestId('roll-exert').isChecked()).toBe(false);
    expect((await contractor(annId)).mindDamage).toBe(before + 1);
    await screenshot(ann, 'death-exert-reset-phone');
    // A second roll without touching the box does not exert.
    await ann.getByTestId('roll-submit').click();
    await expect.poll(async () => (await contractor(annId)).mindDamage).toBe(before + 1);
  });

  it('with Body at exactly 0, says so and every roll fails by itself', async () => {
    // Body 7 (Brawn 3): a Severity-7 Injury leaves exactly 0.
    await api(app.url, 'POST', `/contractors/${boId}/injuries`, { token: annToken, body: { severity: 7 } });
    await ann.goto(sheet(boId));
    expect(await ann.getByTestId('death-banner').getAttribute('data-state')).toBe('body_spent');
    expect(await ann.getByTestId('death-banner').innerText()).toContain('Incapacitated: Body at 0');
    await ann.getByTestId('roll-button-dodge').first().click();
    expect(await ann.getByTestId('roll-incapacitated').innerText()).toContain('fails by itself');
    expect(await ann.getByTestId('roll-exert').count()).toBe(0);
    // No odds for a roll that cannot succeed; the button says what it will do.
    expect(await ann.getByTestId('odds-panel').count()).toBe(0);
    expect(await ann.getByTestId('roll-submit').innerText()).toBe('Record the automatic failure');
    await ann.getByTestId('roll-submit').click();
    await ann.getByTestId('roll-result').waitFor();
    expect(await ann.getByTestId('roll-outcome').innerText()).toBe('0');
    expect(await ann.getByTestId('roll-description').innerText()).toContain('Automatic failure: Body is at 0');
    await bothSizes(ann, 'incapacitated');
    // One more wound takes Bo below 0 with no Contract running: nobody confirms it here, the GM records it later.
    await api(app.url, 'POST', `/contractors/${boId}/injuries`, { token: annToken, body: { severity: 1 } });
    await ann.goto(sheet(boId));
    const banner = ann.getByTestId('death-banner');
    expect(await banner.getAttribute('data-state')).toBe('body_below_zero');
    expect(await banner.innerText()).toContain('its GM records the death when the Contract is recorded');
    expect(await ann.getByTestId('confirm-death').count()).toBe(0);
    await bothSizes(ann, 'below-zero-no-contract');
  });

  it('with Body below 0, waits for the GM of the Contract, who confirms the death dated by the Contract', async () => {
    await api(app.url, 'POST', `/contractors/${annId}/injuries`, { token: annToken, body: { severity: 12 } });
    await ann.goto(sheet(annId));
    const banner = ann.getByTestId('death-banner');
    expect(await banner.getAttribute('data-state')).toBe('body_below_zero');
    expect(await banner.innerText()).toContain('dead unless the GM rules otherwise');
    expect(await banner.innerText()).toContain('the GM of “The Lighthouse”');
    expect(await ann.getByTestId('confirm-death').count()).toBe(0);
    expect(await raw('POST', `/contractors/${annId}/death`, annToken, {})).toMatchObject({
      status: 403,
      json: { error: { code: 'forbidden' } },
    });
    await bothSizes(ann, 'body-below-zero');
    // Ann keeps the roll panel open while the GM decides.
    await ann.getByTestId('roll-button-dodge').first().click();
    await ann.getByTestId('roll-panel').waitFor();

    await gwen.goto(sheet(annId));
    await gwen.getByTestId('confirm-death').click();
    await gwen.getByTestId('death-confirmed').waitFor();
    expect(await gwen.getByTestId('death-banner').getAttribute('data-state')).toBe('dead');
    expect(await gwen.getByTestId('death-banner').innerText()).toContain('Fri 14 Mar 2031');
    await bothSizes(gwen, 'gm-confirmed');

    // Ann's stale panel: the server refuses the roll (409 contractor_dead) and the sheet comes back read-only, with
    // the banner saying why, never a crash.
    const answered = ann.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/roll'));
    await ann.getByTestId('roll-submit').click();
    await answered;
    await screenshot(ann, 'death-stale-roll-refused-phone');
    expect((await answered).status()).toBeLessThan(500);
    await expect.poll(() => ann.getByTestId('death-banner').getAttribute('data-state')).toBe('dead');
    expect(await ann.getByTestId('death-banner').innerText()).toContain('Ann Vale is dead');
  });

  it('is dead everywhere: sheet, API, My Contractors, profile, Graveyard and roster; read-only', async () => {
    const view = await contractor(annId);
    expect(view).toMatchObject({ dead: true, diedAt: STARTS_AT });
    await ann.goto(sheet(annId));
    expect(await ann.getByTestId('death-banner').innerText()).toContain('Ann Vale is dead');
    expect(await ann.getByTestId('roll-button-dodge').count()).toBe(0);
    await bothSizes(ann, 'dead-sheet');
    for (const [path, body] of [
      [`/contractors/${annId}/injuries`, { severity: 1 }],
      [`/contractors/${annId}`, { version: view.version, notes: 'one more try' }],
    ] as const) {
      const refused = await raw(path.endsWith('injuries') ? 'POST' : 'PATCH', path, annToken, body);
      expect(refused).toMatchObject({ status: 409, json: { error: { code: 'contractor_dead' } } });
    }
    const list = await api<{ id: string; dead: boolean; diedAt: string | null }[]>(app.url, 'GET', '/contractors', {
      token: annToken,
    });
    expect(list.find((c) => c.id === annId)).toMatchObject({ dead: true, diedAt: STARTS_AT });

    await ann.goto(`${app.url}/contractors`);
    const card = ann.getByTestId(`contractor-card-${annId}`);
    expect(await card.getByTestId('dead-badge').innerText()).toBe('Dead');
    expect(await card.getByTestId('died-on').innerText()).toContain('2031');
    expect(await ann.getByTestId(`contractor-card-${boId}`).getByTestId('dead-badge').count()).toBe(0);
    await bothSizes(ann, 'my-contractors');
    await gwen.goto(`${app.url}/u/ann`);
    expect(await gwen.getByTestId(`contractor-card-${annId}`).getByTestId('dead-badge').count()).toBe(1);
    await gwen.goto(`${app.url}/graveyard`);
    expect(await gwen.getByTestId(`grave-${annId}`).innerText()).toContain('2031');

    const next = await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: gwenToken,
      body: { playgroupId: (await playgroupOf()).id, title: 'After the funeral', startsAt: '2031-04-01T19:00:00Z' },
    });
    expect(await raw('POST', `/contracts/${next.id}/rsvp`, annToken, { contractorId: annId })).toMatchObject({
      status: 409,
      json: { error: { code: 'contractor_dead' } },
    });
  });

  it('voiding the Contract brings everything back', async () => {
    await api(app.url, 'POST', `/contracts/${contractId}/finish`, {
      token: gwenToken,
      body: { outcomes: [{ contractorId: annId, outcome: 'death' }] },
    });
    await api(app.url, 'POST', `/contracts/${contractId}/void`, {
      token: gwenToken,
      body: { reason: 'A misread rule.' },
    });
    expect(await contractor(annId)).toMatchObject({ dead: false, diedAt: null });
    await ann.goto(`${app.url}/contractors`);
    expect(await ann.getByTestId(`contractor-card-${annId}`).getByTestId('dead-badge').count()).toBe(0);
    await ann.goto(sheet(annId));
    // Alive again, still with Body below 0: the GM's word is needed again, and nothing is read-only.
    expect(await ann.getByTestId('death-banner').getAttribute('data-state')).toBe('body_below_zero');
    expect(await ann.getByTestId('roll-button-dodge').count()).toBeGreaterThan(0);
    expect((await raw('POST', `/contractors/${annId}/injuries`, annToken, { severity: 1 })).status).toBe(201);
  });
});

/** The Playgroup Gwen leads. */
async function playgroupOf(): Promise<{ id: string }> {
  const contract = await api<{ playgroup: { id: string } }>(app.url, 'GET', `/contracts/${contractId}`, {
    token: gwenToken,
  });
  return contract.playgroup;
}
