import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { scoreDie, type DieFace } from '@harbinger/rules';
import { DESKTOP_VIEWPORT, launchBrowser, lookAtBothSizes, startApp, type RunningApp } from './harness.js';

// Issue 18, "How to play": four steps with real dice and the real rules engine. Roll a pool (Attribute + Ability at
// Difficulty 6) and see each die scored, read the Outcome's tier, take an Injury and see its Penalty, and roll again
// with the Penalty taking dice (never below 2). Live with JavaScript; each step a plain GET form without.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled });
  contexts.push(context);
  return context.newPage();
}

/** A roll's dice as shown (face and score), checked against the rules at Difficulty 6; returns how many. */
async function expectDiceScored(on: Page, testid: string): Promise<number> {
  const dice = await on
    .getByTestId(`${testid}-die`)
    .evaluateAll((all) => all.map((d) => ({ face: Number(d.dataset.face), score: Number(d.dataset.score) })));
  for (const die of dice) expect(die.score).toBe(scoreDie(die.face as DieFace, 6));
  const sum = dice.reduce((total, die) => total + die.score, 0);
  expect(Number(await on.getByTestId(`${testid}-outcome`).innerText())).toBe(sum);
  return dice.length;
}

/**
 * Walks the four steps: Dexterity 3 + Athletics 2 (5 dice), then a Severity 6 Injury (1 Body of 7 left: Penalty 4,
 * which would leave 1 die but the floor keeps 2), then the second roll.
 */
async function walk(on: Page, live: boolean): Promise<void> {
  const send = async (testid: string, step: RegExp) => {
    if (live) {
      await on.getByTestId(testid).click();
      await expect.poll(() => on.url()).toMatch(step); // history.replaceState: no navigation to wait for
    } else await Promise.all([on.waitForURL(step), on.getByTestId(testid).click()]);
  };
  await on.goto(`${app.url}/learn`);
  if (live) await on.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  expect(await on.getByTestId('step-outcome').count()).toBe(0);
  await on.getByTestId('learn-attribute').selectOption('dexterity');
  await on.getByTestId('learn-ability').selectOption('athletics');
  await send('learn-roll', /attribute=dexterity&ability=athletics&roll=/);
  await on.getByTestId('first-result').waitFor();
  expect(await on.getByTestId('first-pool').innerText()).toBe('5 dice');
  expect(await expectDiceScored(on, 'first')).toBe(5);

  // Step 2: the Outcome's tier is the one marked in the list.
  const tier = await on.getByTestId('first-tier').innerText();
  expect(
    await on
      .getByTestId('tier-list')
      .locator('li', { has: on.getByTestId('this-roll') })
      .innerText(),
  ).toContain(tier);

  // Step 3: a Critical Injury leaves 1 Body of 7, a Penalty of 4.
  await on.getByTestId('severity-6').check();
  await send('learn-injure', /severity=6/);
  await on.getByTestId('injury-result').waitFor();
  expect(await on.getByTestId('body-left').innerText()).toBe('1 of 7');
  expect(await on.getByTestId('penalty').innerText()).toBe('4');
  expect(await on.getByTestId('learn-body').getAttribute('data-filled')).toBe('6');

  // Step 4: the Penalty takes dice, down to the floor of 2.
  await send('learn-reroll', /reroll=/);
  await on.getByTestId('second-result').waitFor();
  expect(await on.getByTestId('second-pool').innerText()).toContain('= 2 dice (not 1: the floor of 2 holds)');
  expect(await expectDiceScored(on, 'second')).toBe(2);
  await on.getByTestId('learn-next').waitFor();
  // With scripts, no page load happened on the way: each step was swapped in.
  if (live) expect(await on.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
}

describe('how to play', () => {
  it('walks all four steps live: the Penalty really removes dice, and the page never reloads', async () => {
    const page = await newPage(true);
    await page.goto(`${app.url}/learn`);
    expect(await lookAtBothSizes(page, 'learn-start')).toEqual([]);
    await walk(page, true);
    // Focus follows the newest result, so a keyboard or screen-reader user lands on what changed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('second-result');
    expect(await lookAtBothSizes(page, 'learn-done')).toEqual([]);
  });

  it('walks all four steps without JavaScript, each a plain GET form', async () => {
    const page = await newPage(false);
    await walk(page, false);
    // A milder Injury: Severity 2 leaves 5 Body, Penalty 1, and 5 dice become 4.
    await page.getByTestId('severity-2').check();
    await Promise.all([page.waitForURL(/severity=2/), page.getByTestId('learn-injure').click()]);
    expect(await page.getByTestId('penalty').innerText()).toBe('1');
    await Promise.all([page.waitForURL(/severity=2.*reroll=/), page.getByTestId('learn-reroll').click()]);
    expect(await page.getByTestId('second-pool').innerText()).toContain('= 4 dice');
    expect(await expectDiceScored(page, 'second')).toBe(4);
  });

  it('links each step to its section of the rules reference', async () => {
    const page = await newPage(true);
    await page.goto(`${app.url}/learn?attribute=dexterity&ability=drive&roll=ab&severity=3`);
    const hrefs = await page
      .locator('#learn-steps a[href^="/rules/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const slug of ['dice', 'difficulty', 'outcome', 'injuries', 'penalty'])
      expect(hrefs).toContain(`/rules/${slug}`);
  });
});
