import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

// The whole play loop of issue 5 with three people, each in their own browser context (own cookies): a GM at a
// desktop, Ana on a phone and Bram at a desktop. Expected rewards follow seed 000 as packages/rules pays them
// (contract-rewards.ts) and packages/platform records them (contracts/finish.ts):
//   every attendee in the home Playgroup +3 Exp; a Victory +2 Exp and 1 Gift Credit (and one victory);
//   a Death: the player gets a Coin of Charon, the Contractor goes to the Graveyard;
//   the GM Improvement needs room under the Gift Credit cap (2 × victories), so for a GM Contractor with no
//   victory it is held back; Into the Fold (an attendee's first Contract ever) pays +6 bonus Exp to the GM's
//   Contractor, allowed while its earned Exp is at most 10 + 12 × victories.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gm: Page;
let ana: Page;
let bram: Page;

let playgroupUrl = '';
let inviteUrl = '';
let contractUrl = '';
let nextContractUrl = '';
const ids = { ana: '', bram: '', gm: '' };
/** Exp available on each sheet before the Contract. */
const before = { ana: 0, bram: 0, gm: 0 };

const TITLE = 'The Salt Road';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const gmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const anaContext = await phoneContext(browser);
  const bramContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  contexts.push(gmContext, anaContext, bramContext);
  [gm, ana, bram] = await Promise.all([gmContext.newPage(), anaContext.newPage(), bramContext.newPage()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Builds a Contractor on the guided creation page and answers its id. */
async function createContractor(page: Page, name: string, raise: string[]): Promise<string> {
  await page.goto(`${app.url}/contractors/new`);
  await page.locator('#field-name').fill(name);
  for (const id of ['archetype', 'paradigm', 'ambition']) await page.locator(`#field-${id}`).fill(`a ${id}`);
  const attributeNames = ['Brawn', 'Dexterity', 'Perception', 'Charisma', 'Intellect'];
  for (const trait of raise) {
    await creationStep(page, attributeNames.includes(trait) ? 'Attributes' : 'Abilities');
    await page.getByRole('button', { name: `Raise ${trait}` }).click();
  }
  await creationStep(page, 'Finish');
  await page.getByRole('button', { name: 'Create Contractor' }).click();
  await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
  return new URL(page.url()).pathname.split('/').pop()!;
}

const testText = (page: Page, testid: string) => page.getByTestId(testid).first().innerText();
/** Every alert on the page, as one text (a refused form shows its reason in one). */
async function expAvailable(page: Page, id: string): Promise<number> {
  await page.goto(`${app.url}/contractors/${id}`);
  return Number(await testText(page, 'exp-available'));
}

/** The sheet's Gift Credits as the Stock tab prints them ("1 Gift Credit · …"). */
async function giftCredits(page: Page, id: string): Promise<number> {
  await page.goto(`${app.url}/contractors/${id}?tab=stock`);
  const words = await testText(page, 'gift-balance');
  return Number(/(\d+) Gift Credits?/.exec(words)?.[1]);
}

interface LedgerLine {
  resource: string;
  amount: number;
  kind: string;
  cause: { contractId?: string };
  voidedAt: string | null;
}

/** The Contractor's ledger entries caused by the Contract, through the JSON API with the page's own session. */
async function contractEntries(page: Page, id: string) {
  const response = await page.request.get(`${app.url}/api/v1/contractors/${id}/ledger`);
  expect(response.status()).toBe(200);
  const entries = (await response.json()) as LedgerLine[];
  const contractId = contractUrl.split('/').pop();
  return entries
    .filter((e) => e.cause.contractId === contractId)
    .map((e) => ({ resource: e.resource, amount: e.amount, kind: e.kind, voided: e.voidedAt !== null }));
}

/** The Story tab's ledger lines that name the Contract: amount and whether they are struck through. */
async function storyLedgerLines(page: Page, id: string) {
  await page.goto(`${app.url}/contractors/${id}?tab=story`);
  const lines = page.getByTestId('ledger-entry').filter({ hasText: TITLE });
  const out: { amount: string; voided: boolean }[] = [];
  for (let i = 0; i < (await lines.count()); i++) {
    const line = lines.nth(i);
    out.push({
      amount: (await line.locator('.amount').innerText()).trim(),
      voided: (await line.getAttribute('class'))?.includes('voided') ?? false,
    });
  }
  return out;
}

/** Whether the account behind the page may spend a Coin of Charon on its next Contractor. */
async function holdsCoin(page: Page): Promise<boolean> {
  await page.goto(`${app.url}/contractors/new`);
  return (await page.locator('#field-coin').count()) > 0;
}

describe('two players and a GM play a Contract, see the rewards land, and void it', () => {
  it('the GM signs up and creates an invite-only Playgroup with a Contractor of their own', async () => {
    await signUp(gm, app.url, 'mara');
    await gm.goto(`${app.url}/playgroups`);
    await gm.getByLabel('Name').fill('Night Ferry');
    await gm.locator('#field-description').fill('We take the jobs nobody else will.');
    await gm.getByLabel('Invite only', { exact: false }).check();
    await gm.getByRole('button', { name: 'Create the Playgroup' }).click();
    await gm.waitForURL((url) => /^\/playgroups\/[^/]+$/.test(url.pathname));
    playgroupUrl = gm.url().split('?')[0]!;
    expect(await testText(gm, 'playgroup-name')).toBe('Night Ferry');
    inviteUrl = (await testText(gm, 'invite-link')).trim();
    expect(inviteUrl).toContain('/join/');
    ids.gm = await createContractor(gm, 'Vera Stone', ['Intellect']);
  });

  it('the players sign up, build Contractors (one on a phone) and join through the invite link', async () => {
    await signUp(ana, app.url, 'ana');
    ids.ana = await createContractor(ana, 'Ana Reyes', ['Brawn', 'Brawn', 'Athletics']);
    await signUp(bram, app.url, 'bram');
    ids.bram = await createContractor(bram, 'Bram Okafor', ['Dexterity']);
    for (const [page, id] of [
      [ana, ids.ana],
      [bram, ids.bram],
    ] as const) {
      await page.goto(inviteUrl);
      await page.getByTestId('join-with-link').click();
      await page.waitForURL((url) => url.href.split('?')[0] === playgroupUrl);
      expect(await page.getByTestId('leave').count()).toBe(1); // a member now
      await page.locator('#bring').selectOption(id);
      await page.getByRole('button', { name: 'Ask for approval' }).click();
      await page.getByTestId('done').waitFor();
      expect(await page.getByTestId(`contractor-${id}`).getByTestId('approval').innerText()).toContain(
        'waiting for approval',
      );
    }
    expect(await scrollsSideways(ana)).toBe(false);
    await screenshot(ana, 'play-playgroup-phone');
  });

  it('the GM schedules a Contract; a Contractor still pending approval cannot answer', async () => {
    await gm.goto(playgroupUrl);
    expect(await gm.getByTestId('member-list').innerText()).toMatch(/@ana[\s\S]*@bram|@bram[\s\S]*@ana/);
    await expectAccessible(gm, 'play-playgroup');
    await gm.getByTestId('schedule-link').click();
    await gm.waitForURL((url) => url.pathname === '/contracts/new');
    await gm.getByLabel('Title').fill(TITLE);
    await gm.getByLabel('Invitation').fill('A convoy went quiet on the **salt road**. Find out why.');
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await gm.getByLabel('Starts at').fill(`${tomorrow.toISOString().slice(0, 10)}T19:30`);
    await gm.getByRole('button', { name: 'Schedule' }).click();
    await gm.waitForURL((url) => /^\/contracts\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    contractUrl = gm.url().split('?')[0]!;
    expect(await testText(gm, 'contract-state')).toBe('Scheduled');

    await ana.goto(contractUrl);
    // The menu does not offer a Contractor still waiting for approval; it says why below.
    expect(await ana.locator(`input[name="contractorId"][value="${ids.ana}"]`).count()).toBe(0);
    expect(await ana.getByTestId('rsvp-ineligible').innerText()).toMatch(/waits for approval/);
    expect(await ana.getByTestId('attendees').count()).toBe(0);
  });

  it('the Leader approves both Contractors; both players answer with them', async () => {
    for (const id of [ids.ana, ids.bram]) {
      await gm.goto(playgroupUrl);
      await gm.getByTestId(`contractor-${id}`).getByTestId('approve').click();
      await gm.getByTestId('done').waitFor();
      expect(await gm.getByTestId(`contractor-${id}`).getByTestId('approval').count()).toBe(0);
    }
    for (const [page, id, handle] of [
      [ana, ids.ana, 'ana'],
      [bram, ids.bram, 'bram'],
    ] as const) {
      await page.goto(contractUrl);
      await page.locator(`input[name="contractorId"][value="${id}"]`).check();
      await page.getByRole('button', { name: 'Answer' }).click();
      await page.getByTestId('done').waitFor();
      expect(await page.getByTestId(`attendee-${handle}`).innerText()).toContain(
        handle === 'ana' ? 'Ana Reyes' : 'Bram Okafor',
      );
    }
    expect(await scrollsSideways(ana)).toBe(false);
    await screenshot(ana, 'play-contract-phone');
    await gm.goto(contractUrl);
    expect(await gm.getByTestId('attendees').getByRole('listitem').count()).toBe(2);
    await expectAccessible(gm, 'play-contract');
  });

  it('the GM starts it: attending sheets are locked for spending', async () => {
    for (const key of ['ana', 'bram', 'gm'] as const)
      before[key] = await expAvailable(key === 'gm' ? gm : key === 'ana' ? ana : bram, ids[key]);
    await gm.goto(contractUrl);
    await gm.getByTestId('start').click();
    await gm.getByTestId('done').waitFor();
    expect(await testText(gm, 'contract-state')).toBe('Active');
    await ana.goto(`${app.url}/contractors/${ids.ana}?tab=story`);
    expect(await testText(ana, 'locked')).toContain(TITLE);
  });

  it('the GM finishes it with one Victory and one Death and picks their Contractor for the Improvement', async () => {
    await gm.goto(contractUrl);
    await gm.getByTestId('outcome-ana').selectOption('victory');
    await gm.getByTestId('outcome-bram').selectOption('death');
    await gm.getByTestId('gm-improvement').selectOption(ids.gm);
    await gm.getByLabel('Notes').fill('The convoy drivers were never coming back.');
    await gm.getByTestId('finish-form').scrollIntoViewIfNeeded();
    await expectAccessible(gm, 'play-finish-form');
    await gm.getByTestId('finish').click();
    const done = await gm.getByTestId('done').innerText();
    // Ana: attendance, victory Exp, Gift Credit; Bram: attendance and a Coin of Charon; the GM: the Improvement
    // (kept past the cap, waiting for a victory) and Into the Fold.
    expect(done).toContain('Recorded: 7 rewards written');
    expect(done).toContain('The GM Improvement is granted and waits for a victory');
    expect(await testText(gm, 'contract-state')).toBe('Finished');
    expect(await gm.getByTestId('attendee-ana').getByTestId('outcome').innerText()).toBe('Victory');
    expect(await gm.getByTestId('attendee-bram').getByTestId('outcome').innerText()).toBe('Death');
    await screenshot(gm, 'play-finished');
  });

  it("the survivor's sheet: +5 Exp, a Gift Credit, a victory and three ledger entries pointing at the Contract", async () => {
    expect(await expAvailable(ana, ids.ana)).toBe(before.ana + 5); // +3 attending at home, +2 Victory
    expect(await testText(ana, 'status-value')).toMatch(/Newbie/i); // 1 victory: still a Newbie (0–3)
    expect(await scrollsSideways(ana)).toBe(false);
    await screenshot(ana, 'play-survivor-sheet');
    expect(await giftCredits(ana, ids.ana)).toBe(1);
    expect(await contractEntries(ana, ids.ana)).toEqual([
      { resource: 'exp', amount: 3, kind: 'contract_attendance', voided: false },
      { resource: 'exp', amount: 2, kind: 'contract_victory', voided: false },
      { resource: 'gift_credit', amount: 1, kind: 'contract_victory', voided: false },
    ]);
    expect(await storyLedgerLines(ana, ids.ana)).toEqual([
      { amount: '+3 Exp', voided: false },
      { amount: '+2 Exp', voided: false },
      { amount: '+1 Gift Credit', voided: false },
    ]);
    await ana.getByTestId('ledger').screenshot({ path: join(screenshotDir, 'play-survivor-ledger.png') });
    const api = await ana.request.get(`${app.url}/api/v1/contractors/${ids.ana}`);
    expect(await api.json()).toMatchObject({ victories: 1, giftCredits: 1, exp: { available: before.ana + 5 } });
  });

  it("the GM's Contractor: the Improvement kept past the cap (waiting for a victory), +6 Exp for Into the Fold", async () => {
    expect(await expAvailable(gm, ids.gm)).toBe(before.gm + 6);
    expect(await contractEntries(gm, ids.gm)).toEqual([
      { resource: 'improvement', amount: 1, kind: 'gm_improvement', voided: false },
      { resource: 'exp', amount: 6, kind: 'into_the_fold', voided: false },
    ]);
  });

  it('the dead Contractor: dead on the sheet, +3 Exp for attending, in the Graveyard; its player holds a Coin of Charon', async () => {
    expect(await expAvailable(bram, ids.bram)).toBe(before.bram + 3);
    expect(await contractEntries(bram, ids.bram)).toEqual([
      { resource: 'exp', amount: 3, kind: 'contract_attendance', voided: false },
    ]);
    await bram.goto(`${app.url}/contractors/${ids.bram}?tab=story`);
    expect(await testText(bram, 'dead')).toContain(TITLE);
    await screenshot(bram, 'play-dead-sheet');
    await bram.goto(`${app.url}/graveyard`);
    expect(await bram.getByTestId(`grave-${ids.bram}`).innerText()).toContain('Bram Okafor');
    expect(await bram.getByTestId(`grave-${ids.bram}`).innerText()).toContain(TITLE);
    expect(await bram.getByTestId(`grave-${ids.ana}`).count()).toBe(0);
    // The player writes the obituary.
    const grave = bram.getByTestId(`grave-${ids.bram}`);
    await grave.getByText('Write an obituary').click();
    await grave.getByLabel('Obituary').fill('Drove the last truck *into* the fog and did not come back.');
    await grave.getByRole('button', { name: 'Save' }).click();
    expect(await bram.getByTestId(`grave-${ids.bram}`).getByTestId('obituary').innerText()).toContain(
      'Drove the last truck into the fog',
    );
    await expectAccessible(bram, 'play-graveyard');
    expect(await holdsCoin(bram)).toBe(true);
    expect(await holdsCoin(ana)).toBe(false);
    await gm.goto(playgroupUrl);
    expect(await testText(gm, 'deaths')).toBe('1');
    // A dead Contractor answers no more invitations.
    const next = await gm.request.post(`${app.url}/api/v1/contracts`, {
      data: {
        playgroupId: playgroupUrl.split('/').pop(),
        title: 'The Second Night',
        startsAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
      },
    });
    expect(next.status()).toBe(201);
    nextContractUrl = `${app.url}/contracts/${((await next.json()) as { id: string }).id}`;
    await bram.goto(nextContractUrl);
    expect(await bram.locator(`input[name="contractorId"][value="${ids.bram}"]`).count()).toBe(0);
    expect(await bram.getByTestId('rsvp-ineligible').innerText()).toMatch(/is dead/);
  });

  it('a Leader voids the Contract: every reward, status and death is taken back, and the sheets keep a note', async () => {
    await gm.goto(contractUrl);
    await gm.getByLabel('Why').fill('We played it with the wrong scenario.');
    await gm.getByTestId('void-confirm').check();
    await gm.getByTestId('void').click();
    await gm.getByTestId('done').waitFor();
    expect(await testText(gm, 'contract-state')).toBe('Voided');
    await screenshot(gm, 'play-voided');

    expect(await expAvailable(ana, ids.ana)).toBe(before.ana);
    expect(await giftCredits(ana, ids.ana)).toBe(0);
    expect(await expAvailable(bram, ids.bram)).toBe(before.bram);
    expect(await expAvailable(gm, ids.gm)).toBe(before.gm);
    const survivor = (await (await ana.request.get(`${app.url}/api/v1/contractors/${ids.ana}`)).json()) as {
      victories: number;
      giftCredits: number;
    };
    expect(survivor).toMatchObject({ victories: 0, giftCredits: 0 });
    for (const [page, id] of [
      [ana, ids.ana],
      [bram, ids.bram],
      [gm, ids.gm],
    ] as const) {
      const entries = await contractEntries(page, id);
      expect(entries.length).toBeGreaterThan(0);
      expect(
        entries.every((e) => e.voided),
        `${id}: every entry of the Contract is voided`,
      ).toBe(true);
    }
    expect(await storyLedgerLines(ana, ids.ana)).toEqual([
      { amount: '+3 Exp', voided: true },
      { amount: '+2 Exp', voided: true },
      { amount: '+1 Gift Credit', voided: true },
    ]);
    expect(await testText(ana, 'notice-contract_voided')).toContain(TITLE);
    await ana.getByTestId('ledger').screenshot({ path: join(screenshotDir, 'play-survivor-ledger-voided.png') });
    await ana
      .getByTestId('contractor-record')
      .screenshot({ path: join(screenshotDir, 'play-survivor-voided-notice.png') });

    await bram.goto(`${app.url}/contractors/${ids.bram}?tab=story`);
    expect(await bram.getByTestId('dead').count()).toBe(0);
    expect(await testText(bram, 'notice-death_voided')).toContain(TITLE);
    expect(await testText(bram, 'notice-contract_voided')).toContain(TITLE);
    await screenshot(bram, 'play-dead-voided');
    await bram.goto(`${app.url}/graveyard`);
    expect(await bram.getByTestId(`grave-${ids.bram}`).count()).toBe(0);
    expect(await holdsCoin(bram)).toBe(false);
    await gm.goto(playgroupUrl);
    expect(await testText(gm, 'deaths')).toBe('0');
    // Alive again, Bram may answer the next invitation.
    await bram.goto(nextContractUrl);
    await bram.locator(`input[name="contractorId"][value="${ids.bram}"]`).check();
    await bram.getByRole('button', { name: 'Answer' }).click();
    await bram.getByTestId('done').waitFor();
  });
});
