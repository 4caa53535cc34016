import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  screenshot,
  scrollsSideways,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';
import { TEST_PASSWORD, creationStep } from './user-steps.js';

// Guided creation as a stepper (phone, desktop, without scripts), creation without an account with its edit and
// share links and the claim on sign-up, and the sheet's times in the reader's zone.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function open(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, `creation-${name}`);
  expect(await seriousAxeViolations(page), `${name}: serious or critical axe violations`).toEqual([]);
  expect(await scrollsSideways(page), `${name}: scrolls sideways`).toBe(false);
}

const progress = (page: Page) => page.getByTestId('step-progress').innerText();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function signUpAs(page: Page, handle: string, zone?: string): Promise<void> {
  await page.goto(`${app.url}/signup`);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.test`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  if (zone) await page.locator('#field-timezone').selectOption(zone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
}

async function fillConcept(page: Page, name: string): Promise<void> {
  await page.locator('#field-name').fill(name);
  for (const id of ['archetype', 'paradigm', 'ambition']) await page.locator(`#field-${id}`).fill(`a ${id}`);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('guided creation on a phone', () => {
  let page: Page;

  it('shows one step at a time with its progress, and moves focus to a missing field', async () => {
    page = await open(PHONE);
    await signUpAs(page, 'stepper');
    await page.goto(`${app.url}/contractors/new`);
    await page.locator('#field-name').waitFor();
    expect(await progress(page)).toContain('Step 1 of 6');
    expect(await page.locator('#step-limits').isVisible()).toBe(false);
    await look(page, 'phone-step-1');
    await page.waitForFunction(() => document.querySelector('.nav button.primary')?.getAttribute('type') === 'button');
    await page.getByRole('button', { name: /^Next/ }).click();
    expect(await focusedId(page)).toBe('field-name');
    expect(await page.locator('#field-name-error').innerText()).toContain('name');
    expect(await page.locator('#field-name').getAttribute('aria-describedby')).toContain('field-name-error');
    expect(await progress(page)).toContain('Step 1 of 6');
  });

  it('has Back and Next of at least 44 px, and explains the Penalty a low Mind gives', async () => {
    await fillConcept(page, 'Iris Vale');
    await creationStep(page, 'Limits');
    await look(page, 'phone-step-2');
    await creationStep(page, 'Attributes');
    for (const name of [/^Next/, /Back/, /Raise Brawn/]) {
      const box = await page.getByRole('button', { name }).first().boundingBox();
      expect(box!.height, `${String(name)} height`).toBeGreaterThanOrEqual(44);
    }
    // Intellect 1 + Charisma 1 + 1 = Mind 3: undamaged, it still reads as Penalty 2.
    expect(await page.getByTestId('penalty-note-attributes').innerText()).toMatch(/Penalty 2 comes from Mind 3/);
    await look(page, 'phone-step-3');
    await page.getByRole('button', { name: 'Raise Intellect' }).click();
    await page.getByRole('button', { name: 'Raise Charisma' }).click();
    await page.getByRole('button', { name: 'Raise Charisma' }).click();
    // Mind 1 + 2 + 3 = 6: no Penalty left to explain.
    expect(await page.getByTestId('penalty-note-attributes').count()).toBe(0);
    await page.getByRole('button', { name: 'Lower Charisma' }).click();
    await creationStep(page, 'Abilities');
    await look(page, 'phone-step-4');
  });

  it('warns about Rich with Destitute before submitting, and refuses them on create with focus on the pick', async () => {
    await creationStep(page, 'Assets and Liabilities');
    await page.locator('#assets-rich').check();
    await page.locator('#liabilities-destitute').check();
    expect(await page.getByTestId('pick-conflicts').innerText()).toContain('Rich and Destitute cannot both be taken');
    expect(await page.locator('#liabilities-destitute').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#liabilities-destitute').scrollIntoViewIfNeeded();
    await look(page, 'phone-step-5-conflict');
    await creationStep(page, 'Finish');
    await look(page, 'phone-step-6');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.getByTestId('step-progress').filter({ hasText: 'Step 5 of 6' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('liabilities-destitute');
    await page.locator('#assets-rich').uncheck();
    await creationStep(page, 'Finish');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
  });
});

describe('guided creation on a desktop', () => {
  it('lists every step beside the form and stays on one step', async () => {
    const page = await open(DESKTOP);
    await signUpAs(page, 'deskbuilder');
    await page.goto(`${app.url}/contractors/new`);
    await page.waitForFunction(() => document.querySelector('.step-link')?.getAttribute('type') === 'button');
    await fillConcept(page, 'Desk Vale');
    await page.getByRole('button', { name: '3 Attributes' }).click();
    expect(await progress(page)).toContain('Step 3 of 6');
    await look(page, 'desktop-step-3');
  });
});

describe('without scripts', () => {
  it('steps by posting the form, keeps what was typed, and creates an unclaimed Contractor for a visitor', async () => {
    const page = await open({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${app.url}/contractors/new`);
    expect(await page.getByTestId('anonymous-note').innerText()).toContain('No account needed');
    // A missing name on create comes back on the Concept step with the field focused.
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByTestId('step-progress').filter({ hasText: 'Step 2 of 6' }).waitFor();
    await creationStep(page, 'Finish');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.getByTestId('step-progress').filter({ hasText: 'Step 1 of 6' }).waitFor();
    // Without scripts the browser focuses the field the server marks with autofocus (page scripts cannot run here,
    // so the test reads the attribute rather than the focused element).
    expect(await page.locator('#field-name').getAttribute('autofocus')).not.toBeNull();
    expect(await page.locator('#field-name').getAttribute('aria-describedby')).toContain('field-name-error');
    await screenshot(page, 'creation-nojs-refused');
    await fillConcept(page, 'Nox Quiet');
    await creationStep(page, 'Attributes');
    await page.locator('#field-attributes-brawn').fill('3');
    await creationStep(page, 'Finish');
    expect(await page.locator('.tally').innerText()).toContain('Exp left 135');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/contractors/unclaimed/'));
    expect(await page.getByTestId('created-note').isVisible()).toBe(true);
    expect(await page.locator('#share-link').inputValue()).toContain('/contractors/shared/');
  });
});

describe('creation without an account', () => {
  let page: Page;
  let editLink = '';
  let shareLink = '';

  it('gives a private edit link and a share link', async () => {
    page = await open(PHONE);
    await page.goto(`${app.url}/contractors/new`);
    await page.waitForFunction(() => document.querySelector('.nav button.primary')?.getAttribute('type') === 'button');
    await fillConcept(page, 'Wren Ashby');
    await creationStep(page, 'Finish');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/contractors/unclaimed/'));
    editLink = await page.locator('#edit-link').inputValue();
    shareLink = await page.locator('#share-link').inputValue();
    expect(editLink).toMatch(/\/contractors\/unclaimed\/[0-9a-f-]+\/[A-Za-z0-9_-]{40,}$/);
    // The browser holds the link only until it closes: on a shared computer a later sign-in must not claim it.
    const held = (await page.context().cookies()).find((c) => c.name === 'harbinger_unclaimed');
    expect(held).toMatchObject({ httpOnly: true, expires: -1 });
    await look(page, 'anon-links');
  });

  it('shows the share link read-only, and refuses a guessed edit link', async () => {
    const other = await open(DESKTOP);
    await other.goto(shareLink);
    expect(await other.locator('h1').innerText()).toContain('Wren Ashby');
    expect(await other.getByTestId('penalty-note').innerText()).toContain('Penalty 2 comes from Mind 3');
    // Nothing on the sheet itself can be sent (the header's theme switch is a form of its own).
    expect(await other.locator('main form').count()).toBe(0);
    await look(other, 'shared');
    // Opening an edit link someone sent holds nothing: only saving or asking to keep it does.
    expect((await other.goto(editLink))?.status()).toBe(200);
    expect((await other.context().cookies()).some((c) => c.name === 'harbinger_unclaimed')).toBe(false);
    const guessed = await other.goto(editLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(guessed?.status()).toBe(404);
  });

  it('moves into the account on sign-up in the same browser; the links then stop working', async () => {
    await signUpAs(page, 'wrenplayer');
    await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && url.searchParams.has('claimed'));
    expect(await page.getByTestId('contractor-name').first().innerText()).toContain('Wren Ashby');
    expect((await page.goto(editLink))?.status()).toBe(404);
    expect((await page.goto(shareLink))?.status()).toBe(404);
  });
});

describe('times on the sheet', () => {
  it('read in the account’s time zone, and for a visitor in the browser’s, said on the page', async () => {
    const page = await open({ ...PHONE, timezoneId: 'Europe/Berlin' });
    await signUpAs(page, 'zoneplayer', 'America/New_York');
    await page.goto(`${app.url}/contractors/new`);
    await fillConcept(page, 'Tess Mar');
    await creationStep(page, 'Finish');
    await page.getByRole('button', { name: 'Create Contractor' }).click();
    await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const sheet = page.url().split('?')[0]!;
    await page.getByTestId('injury-severity').fill('4');
    await page.getByTestId('add-injury').click();
    await page.getByTestId('injury-degrades').waitFor();
    expect(await page.getByTestId('injury-degrades').innerText()).toMatch(/Worsens at \d\d:\d\d \(America\/New York\)/);
    await page.getByTestId('roll-button-dodge').first().click();
    await page.getByTestId('roll-submit').click();
    await page.getByTestId('roll-result').waitFor();
    await page.goto(sheet);
    expect(await page.getByTestId('roll-history-zone').innerText()).toBe('Times in America/New York.');
    await look(page, 'sheet-times');

    const visitor = await open({ ...PHONE, timezoneId: 'Asia/Tokyo' });
    await visitor.goto(sheet);
    await expect
      .poll(() => visitor.getByTestId('roll-history-zone').innerText())
      .toBe('Times in Asia/Tokyo, your browser’s time zone.');
    const blind = await open({ ...PHONE, javaScriptEnabled: false });
    await blind.goto(sheet);
    expect(await blind.getByTestId('roll-history-zone').innerText()).toBe('Times in UTC.');
  });
});
