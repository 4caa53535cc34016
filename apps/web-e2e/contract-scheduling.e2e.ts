import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, newContractor, newPlayer, sessionToken } from './api-client.js';
import { launchBrowser, screenshotDir, seriousAxeViolations, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// Issue 13, "Scheduling and recording": the RSVP menu says which Contractors may come and why the others may not, a
// full Contract keeps a line and seats the first in it when a seat frees, a Free Agent visits a few Contracts, and
// the GM cannot move a Contract into the past.

let app: RunningApp;
let browser: Browser;
let annContext: BrowserContext;
let gwenContext: BrowserContext;
let ann: Page;
let gwen: Page;
let annToken: string;
let gwenToken: string;
let bobToken: string;
let playgroupId: string;
const ids: Record<string, string> = {};

const STARTS_AT = '2031-03-14T19:00:00.000Z';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Saves the whole page under the screenshots folder. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** Screenshots a page at desktop and phone sizes and checks axe on both; ends on the size it started with. */
async function bothSizes(page: Page, name: string, end = PHONE, fullPage = true): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `scheduling-${name}-${size}`, fullPage);
    expect(await seriousAxeViolations(page), `${name} (${size})`).toEqual([]);
  }
  await page.setViewportSize(end);
}

/** Every control of `testId` is at least a finger tall on a phone. */
async function tallEnough(page: Page, selector: string): Promise<void> {
  for (const box of await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
    expect(box.height, selector).toBeGreaterThanOrEqual(44);
}

const schedule = (body: Record<string, unknown>) =>
  api<{ id: string; version: number }>(app.url, 'POST', '/contracts', {
    token: gwenToken,
    body: { playgroupId, startsAt: STARTS_AT, ...body },
  });

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
  bobToken = await newPlayer(app.url, 'bob');
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: gwenToken, body: { name: 'Night Shift' } })
  ).id;
  for (const token of [annToken, bobToken])
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token, body: { action: 'join' } });
  const bring = async (token: string, name: string, decision?: Record<string, unknown>) => {
    const id = (await newContractor(app.url, token, name)).id;
    ids[name] = id;
    await api(app.url, 'POST', `/playgroups/${playgroupId}/contractors`, { token, body: { contractorId: id } });
    if (decision)
      await api(app.url, 'PATCH', `/playgroups/${playgroupId}/contractors/${id}`, { token: gwenToken, body: decision });
  };
  await bring(annToken, 'Ann Vale', { decision: 'approve' });
  await bring(annToken, 'Bo Reyes');
  await bring(annToken, 'Dee Marsh', { decision: 'request_changes', message: 'One Asset too many.' });
  ids['Drifter'] = (await newContractor(app.url, annToken, 'Drifter')).id;
  await bring(bobToken, 'Bob Kell', { decision: 'approve' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('scheduling and answering Contracts', () => {
  it('lists the Contractors that may come first, and the others with the reason and the way out', async () => {
    const { id } = await schedule({ title: 'The Lighthouse', ringersAllowed: false });
    await ann.goto(`${app.url}/contracts/${id}`);
    const form = ann.getByTestId('rsvp-form');
    expect(await form.getByTestId('rsvp-choice-Ann Vale').count()).toBe(1);
    expect(await form.getByTestId('rsvp-choice-Drifter').innerText()).toContain('Free Agent: 3 more Contracts');
    expect(await form.getByTestId('rsvp-choice-ringer').count()).toBe(0);
    const barred = ann.getByTestId('rsvp-ineligible');
    expect(await barred.getByTestId('rsvp-ineligible-Bo Reyes').innerText()).toContain('waits for approval');
    const dee = barred.getByTestId('rsvp-ineligible-Dee Marsh');
    expect(await dee.innerText()).toContain('asked for changes');
    expect(await dee.getByRole('link').getAttribute('href')).toBe(`/contractors/${ids['Dee Marsh']}?tab=story`);
    expect(await barred.getByTestId('rsvp-ineligible-ringer').innerText()).toContain('does not take Ringers');
    await tallEnough(ann, '[data-testid="rsvp-form"] label');
    await bothSizes(ann, 'rsvp-menu');
    // The page and the API read the same menu.
    const menu = await api<{ contractors: { name: string; eligible: boolean }[] }>(
      app.url,
      'GET',
      `/contracts/${id}/rsvp-options`,
      { token: annToken },
    );
    expect(menu.contractors.filter((k) => k.eligible).map((k) => k.name)).toEqual(['Ann Vale', 'Drifter']);
    // A Free Agent comes as a visitor.
    await form.getByTestId('rsvp-choice-Drifter').click();
    await ann.getByTestId('rsvp-submit').click();
    await ann.getByTestId('done').waitFor();
    expect(await ann.getByTestId('attendee-ann').innerText()).toContain('visiting');
  });

  it('a full Contract offers the line; the first in line is seated and told when a seat frees', async () => {
    const { id } = await schedule({ title: 'The Quiet Room', capacity: 1 });
    await api(app.url, 'POST', `/contracts/${id}/rsvp`, { token: bobToken, body: { contractorId: ids['Bob Kell'] } });
    await ann.goto(`${app.url}/contracts/${id}`);
    expect(await ann.getByTestId('full-notice').innerText()).toContain('The one seat is taken');
    await bothSizes(ann, 'full-contract');
    await ann.getByTestId('join-waitlist').click();
    await ann.getByTestId('waitlist-notice').waitFor();
    expect(await ann.getByTestId('waitlist-place').innerText()).toBe('You are next in line');
    await bothSizes(ann, 'waitlist-place');
    await gwen.goto(`${app.url}/contracts/${id}`);
    expect(await gwen.getByTestId('waitlist-line').innerText()).toContain('@ann — Ann Vale');
    await api(app.url, 'DELETE', `/contracts/${id}/rsvp`, { token: bobToken });
    await ann.reload();
    expect(await ann.getByTestId('attendee-ann').innerText()).toContain('Ann Vale');
    expect(await ann.getByTestId('withdraw').count()).toBe(1);
    const notes = await api<{ items: { kind: string; message: string }[] }>(app.url, 'GET', '/notifications', {
      token: annToken,
    });
    expect(notes.items[0]).toMatchObject({ kind: 'waitlist_seated' });
  });

  it('the Free Agent’s sheet counts its visits and links to bringing it into a Playgroup', async () => {
    await ann.goto(`${app.url}/contractors/${ids['Drifter']}`);
    // The play tab keeps to one line in the byline (play starts on the first screen); the Story tab explains.
    expect(await ann.getByTestId('free-agent-badge').innerText()).toBe('Free Agent: 2 visits left');
    expect(await ann.getByTestId('free-agent-notice').count()).toBe(0);
    await ann.getByTestId('free-agent-badge').click();
    await ann.waitForURL(/tab=story/u);
    const notice = ann.getByTestId('free-agent-notice');
    expect(await notice.innerText()).toContain('can visit 2 more Contracts before it needs a home Playgroup');
    expect(await ann.getByTestId('free-agent-home-link').getAttribute('href')).toBe('/playgroups');
    await tallEnough(ann, '[data-testid="free-agent-home-link"]');
    // The sheet is long: the first screen is what matters here.
    await bothSizes(ann, 'free-agent', PHONE, false);
  });

  it('refuses a start in the past, by the field, when scheduling and when editing; an edit tells the seated', async () => {
    await gwen.goto(`${app.url}/contracts/new`);
    await gwen.locator('#c-title').fill('Too late');
    await gwen.locator('#c-start').fill('2020-01-10T19:00');
    await gwen.getByRole('button', { name: 'Schedule' }).click();
    await gwen.locator('.field-error').first().waitFor();
    expect(await gwen.locator('.field-error').first().innerText()).toContain('already passed');
    await bothSizes(gwen, 'new-past-time', DESKTOP);
    const { id } = await schedule({ title: 'The Long Night' });
    await api(app.url, 'POST', `/contracts/${id}/rsvp`, { token: annToken, body: { contractorId: ids['Ann Vale'] } });
    await gwen.goto(`${app.url}/contracts/${id}`);
    await gwen.getByTestId('edit-contract').locator('summary').click();
    expect(await gwen.getByTestId('edit-consequences').innerText()).toContain('The seated player is told');
    await gwen.locator('#c-start').fill('2020-01-10T19:00');
    await gwen.getByTestId('edit-save').click();
    await gwen.getByTestId('edit-form').locator('.field-error').waitFor();
    expect(await gwen.getByTestId('edit-contract').getAttribute('open')).not.toBeNull();
    expect(await gwen.locator('#c-start').getAttribute('aria-invalid')).toBe('true');
    await bothSizes(gwen, 'edit-past-time', DESKTOP);
    // A real change goes through and reaches the seated player in words.
    await gwen.locator('#c-start').fill('2031-03-21T19:00');
    await gwen.locator('#c-capacity').fill('3');
    await gwen.getByTestId('edit-save').click();
    await gwen.getByTestId('done').waitFor();
    const notes = await api<{ items: { kind: string; message: string }[] }>(app.url, 'GET', '/notifications', {
      token: annToken,
    });
    expect(notes.items[0]!.kind).toBe('contract_changed');
    expect(notes.items[0]!.message).toContain('Fri 21 Mar 2031, 19:00');
    expect(notes.items[0]!.message).toContain('3 seats');
  });
});
