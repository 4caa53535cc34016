import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousAxeViolations } from './harness.js';

// Steps several browser tests take as a user would: sign up through the form, read the alerts, check a page.

/** The password every test account signs up with. */
export const TEST_PASSWORD = 'a long enough password';

/** Signs up through the form at `baseUrl` and waits to leave the sign-up page. */
export async function signUp(page: Page, baseUrl: string, handle: string): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.test`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
}

/** Every alert on the page, as one text (waits for the first one). */
export async function alerts(page: Page): Promise<string> {
  await page.getByRole('alert').first().waitFor();
  return (await page.getByRole('alert').allInnerTexts()).join('\n');
}

/** Saves a screenshot named `name` and expects no serious or critical axe violation on the page. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `${name}: serious or critical axe violations`).toEqual([]);
}
