import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, homedContractor, newPlayer } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  PHONE_VIEWPORT,
  screenshot,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 16, the live table: a GM at a desktop and two players on phones share one Contract's table. Rolls reach
// every screen that may see them within a second, GM-only rolls stay with the GM, and a phone that drops off gets
// what it missed when it comes back.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const tokens: Record<string, string> = {};
let contractId: string;
const contractorIds: Record<string, string> = {};
let gm: Page;
let ann: Page;
let bo: Page;

/** A page of `handle`'s, signed in with their API session, at a desktop or on a phone. */
async function pageFor(handle: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true } : { viewport: DESKTOP_VIEWPORT },
  );
  contexts.push(context);
  await context.addCookies([{ name: 'harbinger_session', value: tokens[handle]!, url: app.url }]);
  return context.newPage();
}

/** Opens the table and waits until its stream is live. */
async function openTable(page: Page): Promise<void> {
  await page.goto(`${app.url}/contracts/${contractId}/table`);
  await expect.poll(() => page.getByTestId('stream-status').innerText(), { timeout: 10_000 }).toBe('Live');
}

/** Rolls from the table's form. */
async function rollAtTable(page: Page, dice: string, label: string, visibility = 'Everyone'): Promise<void> {
  const form = page.getByTestId('table-roll-form');
  await form.getByLabel('Dice').fill(dice);
  await form.getByLabel('What for').fill(label);
  await form.getByLabel(visibility, { exact: true }).check();
  await form.getByRole('button', { name: 'Roll' }).click();
}

