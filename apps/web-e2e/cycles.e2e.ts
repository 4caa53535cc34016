import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, homedContractor, sessionToken } from './api-client.js';
import { join } from 'node:path';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  PHONE_VIEWPORT,
  screenshotDir,
  startApp,
  type RunningApp,
} from './harness.js';
import { signUp } from './user-steps.js';

// Issue 15, "Downtime and Cycles": a GM schedules a Cycle of two Contracts from the schedule form; the Contract page
// tells players its place in the Cycle; after the first, the player's sheet says why Exp waits and refuses the spend;
// after the last, spending works again.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gwen: Page;
let ann: Page;
const tokens: Record<string, string> = {};
let playgroupId: string;
let annK: string;
const contractIds: string[] = [];

const PHONE = PHONE_VIEWPORT;
const DESKTOP = DESKTOP_VIEWPORT;

/** Screenshots the page at both sizes; a reader must trip on nothing at either. */
async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await lookAtBothSizes(page, `cycles-${name}`)).toEqual([]);
}

/** Fills the schedule form for Gwen's Playgroup and submits it; answers the new Contract's id. */
async function scheduleFromForm(title: string, startsAt: string, cycle: { value?: string; label?: RegExp }) {
  await gwen.goto(`${app.url}/contracts/new?playgroup=${playgroupId}`);
  await gwen.locator('#c-title').fill(title);
  await gwen.locator('#c-start').fill(startsAt);
  const select = gwen.getByTestId('cycle-select');
  if (cycle.value) await select.selectOption(cycle.value);
  else {
    const label = await select.locator('option').filter({ hasText: cycle.label! }).first().innerText();
    await select.selectOption({ label });
  }
  await gwen.getByRole('button', { name: 'Schedule' }).click();
  await gwen.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
  return gwen.url().split('/').pop()!;
}

async function play(contractId: string): Promise<void> {
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: tokens.ann, body: { contractorId: annK } });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: tokens.gwen });
  await api(app.url, 'POST', `/contracts/${contractId}/finish`, {
    token: tokens.gwen,
    body: { outcomes: [{ contractorId: annK, outcome: 'victory' }] },
  });
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  for (const handle of ['gwen', 'ann']) {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await signUp(page, app.url, handle);
    tokens[handle] = await sessionToken(app.url, handle);
    if (handle === 'gwen') gwen = page;
    else ann = page;
  }
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.gwen, body: { name: 'Night Shift' } })
  ).id;
  await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token: tokens.ann, body: { action: 'join' } });
  annK = await homedContractor(
    app.url,
    { playgroupId, ownerToken: tokens.ann!, leaderToken: tokens.gwen! },
    'Ada Quill',
  );
}, 600_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await app?.stop();
});

describe('Contract Cycles', () => {
  it('the GM declares a Cycle of two while scheduling, and players are told each Contract’s place', async () => {
    await gwen.goto(`${app.url}/contracts/new?playgroup=${playgroupId}`);
    await gwen.getByTestId('cycle-field').waitFor();
    await bothSizes(gwen, 'schedule-form');
    await gwen.getByTestId('cycle-length').fill('2');
    contractIds.push(await scheduleFromForm('The Long Night, part one', '2031-03-14T19:00', { value: 'new' }));
    expect(await gwen.getByTestId('cycle-notice').innerText()).toContain('Contract 1 of a Cycle of 2');
    contractIds.push(
      await scheduleFromForm('The Long Night, part two', '2031-03-21T19:00', { label: /The Long Night, part one/ }),
    );
    expect(await gwen.getByTestId('cycle-notice').innerText()).toContain('Contract 2 of a Cycle of 2');
    // The Cycle is full: the form no longer offers it.
    await gwen.goto(`${app.url}/contracts/new?playgroup=${playgroupId}`);
    expect(await gwen.getByTestId('cycle-select').locator('option').count()).toBe(2);

    await ann.goto(`${app.url}/contracts/${contractIds[0]}`);
    expect(await ann.getByTestId('cycle-notice').innerText()).toContain('Contract 1 of a Cycle of 2');
    expect(await ann.getByTestId('rsvp-cycle-note').innerText()).toContain('Exp waits');
    await bothSizes(ann, 'contract-page');
  });

  it('after the first Contract the sheet says why Exp waits and refuses the spend; after the last it spends', async () => {
    await play(contractIds[0]!);
    await ann.goto(`${app.url}/contractors/${annK}?tab=story`);
    const lock = ann.getByTestId('spend-lock');
    expect(await lock.innerText()).toContain('In a Cycle: 1 of 2 Contracts played — spend Exp after the last.');
    const available = await ann.getByTestId('spend-available').innerText();
    await ann.getByTestId('raise-ability-athletics').click();
    await ann.getByTestId('spend-error').waitFor();
    expect(await ann.getByTestId('spend-error').innerText()).toContain('In a Cycle: 1 of 2 Contracts played');
    expect(await ann.getByTestId('spend-available').innerText()).toBe(available);
    await bothSizes(ann, 'sheet-refused');
    // The Spend Exp panel alone on a phone, where the full page is too tall to read.
    await ann.setViewportSize(PHONE);
    await ann.locator('section[aria-labelledby="spend-title"]').screenshot({
      path: join(screenshotDir, 'cycles-spend-panel-phone.png'),
    });
    await ann.setViewportSize(DESKTOP);

    await play(contractIds[1]!);
    await ann.goto(`${app.url}/contractors/${annK}?tab=story`);
    expect(await ann.getByTestId('spend-lock').count()).toBe(0);
    const after = Number(await ann.getByTestId('spend-available').innerText());
    await ann.getByTestId('raise-ability-athletics').click();
    // Athletics 2 → 3 costs 4 Exp.
    await expect.poll(async () => Number(await ann.getByTestId('spend-available').innerText())).toBe(after - 4);
  });
});
