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

/** The guided creation's steps, as its progress line names them. */
const CREATION_STEP_TITLES = ['Concept', 'Limits', 'Attributes', 'Abilities', 'Assets and Liabilities', 'Finish'];

/**
 * Moves the guided creation stepper to a step by pressing Next or Back as a player would (before the page runs its
 * script, the same buttons post the form and the server shows the step).
 */
export async function creationStep(page: Page, title: string): Promise<void> {
  const target = CREATION_STEP_TITLES.indexOf(title);
  if (target < 0) throw new Error(`no creation step called ${title}`);
  for (let guard = 0; guard < CREATION_STEP_TITLES.length * 2; guard++) {
    const text = await page.getByTestId('step-progress').innerText();
    const at = Number(/Step (\d+)/.exec(text)?.[1] ?? '1') - 1;
    if (at === target) return;
    const next = at < target ? at + 1 : at - 1;
    await page
      .getByRole('button', { name: at < target ? /^Next/ : /Back/ })
      .first()
      .click();
    await page
      .getByTestId('step-progress')
      .filter({ hasText: `Step ${String(next + 1)} of` })
      .waitFor();
  }
}

/**
 * Signs up as `handle` and creates, through the guided creation, a Newbie called `name` with the Gifted Asset (one
 * Gift Credit to spend in the builder). Answers the new Contractor's id.
 */
export async function signUpWithGiftedNewbie(
  page: Page,
  baseUrl: string,
  handle: string,
  name: string,
): Promise<string> {
  await signUp(page, baseUrl, handle);
  await page.goto(`${baseUrl}/contractors/new`);
  await page.locator('#field-name').fill(name);
  for (const id of ['archetype', 'paradigm', 'ambition']) await page.locator(`#field-${id}`).fill(`a ${id}`);
  await creationStep(page, 'Assets and Liabilities');
  await page.locator('#assets-gifted').check();
  await creationStep(page, 'Finish');
  await page.getByRole('button', { name: 'Create Contractor' }).click();
  await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
  return new URL(page.url()).pathname.split('/').pop()!;
}
