import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, homedContractor, newPlayer } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  screenshot,
  signedInPage,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 18, desktop layouts: on a 1366 px screen the sheet, the Gift Builder, a Playgroup and a Contract use the
// width (columns and side panels side by side); on a 390 px phone the same blocks stack in reading order.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let contractorId = '';
let playgroupId = '';
let contractId = '';
let gmToken = '';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

const right = (b: Box) => b.x + b.width;
const bottom = (b: Box) => b.y + b.height;

/** `second` sits to the right of `first`, and they share rows (the tops within a line of each other or overlapping). */
async function expectSideBySide(first: Locator, second: Locator): Promise<void> {
  const [a, b] = [await box(first), await box(second)];
  expect(b.x).toBeGreaterThanOrEqual(right(a));
  expect(b.y).toBeLessThan(bottom(a));
}

/** `second` starts below the end of `first` (a phone's single column). */
async function expectStacked(first: Locator, second: Locator): Promise<void> {
  const [a, b] = [await box(first), await box(second)];
  expect(b.y).toBeGreaterThanOrEqual(bottom(a) - 1);
}

/** Screenshots at both sizes in the light and the dark theme (the shared helper takes both); no axe findings, no
 * sideways scrolling. */
async function lookInBothThemes(name: string): Promise<void> {
  expect(await lookAtBothSizes(page, name)).toEqual([]);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  gmToken = await newPlayer(app.url, 'widegm');
  ({ id: playgroupId } = await api<{ id: string }>(app.url, 'POST', '/playgroups', {
    token: gmToken,
    body: {
      name: 'The Night Ferry',
      description: 'A crew that works the river docks after dark.',
      listing: {
        pitch: 'Short jobs on the water, one evening each, with a **body count** kept honest.',
        setting: 'A harbour city where the tide brings in more than ships.',
      },
    },
  }));
  const playerToken = await newPlayer(app.url, 'wideplayer');
  await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token: playerToken, body: { action: 'join' } });
  contractorId = await homedContractor(
    app.url,
    { playgroupId, ownerToken: playerToken, leaderToken: gmToken },
    'Mara Quill',
  );
  ({ id: contractId } = await api<{ id: string }>(app.url, 'POST', '/contracts', {
    token: gmToken,
    body: {
      playgroupId,
      title: 'Cargo Nobody Declared',
      invitation:
        'A container came off the evening barge with no papers and a warm lid.\n\nFind out who expects it before they arrive to collect.',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      capacity: 4,
    },
  }));
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: playerToken, body: { contractorId } });
  page = await signedInPage(browser, app.url, playerToken, contexts);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('desktop layouts', () => {
  it('lays the sheet out in three columns on a desktop and one on a phone, rolls first', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${app.url}/contractors/${contractorId}`);
    const play = page.getByTestId('status-play-column');
    const traits = page.getByTestId('status-traits-column');
    const record = page.getByTestId('status-record-column');
    await expectSideBySide(play, traits);
    await expectSideBySide(traits, record);
    // The sheet is wider than the old 46rem reading column.
    expect((await box(page.getByTestId('sheet-layout'))).width).toBeGreaterThan(1000);
    await lookInBothThemes('layout-sheet');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectStacked(play, traits);
    await expectStacked(traits, record);
    // The usual rolls still sit on a phone's first screen.
    expect(bottom(await box(page.getByTestId('common-rolls')))).toBeLessThan(PHONE_VIEWPORT.height);

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.getByTestId('tab-stock').click();
    await page.waitForURL(/tab=stock/);
    await expectSideBySide(
      page.getByTestId('weapons').or(page.getByText('No weapons.')),
      page.getByTestId('stock-form'),
    );
    await screenshot(page, 'layout-sheet-stock-desktop');
    await page.getByTestId('tab-story').click();
    await page.waitForURL(/tab=story/);
    await expectSideBySide(page.getByTestId('story-form'), page.getByTestId('ledger-available'));
    await screenshot(page, 'layout-sheet-story-desktop');
  });

  it('keeps the Gift Builder preview beside the form and in sight while the form scrolls', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${app.url}/gifts/builder?contractor=${contractorId}`);
    await page.getByTestId('gift-type-power').check();
    await page.getByTestId('effect-injure').check();
    const form = page.locator('fieldset.step-type');
    const preview = page.getByTestId('builder-preview');
    await expectSideBySide(form, preview);
    await expect.poll(() => page.getByTestId('system-text').innerText()).not.toBe('');

    // Scrolled to the last step, the preview has followed: still on screen, at the top.
    await page.getByTestId('check-gift').scrollIntoViewIfNeeded();
    const followed = await box(preview);
    expect(followed.y).toBeGreaterThanOrEqual(0);
    expect(followed.y).toBeLessThan(40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookInBothThemes('layout-gift-builder');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectStacked(page.locator('fieldset.step-shape'), preview);
    await expectStacked(preview, page.locator('fieldset.step-describe'));
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('gives a Playgroup a side column of Contracts, members and house rules', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${app.url}/playgroups/${playgroupId}`);
    const main = page.getByTestId('playgroup-main');
    const side = page.getByTestId('playgroup-side');
    await expectSideBySide(page.getByTestId('listing'), side);
    await expectSideBySide(main, side);
    expect(await side.getByTestId('contract-list').innerText()).toContain('Cargo Nobody Declared');
    expect(await side.getByTestId('member-list').innerText()).toContain('@wideplayer');
    await lookInBothThemes('layout-playgroup');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectStacked(page.getByTestId('listing'), side);
    await expectStacked(side, main);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('gives a Contract a side column with its roster and answers beside the invitation', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${app.url}/contracts/${contractId}`);
    const side = page.getByTestId('contract-side');
    await expectSideBySide(page.getByTestId('invitation'), side);
    await expectSideBySide(page.getByTestId('contract-title'), side);
    expect(await side.getByTestId('attendee-wideplayer').innerText()).toContain('Mara Quill');
    await lookInBothThemes('layout-contract');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectStacked(page.getByTestId('invitation'), side);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The GM's view: starting, cancelling and editing sit in the same side column.
    const gm = await signedInPage(browser, app.url, gmToken, contexts);
    await gm.goto(`${app.url}/contracts/${contractId}`);
    await expectSideBySide(gm.getByTestId('invitation'), gm.getByTestId('start'));
    await gm.getByTestId('edit-contract').locator('summary').click();
    expect(await lookAtBothSizes(gm, 'layout-contract-gm')).toEqual([]);
  });
});
