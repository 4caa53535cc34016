import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { defaultGiftSpec, giftCatalog } from '@harbinger/rules';
import {
  launchBrowser,
  phoneContext,
  screenshot,
  screenshotDir,
  scrollsSideways,
  startApp,
  type RunningApp,
} from './harness.js';
import { expectAccessible, signUp, creationStep } from './user-steps.js';

// A Playgroup's Leader at work, with a member in a second browser context (a phone): webhooks on the settings page
// (private addresses refused while HARBINGER_WEBHOOKS_ALLOW_PRIVATE is unset, the address shown cut short, only
// for those who may edit the Playgroup), then a Gift veto on the member's Contractor: the reason on both sheets,
// the owner told, the Contractor kept out of the Playgroup's Contracts until the veto is lifted.

let app: RunningApp;
let browser: Browser;
let leader: Page;
let member: Page;

let playgroupUrl = '';
let playgroupId = '';
let contractorId = '';
let giftId = '';
let contractUrl = '';

const GROUP = 'Lantern Street';
const GIFT = 'Knee Breaker';
const REASON = 'Its description makes it hit the whole room, which the cost does not pay for.';
const DISCORD = 'https://discord.example.invalid/api/webhooks/123/abcdef';

beforeAll(async () => {
  expect(
    process.env.HARBINGER_WEBHOOKS_ALLOW_PRIVATE ?? '',
    'the suite must run with private webhook targets refused',
  ).not.toBe('1');
  app = await startApp();
  browser = await launchBrowser();
  const leaderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const memberContext = await phoneContext(browser);
  [leader, member] = await Promise.all([leaderContext.newPage(), memberContext.newPage()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The unread count the navigation's bell shows. */
async function unread(page: Page): Promise<number> {
  await page.goto(`${app.url}/contractors/${contractorId}`);
  const words = await page.getByTestId('bell').innerText();
  return Number(/(\d+)/.exec(words)?.[1]);
}

/** Answers the Contract's invitation with the member's Contractor. */
async function answer(page: Page) {
  await page.goto(contractUrl);
  await page.locator(`input[name="contractorId"][value="${contractorId}"]`).check();
  await page.getByRole('button', { name: 'Answer' }).click();
}

describe('a Leader manages webhooks and vetoes a Gift', () => {
  it('the Leader creates a Playgroup; a member joins with a Gifted Contractor, which the Leader approves', async () => {
    await signUp(leader, app.url, 'iris');
    await leader.goto(`${app.url}/playgroups`);
    await leader.getByLabel('Name').fill(GROUP);
    await leader.locator('#field-description').fill('Small jobs, long nights.');
    await leader.getByLabel('Invite only', { exact: false }).check();
    await leader.getByRole('button', { name: 'Create the Playgroup' }).click();
    await leader.waitForURL((url) => /^\/playgroups\/[^/]+$/.test(url.pathname));
    playgroupUrl = leader.url().split('?')[0]!;
    playgroupId = playgroupUrl.split('/').pop()!;
    const inviteUrl = (await leader.getByTestId('invite-link').innerText()).trim();

    await signUp(member, app.url, 'tomas');
    // The Gifted Asset brings one Gift Credit, enough for a cost-1 Gift.
    await member.goto(`${app.url}/contractors/new`);
    await member.locator('#field-name').fill('Tomas Grey');
    for (const id of ['archetype', 'paradigm', 'ambition']) await member.locator(`#field-${id}`).fill(`a ${id}`);
    await creationStep(member, 'Assets and Liabilities');
    await member.locator('#assets-gifted').check();
    await creationStep(member, 'Finish');
    await member.getByRole('button', { name: 'Create Contractor' }).click();
    await member.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    contractorId = new URL(member.url()).pathname.split('/').pop()!;

    await member.goto(inviteUrl);
    await member.getByTestId('join-with-link').click();
    await member.waitForURL((url) => url.href.split('?')[0] === playgroupUrl);
    await member.locator('#bring').selectOption(contractorId);
    await member.getByRole('button', { name: 'Ask for approval' }).click();
    await member.getByTestId('done').waitFor();

    await leader.goto(playgroupUrl);
    await leader.getByTestId(`contractor-${contractorId}`).getByTestId('approve').click();
    await leader.getByTestId('done').waitFor();
    expect(await leader.getByTestId(`contractor-${contractorId}`).getByTestId('approval').count()).toBe(0);
  });

  it('refuses a webhook to a private address, with the reason on the address field', async () => {
    await leader.goto(`${playgroupUrl}/settings`);
    await leader.getByTestId('webhooks').waitFor();
    expect(await leader.getByTestId('no-webhooks').count()).toBe(1);
    await leader.locator('#field-url').fill('https://127.0.0.1:9/x');
    await leader.getByTestId('add-webhook-submit').click();
    const fieldError = leader.locator('#field-url-error');
    await fieldError.waitFor();
    expect(await fieldError.innerText()).toMatch(/public internet addresses/);
    expect(await fieldError.innerText()).toContain('127.0.0.1');
    expect(await leader.locator('#field-url').getAttribute('aria-invalid')).toBe('true');
    expect(await leader.locator('#field-url').inputValue()).toBe('https://127.0.0.1:9/x'); // kept for correcting
    expect(await leader.getByTestId('webhook').count()).toBe(0);
    await expectAccessible(leader, 'admin-webhook-refused');
  });

  it('adds a Discord webhook for two events, lists it with its token cut, and removes it', async () => {
    await leader.goto(`${playgroupUrl}/settings`);
    await leader.locator('#field-url').fill(DISCORD);
    await leader.getByTestId('webhook-event-contract_scheduled').check();
    await leader.getByTestId('webhook-event-world_event_posted').check();
    await leader.getByTestId('webhook-event-member_joined').uncheck();
    await leader.getByTestId('add-webhook-submit').click();
    const done = await leader.getByTestId('done').innerText();
    expect(done).toContain('Webhook added');
    expect(done).not.toContain('abcdef');

    expect(await leader.getByTestId('webhook').count()).toBe(1);
    const shown = await leader.getByTestId('webhook-url').innerText();
    expect(shown).toBe('https://discord.example.invalid/api/webhooks/123/abcd…');
    expect(await leader.getByTestId('webhooks').innerText()).not.toContain('abcdef');
    const line = await leader.getByTestId('webhook').innerText();
    expect(line).toContain('A Contract is scheduled');
    expect(line).toContain('A World Event is posted');
    expect(line).not.toContain('A player joins');
    expect(line).toContain('added by @iris');
    expect(await leader.getByTestId('webhook-last-status').innerText()).toContain('Nothing sent yet');
    await expectAccessible(leader, 'admin-webhook-listed');

    await leader.getByTestId('remove-webhook').click();
    expect(await leader.getByTestId('done').innerText()).toContain('Webhook removed');
    expect(await leader.getByTestId('webhook').count()).toBe(0);
    expect(await leader.getByTestId('no-webhooks').count()).toBe(1);
  });

  it('a plain member sees no Webhooks section on the settings page', async () => {
    const response = await member.goto(`${playgroupUrl}/settings`);
    expect(response?.status()).toBe(200); // members may look at the page; the parts they may not use are left out
    expect(await member.locator('h1').innerText()).toContain('Settings');
    expect(await member.getByTestId('webhooks').count()).toBe(0);
    expect(await member.getByTestId('add-webhook').count()).toBe(0);
    expect(await member.getByTestId('edit-playgroup').count()).toBe(0);
    // Posting the form by hand is refused by the platform all the same.
    await member.goto(playgroupUrl);
    const posted = await member.evaluate(
      async ({ action, url }) => {
        const body = new FormData();
        body.set('url', url);
        body.append('events', 'contract_scheduled');
        const r = await fetch(action, { method: 'POST', body, headers: { 'x-sveltekit-action': 'true' } });
        return (await r.json()) as { type: string; status?: number };
      },
      { action: `${playgroupUrl}/settings?/addWebhook`, url: DISCORD },
    );
    expect(posted).toMatchObject({ type: 'failure', status: 403 });
    await leader.goto(`${playgroupUrl}/settings`);
    expect(await leader.getByTestId('webhook').count()).toBe(0);
  });

  it('the member gives the Contractor a Gift through the JSON API', async () => {
    const spec = {
      ...defaultGiftSpec(giftCatalog, 'injure', 'power'),
      name: GIFT,
      tagline: 'One look, one limp.',
      description: 'A glance that lands like a cudgel on the nearest knee.',
    };
    const response = await member.request.post(`${app.url}/api/v1/contractors/${contractorId}/gifts`, {
      data: { spec },
    });
    expect(response.status(), await response.text()).toBe(201);
    giftId = ((await response.json()) as { id: string }).id;
    expect(giftId).toBeTruthy();
    const next = await leader.request.post(`${app.url}/api/v1/contracts`, {
      data: { playgroupId, title: 'The Lamplighter', startsAt: new Date(Date.now() + 48 * 3600_000).toISOString() },
    });
    expect(next.status()).toBe(201);
    contractUrl = `${app.url}/contracts/${((await next.json()) as { id: string }).id}`;
  });

  it('the Leader vetoes the Gift from the Stock tab with a reason', async () => {
    const before = await unread(member);
    await leader.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    const card = leader.getByTestId('sheet-gift').filter({ hasText: GIFT });
    expect(await card.getByTestId('gift-veto').count()).toBe(0);
    await card.getByTestId('veto-toggle').click();
    await expectAccessible(leader, 'admin-veto-form');
    await card.getByTestId('veto-reason').fill(REASON);
    await card.getByTestId('veto-submit').click();
    await leader.getByText('the owner has been told').waitFor();
    const veto = leader.getByTestId('sheet-gift').filter({ hasText: GIFT }).getByTestId('gift-veto');
    expect(await veto.innerText()).toContain(REASON);
    expect(await veto.innerText()).toContain(`Vetoed in “${GROUP}” by @iris`);
    expect(await leader.getByTestId('lift-veto').count()).toBe(1);
    await expectAccessible(leader, 'admin-veto-leader');
    expect(await unread(member)).toBe(before + 1);
  });

  it('the owner sees the veto and its reason on a phone, and in the notifications', async () => {
    await member.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    const card = member.getByTestId('sheet-gift').filter({ hasText: GIFT });
    expect(await card.innerText()).toContain('Vetoed');
    expect(await card.getByTestId('gift-veto').innerText()).toContain(REASON);
    expect(await card.getByTestId('lift-veto').count()).toBe(0); // the owner cannot lift it
    expect(await card.getByTestId('veto-toggle').count()).toBe(0);
    expect(await scrollsSideways(member)).toBe(false);
    await card.screenshot({ path: join(screenshotDir, 'admin-vetoed-gift-phone.png') });
    await expectAccessible(member, 'admin-veto-owner-phone');
    await member.goto(`${app.url}/notifications`);
    const notes = await member.getByTestId('notifications').innerText();
    expect(notes).toContain(`@iris vetoed “${GIFT}”`);
    expect(notes).toContain(REASON);
  });

  it("the vetoed Gift keeps the Contractor out of the Playgroup's Contracts, naming the Gift", async () => {
    // The menu does not offer the Contractor, and says why.
    await member.goto(contractUrl);
    expect(await member.locator(`input[name="contractorId"][value="${contractorId}"]`).count()).toBe(0);
    const refused = await member.getByTestId('rsvp-ineligible').innerText();
    expect(refused).toContain(`“${GIFT}”`);
    expect(refused).toContain(REASON);
    expect(await member.getByTestId('attendees').count()).toBe(0);
    await screenshot(member, 'admin-veto-rsvp-refused-phone');
  });

  it('the Leader lifts the veto; the owner is told and the answer goes through', async () => {
    const before = await unread(member);
    await leader.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    await leader.getByTestId('lift-veto').click();
    await leader.getByText(`The veto in “${GROUP}” is lifted.`).waitFor();
    expect(await leader.getByTestId('gift-veto').count()).toBe(0);
    expect(await leader.getByTestId('veto-toggle').count()).toBe(1); // may veto again
    expect(await unread(member)).toBe(before + 1);

    await member.goto(`${app.url}/contractors/${contractorId}?tab=stock`);
    expect(await member.getByTestId('gift-veto').count()).toBe(0);
    await answer(member);
    await member.getByTestId('done').waitFor();
    expect(await member.getByTestId('attendee-tomas').innerText()).toContain('Tomas Grey');
  });
});
