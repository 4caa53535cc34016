import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPlatform, setSitePermission } from '@harbinger/platform';
import {
  expectOk,
  grantCredits,
  insertExchangeScenario,
  memoryLogger,
  player,
  TEST_PASSWORD_COST,
} from '@harbinger/platform/testing';
import { launchBrowser, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { alerts, expectAccessible, TEST_PASSWORD } from './user-steps.js';

// Issue 14, the Exchange as its people live it: a writer shares a Scenario with a player and sends it to the
// Exchange; an approver sends it back with a reason, the writer sends it again, the approver approves it and the
// writer sees the 340 credits; a third player finds it on the Exchange by tag and unlocks it with credits. The
// Scenarios and the third player's credits are written into the database before the server starts (the create
// workflow belongs to the core part).

let app: RunningApp;
let browser: Browser;
let dir = '';
let writer: Page;
let approver: Page;
let reader: Page;
let shared: Page;
let scenarioId = '';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const REASON = 'The Mission never says how the crew gets off the pier; add the way out.';

/** Screenshots the page at phone and desktop width (it must never scroll sideways), then puts the size back. */
async function bothSizes(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [size, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
    expect(await scrollsSideways(page), `${name} at ${label} width scrolls sideways`).toBe(false);
  }
  if (before) await page.setViewportSize(before);
}

async function signIn(page: Page, handle: string): Promise<void> {
  await page.goto(`${app.url}/signin`);
  await page.getByLabel('Handle or email').fill(handle);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'harbinger-e2e-exchange-'));
  const dataDir = join(dir, 'pglite');
  const p = await openPlatform({ dataDir, log: memoryLogger(), passwordCost: TEST_PASSWORD_COST });
  try {
    const [w, , , third] = [
      await player(p, 'wren'),
      await player(p, 'abel'),
      await player(p, 'sasha'),
      await player(p, 'tova'),
    ];
    expectOk(await setSitePermission(p, { handle: 'abel', permission: 'approve_scenarios', held: true }));
    scenarioId = await insertExchangeScenario(p, {
      authorId: w!.userId,
      title: 'The Salt Ledger',
      summary: 'A harbour audit is coming, and someone wants one ledger to be lost at sea before it does.',
      tags: ['heist', 'harbour'],
      minPlayers: 3,
      maxPlayers: 5,
      suggestedStatus: 'novice',
      overview: 'The crew steals a ledger from a customs house on the pier.',
      mission: 'Get in through the net loft, find the ledger, get out.',
      aftermath: 'The ledger was a decoy all along.',
      wordCount: 30,
    });
    // Two more on the Exchange already, which the tag filter must leave out.
    for (const title of ['Cold Storage', 'Night Ferry'])
      await insertExchangeScenario(p, {
        authorId: w!.userId,
        title,
        summary: `${title}: a quiet job that is not.`,
        tags: ['horror'],
        exchangeState: 'approved',
        exchangeApprovedAt: new Date(),
      });
    await grantCredits(p, third!.userId, 120);
  } finally {
    await p.close();
  }
  app = await startApp({ dataDir });
  browser = await launchBrowser();
  const phone = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  [writer, approver, reader, shared] = await Promise.all([
    browser.newContext({ viewport: DESKTOP }).then((c) => c.newPage()),
    browser.newContext({ viewport: DESKTOP }).then((c) => c.newPage()),
    browser.newContext(phone).then((c) => c.newPage()),
    browser.newContext(phone).then((c) => c.newPage()),
  ]);
  await signIn(writer, 'wren');
  await signIn(approver, 'abel');
  await signIn(reader, 'tova');
  await signIn(shared, 'sasha');
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the Exchange', () => {
  it('lets the writer share the Scenario with a named player, who is told', async () => {
    await writer.goto(`${app.url}/scenarios/${scenarioId}/share`);
    await expect.poll(() => writer.getByTestId('share-spoils').innerText()).toMatch(/spoiled for them/);
    await writer.getByLabel('Players’ handles').fill('sasha, ghost');
    await writer.getByRole('button', { name: 'Share and spoil it for them' }).click();
    expect(await alerts(writer)).toContain('“ghost”');
    await writer.getByLabel('Players’ handles').fill('sasha');
    await writer.getByRole('button', { name: 'Share and spoil it for them' }).click();
    await writer.getByTestId('share-done').waitFor();
    expect(await writer.getByTestId('shared-with').innerText()).toContain('sasha');
    await expectAccessible(writer, 'exchange-share');
    await bothSizes(writer, 'exchange-share');

    await shared.goto(`${app.url}/notifications`);
    const told = shared.getByRole('link', { name: /shared the Scenario “The Salt Ledger”/ });
    await told.waitFor();
    expect(await told.getAttribute('href')).toBe(`/scenarios/${scenarioId}`);
  });

  it('keeps the approvals queue from those without the permission', async () => {
    const response = await reader.goto(`${app.url}/scenarios/approvals`);
    expect(response?.status()).toBe(403);
    expect(await reader.locator('main, body').first().innerText()).toMatch(/Only Exchange approvers/);
  });

  it('goes through the queue: rejected with a reason, sent again, approved; the writer earns 340 credits', async () => {
    await writer.goto(`${app.url}/scenarios/${scenarioId}/share`);
    await writer.getByTestId('exchange-submit').click();
    await writer.getByTestId('exchange-done').waitFor();
    expect(await writer.getByTestId('exchange-state').innerText()).toBe('Waiting for an approver');

    await approver.goto(`${app.url}/scenarios/approvals`);
    const item = approver.getByTestId(`queued-${scenarioId}`);
    expect(await item.innerText()).toContain('someone wants one ledger to be lost at sea');
    await expectAccessible(approver, 'exchange-approvals');
    await bothSizes(approver, 'exchange-approvals');
    await item.getByRole('link', { name: 'Read the whole write-up' }).click();
    await approver.getByTestId('section-aftermath').waitFor();
    expect(await approver.getByTestId('section-aftermath').innerText()).toContain('decoy');
    await approver.goBack();

    await item.getByRole('button', { name: 'Reject with this reason' }).click();
    expect(await alerts(approver)).toMatch(/say why/);
    await item.getByLabel(/Reason/).fill(REASON);
    await item.getByRole('button', { name: 'Reject with this reason' }).click();
    await approver.getByTestId('queue-empty').waitFor();

    await writer.goto(`${app.url}/scenarios/${scenarioId}/share`);
    expect(await writer.getByTestId('exchange-reason').innerText()).toContain(REASON);
    await writer.getByRole('button', { name: 'Send it again' }).click();
    await writer.getByTestId('exchange-done').waitFor();

    await approver.goto(`${app.url}/scenarios/approvals`);
    await approver.getByTestId(`queued-${scenarioId}`).getByRole('button', { name: 'Approve' }).click();
    expect(await approver.getByTestId('review-done').innerText()).toContain('earned 340 credits');

    await writer.goto(`${app.url}/scenarios/exchange`);
    expect(await writer.getByTestId('credit-balance').innerText()).toContain('340 credits');
    expect(await writer.getByTestId(`exchange-${scenarioId}`).innerText()).toContain('You wrote this one');
  });

  it('lets a third player find it by tag and unlock it with credits', async () => {
    await reader.goto(`${app.url}/scenarios/exchange`);
    expect(await reader.getByTestId('credit-balance').innerText()).toContain('120 credits');
    expect(await reader.getByTestId('exchange-results').locator(':scope > li').count()).toBe(3);
    await reader.getByLabel('Tags').fill('heist');
    await Promise.all([
      reader.waitForURL(/tags=heist/, { waitUntil: 'domcontentloaded' }),
      reader.getByRole('button', { name: 'Search' }).click(),
    ]);
    expect(await reader.getByTestId('exchange-results').locator(':scope > li').count()).toBe(1);
    await expectAccessible(reader, 'exchange-browse');
    await bothSizes(reader, 'exchange-browse');
    await reader.getByTestId(`unlock-${scenarioId}`).click();
    const done = reader.getByTestId('unlock-done');
    await done.waitFor();
    expect(await done.innerText()).toContain('20 credits');
    expect(await done.getByRole('link', { name: 'Read it now' }).getAttribute('href')).toBe(`/scenarios/${scenarioId}`);
    await reader.goto(`${app.url}/scenarios/exchange?tags=heist`);
    await reader.getByTestId(`read-${scenarioId}`).waitFor();
    // Another unlock with 20 credits left says how many there are.
    await reader.goto(`${app.url}/scenarios/exchange?tags=horror`);
    await reader
      .getByRole('button', { name: /Unlock for 100 credits/ })
      .first()
      .click();
    expect(await alerts(reader)).toContain('you have 20');
  });
});
