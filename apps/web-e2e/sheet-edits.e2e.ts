import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// Issue 12: undoing an Exp spend from the sheet's ledger, and deleting a Contractor that never went on a Contract.

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Creates a Contractor with the page's own session; answers its id. */
async function createInPage(page: Page, name: string): Promise<string> {
  return page.evaluate(async (contractorName) => {
    const response = await fetch('/api/v1/contractors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: contractorName,
        archetype: 'a locksmith',
        paradigm: 'every door has a key',
        ambition: 'to open the last one',
        limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
        attributes: { brawn: 2, dexterity: 3, perception: 2, charisma: 2, intellect: 2 },
        abilities: { athletics: 2 },
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, name);
}

describe('editing a Contractor after creation', () => {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    it(`undoes a raise from the ledger and deletes after a confirm (${label})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signUp(page, app.url, `edits${label}`);
      const id = await createInPage(page, 'Mara Quint');
      await page.goto(`${app.url}/contractors/${id}?tab=story`);
      await page.getByTestId('raise-attribute-brawn').click();
      await page.getByTestId('undo-spend').first().waitFor();
      await screenshot(page, `edits-undo-${label}`);
      const undo = await page.getByTestId('undo-spend').first().boundingBox();
      expect(undo!.height).toBeGreaterThanOrEqual(44);
      await page.getByTestId('undo-spend').first().click();
      await page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();
      expect(await page.getByTestId('ledger').textContent()).toContain('Undone: raised Brawn from 2 to 3');
      expect(await page.getByTestId('undo-spend').count()).toBe(0);
      await page.getByText('Delete this Contractor').click();
      await page.getByTestId('confirm-name').fill('Wrong');
      await page.getByTestId('delete').click();
      await page.getByTestId('retire-section').getByRole('alert').waitFor();
      await screenshot(page, `edits-delete-refused-${label}`);
      await page.getByTestId('confirm-name').fill('Mara Quint');
      await page.getByTestId('delete').click();
      await page.waitForURL((url) => url.pathname === '/contractors');
      const text = await page.locator('main').innerText();
      expect(text, text).not.toContain('Mara Quint');
      await context.close();
    });
  }
});
