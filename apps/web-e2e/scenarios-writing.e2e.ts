import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { expectAccessible, signUp } from './user-steps.js';

// A GM writes a Scenario with handouts in the browser (scripts off: the editor's buttons are plain form posts),
// edits it into a second revision, reads the diff and puts the first revision back; a stranger sees the summary
// only, with a box saying why. Screenshots of the Scenario (writer and stranger), the editor and the history at
// phone (390×844) and desktop (1366×900) sizes.

let app: RunningApp;
let browser: Browser;
let gmContext: BrowserContext;
let strangerContext: BrowserContext;
let gm: Page;
/** The GM's session in a context with scripts on, for the checks that need them (axe) and the later steps. */
let gmScripted: Page;
let scenarioUrl = '';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Screenshots the page at both sizes (phone first), checking it never scrolls sideways on the phone, then opens
 * the same address afresh: after a resize Chromium drops the next click, so the test goes on from a clean load.
 */
async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  expect(await scrollsSideways(page), `${name} scrolls sideways on a phone`).toBe(false);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.goto(page.url());
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  gmContext = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  strangerContext = await browser.newContext({ viewport: DESKTOP });
  gm = await gmContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('writing a Scenario', () => {
  it('a GM writes one with handouts, without scripts', async () => {
    await signUp(gm, app.url, 'gemma_gm');
    await gm.goto(`${app.url}/scenarios`);
    await gm.getByTestId('write-scenario').click();
    await gm.waitForURL('**/scenarios/new');
    await gm.locator('[name=title]').fill('The Salt Ledger');
    await gm.locator('[name=summary]').fill('A harbour audit goes **wrong**, and the tide is coming in.');
    await gm.locator('[name=objective]').fill('Recover the ledger before dawn.');
    await gm.locator('[name=minPlayers]').fill('3');
    await gm.locator('[name=maxPlayers]').fill('5');
    await gm.locator('[name=suggestedStatus]').selectOption('novice');
    await gm.locator('[name=highlander]').check();
    await gm.locator('[name=tags]').fill('Heist, harbour, heist');
    await gm.locator('[name=overview]').fill('# Shape of the night\nA short, wet night in the docks.');
    await gm.locator('[name=backstory]').fill('The harbour master owes the wrong people.');
    await gm.locator('[name=introduction]').fill('> A gull drops a note at your feet.\n> It names a warehouse.');
    await gm.locator('[name=mission]').fill('# The warehouse\nFind the ledger.\n\n# The crane\nGet out.');
    await gm.locator('[name=aftermath]').fill('The harbour master flees on the morning ferry.');

    // Adding a handout posts the form and comes back with everything typed and a new row.
    await gm.getByTestId('add-trophy').click();
    await gm.locator('[name="handouts.0.name"]').waitFor();
    expect(await gm.locator('[name=title]').inputValue()).toBe('The Salt Ledger');
    expect(await gm.locator('[name=mission]').inputValue()).toContain('# The crane');
    await gm.locator('[name="handouts.0.name"]').fill('A salt-stained page');
    await gm.locator('[name="handouts.0.description"]').fill('Proof of the fraud, barely legible.');
    await gm.getByTestId('add-condition').click();
    await gm.getByTestId('add-loose_end').click();
    await gm.locator('[name="handouts.2.name"]').waitFor();
    expect(await gm.locator('[name="handouts.0.name"]').inputValue()).toBe('A salt-stained page');
    // Remove the Condition again.
    await gm.getByRole('button', { name: 'Remove Condition 2' }).click();
    await gm.locator('[name="handouts.1.name"]').waitFor();
    expect(await gm.getByTestId('handout-row').count()).toBe(2);
    await gm.locator('[name="handouts.1.name"]').fill('The auditor remembers');
    await gm.locator('[name="handouts.1.description"]').fill('Someone saw your face on the quay.');
    await gm.locator('[name="handouts.1.threat"]').fill('Hired knives in an alley');
    await gm.locator('[name="handouts.1.tieUp"]').fill('Pay the auditor off.');
    // A Loose End without a level or Cutoff is refused, and nothing typed is lost.
    await gm.getByTestId('save-scenario').click();
    await gm.getByRole('alert').first().waitFor();
    expect(await gm.locator('[name="handouts.1.threat"]').inputValue()).toBe('Hired knives in an alley');
    expect(await gm.locator('#field-handouts-1-cutoff-error').innerText()).toContain('Cutoff');
    await gm.locator('[name="handouts.1.threatLevel"]').selectOption('deadly');
    await gm.locator('[name="handouts.1.cutoff"]').fill('3');
    await gm.getByTestId('save-scenario').click();
    await gm.waitForURL(/\/scenarios\/[0-9a-f-]{36}$/);
    scenarioUrl = gm.url();
    const scripted = await browser.newContext({ viewport: DESKTOP });
    await scripted.addCookies(await gmContext.cookies());
    gmScripted = await scripted.newPage();
    await gmScripted.goto(scenarioUrl);

    expect(await gmScripted.locator('h1').innerText()).toBe('The Salt Ledger');
    expect(await gmScripted.getByTestId('summary').innerText()).toContain('Highlander');
    const toc = await gmScripted.getByTestId('toc').innerText();
    for (const entry of ['Overview', 'Shape of the night', 'Introduction and Briefing', 'The warehouse', 'Aftermath'])
      expect(toc).toContain(entry);
    expect(await gmScripted.locator('#mission-the-crane').innerText()).toBe('The crane');
    expect(await gmScripted.locator('blockquote').innerText()).toContain('A gull drops a note');
    expect(await gmScripted.getByTestId('handouts').innerText()).toContain('Hired knives in an alley');
    expect(await gmScripted.getByTestId('why-readable').innerText()).toContain('you wrote it');
    await expectAccessible(gmScripted, 'scenario-writer-desktop');
    await bothSizes(gmScripted, 'scenario-writer');
  });

  it('the GM edits it into a second revision, reads the diff and puts the first back', async () => {
    await gmScripted.getByTestId('edit-link').click();
    await gmScripted.waitForURL('**/edit');
    await expectAccessible(gmScripted, 'scenario-editor-desktop');
    await bothSizes(gmScripted, 'scenario-editor');
    await gmScripted
      .locator('[name=mission]')
      .fill('# The warehouse\nFind the ledger.\nBurn it.\n\n# The crane\nGet out.');
    await gmScripted.locator('[name=title]').fill('The Salt Ledger, burned');
    await gmScripted.locator('[name=note]').fill('The ledger burns now');
    await gmScripted.getByTestId('save-scenario').click();
    await gmScripted.waitForURL('**?saved=1');
    expect(await gmScripted.getByTestId('saved').innerText()).toContain('new revision');
    // The handouts kept their place through the edit.
    expect(await gmScripted.getByTestId('handouts').innerText()).toContain('A salt-stained page');

    await gmScripted.getByTestId('history-link').click();
    await gmScripted.waitForURL('**/history');
    expect(await gmScripted.getByTestId('revision-list').locator('li').count()).toBe(2);
    const diff = gmScripted.getByTestId('diff');
    expect(await diff.locator('ins').allInnerTexts()).toEqual(expect.arrayContaining([', burned', 'Burn it.']));
    expect(await diff.innerText()).toContain('Mission');
    await expectAccessible(gmScripted, 'scenario-history-desktop');
    await bothSizes(gmScripted, 'scenario-history');

    await gmScripted.getByRole('link', { name: /^Revision 1/ }).click();
    await gmScripted.waitForURL('**?rev=1');
    // The confirmation box must be ticked first (the browser asks; the server refuses too).
    const confirm = gmScripted.getByTestId('revert-form').locator('[name=confirm]');
    expect(await confirm.getAttribute('required')).not.toBeNull();
    await confirm.check();
    await gmScripted.getByTestId('revert').click();
    await gmScripted.waitForURL((url) => url.pathname.endsWith('/history') && url.search === '');
    expect(await gmScripted.getByTestId('revision-list').innerText()).toContain('Put back revision 1');
    await gmScripted.goto(scenarioUrl);
    expect(await gmScripted.locator('h1').innerText()).toBe('The Salt Ledger');
    expect(await gmScripted.locator('main').innerText()).not.toContain('Burn it.');
  });

  it('a stranger sees the summary only, and why', async () => {
    const stranger = await strangerContext.newPage();
    await signUp(stranger, app.url, 'sid_stranger');
    await stranger.goto(scenarioUrl);
    const main = await stranger.locator('main').innerText();
    expect(main).toContain('A harbour audit goes wrong');
    expect(main).toContain('3–5 players');
    expect(main).toContain('Novice');
    expect(await stranger.getByTestId('writeup-hidden').innerText()).toContain('You have not discovered');
    for (const secret of ['Find the ledger', 'harbour master flees', 'auditor', 'owes the wrong people'])
      expect(main).not.toContain(secret);
    expect(await stranger.getByTestId('edit-link').count()).toBe(0);
    expect(await stranger.getByTestId('history-link').count()).toBe(0);
    await expectAccessible(stranger, 'scenario-stranger-desktop');
    await bothSizes(stranger, 'scenario-stranger');
    // The history is the writer's only.
    const history = await stranger.goto(`${scenarioUrl}/history`);
    expect(history?.status()).toBe(403);
    // A visitor is asked to sign in.
    const visitor = await browser.newPage();
    await visitor.goto(scenarioUrl);
    expect(await visitor.getByTestId('writeup-hidden').innerText()).toContain('Sign in');
    await visitor.close();
  });
});
