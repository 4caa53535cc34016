import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newPlayer } from './api-client.js';
import { join } from 'node:path';
import { launchBrowser, screenshotDir, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { TEST_PASSWORD, expectAccessible, signUp } from './user-steps.js';

// Playgroup privacy and Find Playgroups as players meet them: listed Playgroups found with filters (pitch rendered,
// next open Contract, community link), an unlisted one showing outsiders its name only (page, API, calendar and its
// Contract's page), a member's secret calendar address, the listing settings, and the small defects of this area
// (raw Markdown on the join page and in the list, a repeated id on the settings page).

let app: RunningApp;
let browser: Browser;
let desktop: BrowserContext;
let phone: BrowserContext;

let lena = '';
let listedId = '';
let hiddenId = '';
let hiddenContractId = '';
let hiddenInvite = '';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  lena = await newPlayer(app.url, 'lena_lead');
  const listed = await api<{ id: string }>(app.url, 'POST', '/playgroups', {
    token: lena,
    body: {
      name: 'Harbour Lights',
      description: 'We play **every** Friday night. _Bring snacks._',
      listing: {
        listed: true,
        pitch: 'A smugglers’ port where **every** favour is a debt.\n- short, sharp Contracts\n- new players welcome',
        setting: 'A fog-bound harbour town, 1920s.',
        creationNotes: 'No *mind-control* Gifts, please.',
        communityLink: 'https://discord.gg/harbour-lights',
        meets: 'online',
        timeZone: 'Europe/Paris',
        statusMin: 'newbie',
        statusMax: 'seasoned',
      },
    },
  });
  listedId = listed.id;
  await api(app.url, 'POST', '/contracts', {
    token: lena,
    body: { playgroupId: listedId, title: 'The Lantern Run', startsAt: inAWeek(), capacity: 4 },
  });
  await api(app.url, 'POST', '/playgroups', {
    token: lena,
    body: {
      name: 'Dockside Irregulars',
      listing: { listed: true, meets: 'in_person', timeZone: 'America/New_York', statusMin: 'veteran' },
    },
  });
  const hidden = await api<{ id: string; inviteToken: string }>(app.url, 'POST', '/playgroups', {
    token: lena,
    body: {
      name: 'Back Room',
      description: 'Our **secret** plans.',
      membership: 'invite',
      listing: { pitch: 'Quiet games for **old friends**.' },
    },
  });
  hiddenId = hidden.id;
  hiddenInvite = hidden.inviteToken;
  await api(app.url, 'POST', `/playgroups/${hiddenId}/events`, {
    token: lena,
    body: { title: 'The vault opened', body: 'Nobody knows who.' },
  });
  hiddenContractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: lena,
      body: { playgroupId: hiddenId, title: 'Behind the Curtain', startsAt: inAWeek(), lookingForPlayers: true },
    })
  ).id;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A new page of `context`, signed in as `handle` through the form. */
