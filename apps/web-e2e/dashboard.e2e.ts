import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, newContractor, newPlayer, sessionToken } from './api-client.js';
import { launchBrowser, phoneContext, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { expectAccessible, signUp, TEST_PASSWORD } from './user-steps.js';

// The signed-in home page is a dashboard: a new player is told what to do first; a player who leads a Playgroup,
// GMs and plays sees their next Contracts, what waits for their decision, unread notifications and the Exp their
// Contractors can spend, on a phone and on a desktop.

let app: RunningApp;
let browser: Browser;
let phone: Page;
let desktop: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  phone = await (await phoneContext(browser)).newPage();
  desktop = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(page: Page, handle: string): Promise<void> {
  await page.goto(`${app.url}/signin`);
  await page.getByLabel('Handle or email').fill(handle);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

describe('the dashboard', () => {
  it('tells a new player what to do first', async () => {
    await signUp(phone, app.url, 'nova');
    await phone.goto(`${app.url}/`);
    const start = phone.getByTestId('getting-started');
    await start.getByRole('link', { name: 'Build a Contractor' }).waitFor();
    await start.getByRole('link', { name: 'Find or found a Playgroup' }).waitFor();
    expect(await phone.getByTestId('next-contracts').innerText()).toContain('Nothing on your calendar.');
    expect(await phone.getByTestId('unread').innerText()).toContain('You are all caught up.');
    expect(await scrollsSideways(phone)).toBe(false);
    await expectAccessible(phone, 'dashboard-empty-phone');
    await signIn(desktop, 'nova');
    await desktop.goto(`${app.url}/`);
    await expectAccessible(desktop, 'dashboard-empty-desktop');
  });

  it('shows next Contracts, approvals, unread notifications and Exp to spend', async () => {
    const nova = await sessionToken(app.url, 'nova');
    const mine = (await newContractor(app.url, nova, 'Ada Quill')).id;
    const group = (await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: nova, body: { name: 'Ashes' } }))
      .id;
    await api(app.url, 'POST', `/playgroups/${group}/contractors`, { token: nova, body: { contractorId: mine } });
    await api(app.url, 'PATCH', `/playgroups/${group}/contractors/${mine}`, {
      token: nova,
      body: { decision: 'approve' },
    });
    const kim = await newPlayer(app.url, 'kim');
    await api(app.url, 'POST', `/playgroups/${group}/members`, { token: kim, body: { action: 'join' } });
    const kims = (await newContractor(app.url, kim, 'Bo Vance')).id;
    await api(app.url, 'POST', `/playgroups/${group}/contractors`, { token: kim, body: { contractorId: kims } });
    const week = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const played = await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: kim,
      body: { playgroupId: group, title: 'Salt and Iron', startsAt: week(3) },
    });
    await api(app.url, 'POST', `/contracts/${played.id}/rsvp`, { token: nova, body: { contractorId: mine } });
    await api(app.url, 'POST', '/contracts', {
      token: nova,
      body: { playgroupId: group, title: 'The Lighthouse', startsAt: week(10), capacity: 4 },
    });

    await phone.goto(`${app.url}/`);
    expect(await phone.getByTestId('getting-started').count()).toBe(0);
    const next = await phone.getByTestId('next-contracts').innerText();
    expect(next).toContain('Salt and Iron');
    expect(next).toContain('with Ada Quill');
    expect(next).toContain('The Lighthouse');
    expect(next).toContain('0 of 4 seats taken');
    expect(next).toContain('(UTC)');
    const approvals = await phone.getByTestId('approvals').innerText();
    expect(approvals).toContain('Approve Bo Vance');
    expect(approvals).toContain('@kim’s Contractor waits to join Ashes');
    expect(await phone.getByTestId('unread').innerText()).toContain('Salt and Iron');
    const spend = phone.getByTestId('spendable');
    await spend.getByRole('link', { name: 'Ada Quill' }).waitFor();
    expect(await spend.getByRole('link', { name: 'Ada Quill' }).getAttribute('href')).toBe(
      `/contractors/${mine}?tab=story`,
    );
    expect(await scrollsSideways(phone)).toBe(false);
    await expectAccessible(phone, 'dashboard-phone');
    await desktop.goto(`${app.url}/`);
    await expectAccessible(desktop, 'dashboard-desktop');
  });

  it('keeps the welcome page for visitors', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${app.url}/`);
    await visitor.getByRole('link', { name: 'Create an account' }).waitFor();
    expect(await visitor.getByTestId('next-contracts').count()).toBe(0);
  });
});
