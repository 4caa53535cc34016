import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newContractor, sessionToken } from './api-client.js';
import { join } from 'node:path';
import {
  launchBrowser,
  screenshot,
  screenshotDir,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';
import { signUp } from './user-steps.js';

// Issue 12: Will to Survive offered on the add-Injury form (once per Contract, not against a fall), and Battle Scar
// effects on the sheet's numbers with the reason shown (a Limp halves movement).

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

async function explainText(page: Page, testid: string): Promise<string> {
  const details = page.locator('details.explain', { has: page.getByTestId(testid) });
  return (await details.locator('.explain-text').textContent()) ?? '';
}

describe('Battle Scars and Will to Survive on the sheet', () => {
  it('uses Will to Survive on a Severity 10 Injury, then shows it used and the Limp halving movement', async () => {
    const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await desktop.newPage();
    await signUp(page, app.url, 'scarred');
    const token = await sessionToken(app.url, 'scarred');
    const { id } = await newContractor(app.url, token, 'Wren Hollis');

    // The phone view of the form first: Will to Survive offered, with the window explained.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      storageState: await desktop.storageState(),
    });
    const small = await phone.newPage();
    await small.goto(`${app.url}/contractors/${id}?tab=status`);
    const form = small.getByTestId('add-injury-form');
    await expect(form.getByTestId('will-to-survive-status').textContent()).resolves.toContain(
      'Will to Survive is available',
    );
    await expect(form.getByTestId('will-to-survive-status').textContent()).resolves.toContain(
      'counts from the Contractor’s creation',
    );
    await form.scrollIntoViewIfNeeded();
    for (const testid of ['will-to-survive-use', 'injury-from-fall']) {
      const box = await small.getByTestId(testid).locator('xpath=..').boundingBox();
      expect(box?.height ?? 0, `${testid} tap target`).toBeGreaterThanOrEqual(44);
    }
    await small.getByTestId('injury-severity').fill('10');
    await small.getByTestId('will-to-survive-use').check();
    await small.getByTestId('will-to-survive-scar').selectOption('limp');
    await screenshot(small, 'scars-phone-status');
    await form.screenshot({ path: join(screenshotDir, 'scars-phone-form.png') });
    expect(await seriousAxeViolations(small)).toEqual([]);

    // Before: free movement without a scar.
    await page.goto(`${app.url}/contractors/${id}?tab=status`);
    const before = Number.parseInt((await page.getByTestId('free-movement').textContent()) ?? '0', 10);

    // Submit from the phone.
    await small.getByTestId('add-injury').click();
    await small.waitForLoadState('load');
    await small.getByTestId('injuries').waitFor();
    await expect(small.getByTestId('injuries').textContent()).resolves.toContain('6');
    await expect(small.getByTestId('mind-damage').textContent()).resolves.toBe('1');
    await expect(small.getByTestId('will-to-survive-status').textContent()).resolves.toContain(
      'Will to Survive is used up',
    );
    await expect(small.getByTestId('will-to-survive-use').count()).resolves.toBe(0);
    await screenshot(small, 'scars-phone-after');

    await page.reload();
    const after = Number.parseInt((await page.getByTestId('free-movement').textContent()) ?? '0', 10);
    expect(after).toBeLessThan(before);
    expect(await explainText(page, 'free-movement')).toContain('halved by Limp');
    expect(await explainText(page, 'dash')).toContain('halved by Limp');
    await screenshot(page, 'scars-desktop-status');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The API refuses a second use in the same Contract window, and any use against a fall.
    const post = (body: unknown) =>
      fetch(`${app.url}/api/v1/contractors/${id}/injuries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const again = await post({ severity: 8, willToSurvive: {} });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: { code: 'will_to_survive_already_used' } });
    const fall = await post({ severity: 8, fromFall: true, willToSurvive: { reduction: 2 } });
    expect(fall.status).toBe(422);
    expect(await fall.json()).toMatchObject({ error: { code: 'will_to_survive_not_against_falling' } });

    await phone.close();
    await desktop.close();
  });
});