const logText = (page: Page) => page.getByTestId('table-log').innerText();

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  for (const handle of ['tablegm', 'tableann', 'tablebo']) tokens[handle] = await newPlayer(app.url, handle);
  const playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.tablegm, body: { name: 'Live Wire' } })
  ).id;
  for (const handle of ['tableann', 'tablebo']) {
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, {
      token: tokens[handle],
      body: { action: 'join' },
    });
    contractorIds[handle] = await homedContractor(
      app.url,
      { playgroupId, ownerToken: tokens[handle]!, leaderToken: tokens.tablegm! },
      handle === 'tableann' ? 'Ann Marlowe' : 'Bo Reyes',
    );
  }
  contractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: tokens.tablegm,
      body: { playgroupId, title: 'Night at the Foundry', startsAt: '2031-05-01T19:00:00Z' },
    })
  ).id;
  for (const handle of ['tableann', 'tablebo'])
    await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, {
      token: tokens[handle],
      body: { contractorId: contractorIds[handle] },
    });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: tokens.tablegm });
  gm = await pageFor('tablegm', false);
  ann = await pageFor('tableann', true);
  bo = await pageFor('tablebo', true);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('the live table', () => {
  it('opens from the Contract page for the GM and both players', async () => {
    await gm.goto(`${app.url}/contracts/${contractId}`);
    await gm.getByTestId('open-table').click();
    await gm.waitForURL(/\/table$/);
    await expect.poll(() => gm.getByTestId('stream-status').innerText(), { timeout: 10_000 }).toBe('Live');
    await openTable(ann);
    await openTable(bo);
    // The GM sees both attendees' play blocks with their numbers.
    await expect.poll(() => gm.getByTestId('play-block').count()).toBe(2);
    expect(await gm.getByTestId('block-body').first().innerText()).toMatch(/^\d+\/\d+$/);
  });

  it('shows a player’s roll on every screen within a second, with its odds', async () => {
    await rollAtTable(ann, 'dex+athletics', 'Vault the fence');
    for (const page of [gm, ann, bo]) {
      await expect.poll(() => logText(page), { timeout: 1500 }).toContain('Ann Marlowe: Vault the fence');
    }
    expect(await logText(bo)).toMatch(/to succeed/);
  });

  it('keeps a GM-only roll from the players', async () => {
    await rollAtTable(gm, '6', 'Is the guard awake', 'GM only');
    await expect.poll(() => logText(gm), { timeout: 1500 }).toContain('Is the guard awake');
    // A public roll after it proves the players' streams are live and simply never carried the secret one.
    await rollAtTable(gm, '3', 'Thunder outside');
    for (const page of [ann, bo]) {
      await expect.poll(() => logText(page), { timeout: 1500 }).toContain('Thunder outside');
      expect(await logText(page)).not.toContain('Is the guard awake');
    }
  });

  it('gives a phone that dropped off what it missed when it comes back', async () => {
    await bo.context().setOffline(true);
    await expect.poll(() => bo.getByTestId('stream-status').innerText(), { timeout: 10_000 }).not.toBe('Live');
    await rollAtTable(ann, 'per+alertness', 'Listen at the door');
    await expect.poll(() => logText(gm), { timeout: 1500 }).toContain('Listen at the door');
    expect(await logText(bo)).not.toContain('Listen at the door');
    // Back online, the same page (no reload) reconnects and the stream replays the roll it missed.
    await bo.context().setOffline(false);
    await expect.poll(() => logText(bo), { timeout: 15_000 }).toContain('Listen at the door');
    await expect.poll(() => bo.getByTestId('stream-status').innerText(), { timeout: 10_000 }).toBe('Live');
  });

  it('runs a fight of three Rounds, Initiative rolled on a phone and entered from real dice on the other', async () => {
    const combat = (page: Page) => page.getByTestId('combat-panel');
    const headline = (page: Page) => combat(page).getByTestId('combat-headline').innerText();
    await combat(gm).getByRole('button', { name: 'Start combat' }).click();
    for (const page of [gm, ann, bo]) await expect.poll(() => headline(page)).toBe('Rolling Initiative');

    await combat(ann)
      .getByRole('listitem', { name: 'Ann Marlowe' })
      .getByRole('button', { name: 'Roll Initiative' })
      .click();
    const boRow = combat(bo).getByRole('listitem', { name: 'Bo Reyes' });
    await boRow.getByLabel('Initiative Outcome').fill('9');
    await boRow.getByRole('button', { name: 'Enter Initiative' }).click();
    await combat(gm).getByLabel('Name').fill('Foundry Guard');
    await combat(gm).getByRole('button', { name: 'Add to fight' }).click();
    await expect.poll(() => combat(gm).getByTestId('combatant').count()).toBe(3);
    // Bo's real dice beat anything five dice can roll, so he acts first; the guard without a roll acts last.
    const order = () =>
      combat(gm)
        .getByTestId('combatant')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
    await expect.poll(order).toEqual(['Bo Reyes', 'Ann Marlowe', 'Foundry Guard']);
    expect(await logText(bo)).toContain('Ann Marlowe: Initiative');

    for (const round of [1, 2, 3]) {
      await combat(gm).getByRole('button', { name: 'Next round' }).click();
      for (const page of [gm, ann, bo])
        await expect.poll(() => headline(page)).toMatch(new RegExp(`^Round ${round} · Bo Reyes`));
      await combat(gm).getByRole('button', { name: 'Next turn' }).click();
      await expect.poll(() => headline(ann)).toMatch(/Ann Marlowe’s turn/);
    }
    await screenshot(bo, 'live-table-combat-phone');
  });

  it('lands the GM’s attack on a player’s sheet and offers them Will to Survive', async () => {
    await gm.getByTestId('attack-helper').locator('summary').first().click();
    const attack = gm.locator('.attack-panel');
    console.log(
      await attack.getByLabel('Who attacks').innerHTML(),
      await attack.getByLabel('Weapon', { exact: true }).count(),
    );
    await attack.locator('select[name="weaponId"]').selectOption({ label: 'Sword or axe' });
    await attack.getByLabel('Who attacks').selectOption({ label: 'Foundry Guard' });
    await attack.getByLabel('Enter the Outcome').check();
    await attack.getByLabel('Attack Outcome').fill('7');
    await attack.getByLabel('Who is attacked').selectOption({ label: 'Ann Marlowe' });
    await attack.getByRole('button', { name: 'Resolve attack' }).click();
    for (const page of [gm, ann, bo])
      await expect.poll(() => logText(page), { timeout: 2000 }).toContain('Foundry Guard');
    // The Injury is on Ann's sheet: every screen that shows her block sees her Body drop.
    await expect
      .poll(() => gm.getByTestId('play-block').first().getByTestId('block-injuries').innerText())
      .toMatch(/Severity \d+/);
    const offer = ann.getByRole('button', { name: 'Use Will to Survive' });
    await expect.poll(() => offer.isVisible(), { timeout: 5000 }).toBe(true);
    await screenshot(ann, 'live-table-will-to-survive-phone');
    expect(await bo.getByRole('button', { name: 'Use Will to Survive' }).count()).toBe(0);
    await offer.click();
    for (const page of [gm, ann]) await expect.poll(() => logText(page), { timeout: 2000 }).toMatch(/Will to Survive/);
    await expect.poll(() => offer.count()).toBe(0);
  });

  it('worsens an untreated Injury on the clock and stabilizes it from the table', async () => {
    const clock = gm.locator('section.clock');
    await clock.getByRole('button', { name: '+30 min' }).click();
    for (const page of [gm, ann])
      await expect.poll(() => logText(page), { timeout: 2000 }).toMatch(/worsens to \d+ untreated/);
    await clock.getByRole('button', { name: 'Stabilize' }).first().click();
    await clock.getByRole('button', { name: 'Roll Stabilization' }).click();
    for (const page of [gm, ann, bo])
      await expect.poll(() => logText(page), { timeout: 2000 }).toContain('Stabilization');
  });

  it('looks right on a phone and a desktop', async () => {
    await screenshot(ann, 'live-table-player-phone');
    expect(await lookAtBothSizes(gm, 'live-table-gm')).toEqual([]);
    // The dark theme follows the system setting; the table must read as well in it.
    await gm.emulateMedia({ colorScheme: 'dark' });
    expect(await lookAtBothSizes(gm, 'live-table-gm-dark')).toEqual([]);
    await ann.emulateMedia({ colorScheme: 'dark' });
    await screenshot(ann, 'live-table-player-phone-dark');
  });
});