async function signedIn(context: BrowserContext, handle: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}/signin`);
  await page.getByLabel('Handle or email').fill(handle);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return page;
}

/** Every id that appears more than once on the page. */
async function repeatedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

/** True when every button, link-button, select and text field on the page is at least 44 px tall. */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    return [...root.querySelectorAll('button, a.button, select, input:not([type=checkbox]):not([type=radio])')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
      .map((el) => el.outerHTML.slice(0, 80));
  }, scope);
}

describe('Find Playgroups', () => {
  it('lists only listed Playgroups, filters them, and shows the pitch as Markdown with the next open Contract', async () => {
    const page = await desktop.newPage();
    await page.goto(`${app.url}/playgroups`);
    await page.getByTestId('find-link').click();
    await page.waitForURL(/\/playgroups\/find/);
    const results = page.getByTestId('find-results');
    await expect.poll(() => results.locator('h2').allInnerTexts()).toEqual(['Dockside Irregulars', 'Harbour Lights']);
    expect(await page.content()).not.toContain('Back Room');

    await page.getByLabel('Meets').selectOption('online');
    await page.getByLabel('My Contractor’s Status').selectOption('novice');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/meets=online/);
    expect(await results.locator('h2').allInnerTexts()).toEqual(['Harbour Lights']);
    const card = page.getByTestId(`found-${listedId}`);
    expect(await card.getByTestId('pitch').locator('strong').innerText()).toBe('every');
    expect(await card.getByTestId('pitch').innerText()).not.toContain('**');
    expect(await card.getByTestId('next-open').innerText()).toContain('The Lantern Run');
    expect(await card.getByTestId('next-open').innerText()).toContain('4 seats free');
    expect(await card.getByRole('link', { name: /Community link/ }).getAttribute('href')).toBe(
      'https://discord.gg/harbour-lights',
    );
    expect(await card.getByTestId('danger').innerText()).toBe('Untested');
    await expectAccessible(page, 'playgroup-find-desktop');

    // Near New York, nothing online: the empty state says what to do next.
    await page.goto(`${app.url}/playgroups/find?meets=online&near=America%2FNew_York&within=1`);
    const empty = page.getByTestId('find-empty');
    expect(await empty.innerText()).toContain('clear the filters');
    expect(await empty.getByRole('link', { name: 'Start your own Playgroup' }).count()).toBe(0);
    await expectAccessible(page, 'playgroup-find-empty-desktop');
    // A nonsense filter is explained, never a crash.
    const bad = await page.goto(`${app.url}/playgroups/find?near=Nowhere%2FCity`);
    expect(bad?.status()).toBe(200);
    expect(await page.getByTestId('find-problem').innerText()).toContain('time zone');
    await page.close();
  });

  it('reads well on a phone, with tap targets of 44 px', async () => {
    const page = await phone.newPage();
    await page.goto(`${app.url}/playgroups/find?openSeats=1`);
    await page.getByTestId(`found-${listedId}`).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await smallTargets(page, 'main')).toEqual([]);
    await expectAccessible(page, 'playgroup-find-phone');
    await page.close();
  });

  it('answers the same through the API, listed Playgroups only', async () => {
    const found = await api<{ items: { name: string; nextOpenContract: { title: string } | null }[] }>(
      app.url,
      'GET',
      '/playgroups/find?meets=in_person',
    );
    expect(found.items.map((g) => g.name)).toEqual(['Dockside Irregulars']);
    const open = await api<{ items: { name: string; nextOpenContract: { title: string } | null }[] }>(
      app.url,
      'GET',
      '/playgroups/find?openSeats=1',
    );
    expect(open.items.map((g) => [g.name, g.nextOpenContract?.title])).toEqual([['Harbour Lights', 'The Lantern Run']]);
    const refused = await fetch(`${app.url}/api/v1/playgroups/find?status=legend`);
    expect(refused.status).toBe(400);
  });
});

describe('an unlisted Playgroup', () => {
  it('shows a signed-out visitor its name and nothing else, on the page, in the API and in the calendar', async () => {
    for (const [context, name] of [
      [desktop, 'playgroup-private-outsider-desktop'],
      [phone, 'playgroup-private-outsider-phone'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(`${app.url}/playgroups/${hiddenId}`);
      expect(await page.getByTestId('playgroup-name').innerText()).toBe('Back Room');
      expect(await page.getByTestId('private-notice').innerText()).toContain('This Playgroup is private');
      const text = await page.locator('main').innerText();
      for (const secret of [
        'secret plans',
        'The vault opened',
        'Behind the Curtain',
        'lena_lead',
        'Record',
        'old friends',
      ])
        expect(text).not.toContain(secret);
      expect(await page.getByTestId('member-list').count()).toBe(0);
      await expectAccessible(page, name);
      await page.close();
    }
    const view = await api<Record<string, unknown>>(app.url, 'GET', `/playgroups/${hiddenId}`);
    expect(view).toMatchObject({ name: 'Back Room', restricted: true, description: '', members: [], record: null });
    expect((await fetch(`${app.url}/api/v1/playgroups/${hiddenId}/events`)).status).toBe(403);
    expect((await fetch(`${app.url}/api/v1/contracts/${hiddenContractId}`)).status).toBe(403);
    const listing = await api<{ title: string }[]>(app.url, 'GET', '/contracts?lookingForPlayers=1');
    expect(listing.map((c) => c.title)).not.toContain('Behind the Curtain');
    expect((await fetch(`${app.url}/playgroups/${hiddenId}/calendar.ics`)).status).toBe(404);
    const contractPage = await desktop.newPage();
    const answer = await contractPage.goto(`${app.url}/contracts/${hiddenContractId}`);
    expect(answer?.status()).toBe(403);
    expect(await contractPage.locator('main').innerText()).toContain('private Playgroup');
    await contractPage.close();
  });

  it('shows the holder of its invite link the pitch and description as Markdown, not raw', async () => {
    const page = await desktop.newPage();
    await page.goto(`${app.url}/playgroups/${hiddenId}/join/${hiddenInvite}`);
    expect(await page.getByTestId('pitch').locator('strong').innerText()).toBe('old friends');
    expect(await page.getByTestId('description').locator('strong').innerText()).toBe('secret');
    expect(await page.locator('main').innerText()).not.toContain('**');
    await page.close();
  });

  it('gives a member a secret calendar address that works, and a new one on request', async () => {
    const page = await desktop.newPage();
    await signUp(page, app.url, 'moe_member');
    await page.goto(`${app.url}/playgroups/${hiddenId}/join/${hiddenInvite}`);
    await page.getByTestId('join-with-link').click();
    await page.waitForURL(new RegExp(`/playgroups/${hiddenId}$`));
    expect(await page.getByTestId('member-list').innerText()).toContain('moe_member');
    const feed = await page.getByTestId('calendar-feed').innerText();
    await expectAccessible(page, 'playgroup-private-member-desktop');
    expect(feed).toMatch(new RegExp(`/playgroups/${hiddenId}/calendar\\.ics\\?token=[\\w-]{20,}$`));
    const ics = await fetch(feed.replace(/^https?:\/\/[^/]+/, app.url));
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('Behind the Curtain');
    await page.getByTestId('reset-feed').click();
    await page.getByTestId('done').waitFor();
    const fresh = await page.getByTestId('calendar-feed').innerText();
    expect(fresh).not.toBe(feed);
    expect((await fetch(feed.replace(/^https?:\/\/[^/]+/, app.url))).status).toBe(404);
    await page.close();
  });
});

describe('the listing settings and the Playgroup list', () => {
  it('edits the listing on the settings page, whose ids are all unique', async () => {
    const leaderDesktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signedIn(leaderDesktop, 'lena_lead');
    await page.goto(`${app.url}/playgroups/${hiddenId}/settings`);
    expect(await repeatedIds(page)).toEqual([]);
    await page.getByLabel('Community link').fill('http://example.com/not-secure');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('#field-listing-communityLink-error').waitFor();
    expect(await page.locator('#field-listing-communityLink-error').innerText()).toContain('https://');
    await page.goto(`${app.url}/playgroups/${hiddenId}/settings`);
    await page.getByLabel('Community link').fill('https://discord.gg/back-room');
    await page.getByLabel('Time zone you play in').selectOption('Europe/Berlin');
    await page.getByRole('radio', { name: 'In person' }).check();
    await expectAccessible(page, 'playgroup-listing-settings-desktop');
    await page
      .getByTestId('listing-fields')
      .screenshot({ path: join(screenshotDir, 'playgroup-listing-fields-desktop.png') });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByTestId('done').waitFor();
    const saved = await api<{ listing: Record<string, string> }>(app.url, 'GET', `/playgroups/${hiddenId}`, {
      token: lena,
    });
    expect(saved.listing).toMatchObject({
      communityLink: 'https://discord.gg/back-room',
      timeZone: 'Europe/Berlin',
      meets: 'in_person',
    });
    // Still unlisted: the box stayed unticked.
    expect((await api<{ restricted: boolean }>(app.url, 'GET', `/playgroups/${hiddenId}`)).restricted).toBe(true);
    await page.close();

    const leaderPhone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const small = await signedIn(leaderPhone, 'lena_lead');
    await small.goto(`${app.url}/playgroups/${hiddenId}/settings`);
    expect(await scrollsSideways(small)).toBe(false);
    expect(await smallTargets(small, '[data-testid="listing-fields"]')).toEqual([]);
    await small.getByTestId('listing-fields').scrollIntoViewIfNeeded();
    await expectAccessible(small, 'playgroup-listing-settings-phone');
    await small
      .getByTestId('listing-fields')
      .screenshot({ path: join(screenshotDir, 'playgroup-listing-fields-phone.png') });
    await small.close();
  });

  it('shows a plain-text excerpt in the list, never raw Markdown', async () => {
    const page = await desktop.newPage();
    await page.goto(`${app.url}/playgroups`);
    const list = await page.getByTestId('playgroup-list').innerText();
    expect(list).toContain('We play every Friday night. Bring snacks.');
    expect(list).not.toContain('**');
    expect(list).not.toContain('Back Room');
    await page.close();
  });
});
