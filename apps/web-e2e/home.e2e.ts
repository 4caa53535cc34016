import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  formatFraction,
  fractionToNumber,
  outcomeDistribution,
  scoreDie,
  tierProbabilities,
  type DieFace,
} from '@harbinger/rules';
import { newContractor, newPlayer } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  signedInPage,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 18, the first impression: a visitor learns what The Contract is, rolls real dice in the demo (live with
// JavaScript, a plain GET without) and reads the exact odds, sees a sheet, and finds the ways in. A signed-in player
// gets their dashboard instead, with their Contractors and next Contracts.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  contexts.push(context);
  page = await context.newPage();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

/** The demo's dice as the page shows them: each face and the score it was given. */
async function shownDice(on: Page): Promise<{ face: number; score: number }[]> {
  return on
    .getByTestId('demo-die')
    .evaluateAll((dice) => dice.map((d) => ({ face: Number(d.dataset.face), score: Number(d.dataset.score) })));
}

/** Checks the shown roll against the rules: every die scored right, and the Outcome their sum. */
async function expectScoredByTheRules(on: Page, pool: number, difficulty: number): Promise<void> {
  const dice = await shownDice(on);
  expect(dice).toHaveLength(pool);
  for (const die of dice) expect(die.score).toBe(scoreDie(die.face as DieFace, difficulty));
  const sum = dice.reduce((total, die) => total + die.score, 0);
  expect(Number(await on.getByTestId('demo-outcome').innerText())).toBe(sum);
  expect(await on.getByTestId('demo-tier').innerText()).not.toBe('');
}

/** The exact chance of a partial success, as the page should print it. */
function partialPercent(pool: number, difficulty: number): string {
  const p = fractionToNumber(tierProbabilities(outcomeDistribution({ pool, difficulty })).partial);
  return `${(p * 100).toFixed(1)}%`;
}

describe('the home page for a visitor', () => {
  it('says what the game is and how a campaign turns, and shows an example sheet', async () => {
    await page.goto(`${app.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Ordinary people');
    expect(await page.getByRole('heading', { name: 'What is The Contract?' }).count()).toBe(1);
    const loop = page.getByRole('heading', { name: 'How a campaign turns' }).locator('..');
    for (const step of ['Build a Contractor', 'Risk them on a Contract', 'Earn a Gift'])
      expect(await loop.getByRole('heading', { name: step }).count()).toBe(1);
    const sheet = page.getByTestId('example-sheet');
    expect(await sheet.innerText()).toContain('Dell Okafor');
    expect(await sheet.innerText()).toMatch(/Body 7/i);
    expect(await page.getByTestId('demo-die').count()).toBe(5); // the example roll, before any click
    expect(await lookAtBothSizes(page, 'home-visitor')).toEqual([]);
  });

  it('rolls the demo dice in place with JavaScript, scores them by the rules and shows the exact odds', async () => {
    await page.goto(`${app.url}/`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByTestId('demo-dice').selectOption('3');
    await page.getByTestId('demo-difficulty').selectOption('7');
    await page.getByTestId('demo-roll').click();
    await expect.poll(() => page.url()).toMatch(/dice=3&difficulty=7&roll=/); // history.replaceState, no load
    await expect.poll(() => page.getByTestId('demo-die').count()).toBe(3);
    await expectScoredByTheRules(page, 3, 7);
    expect(await page.getByTestId('demo-odds-partial').innerText()).toContain(partialPercent(3, 7));
    expect(await page.getByTestId('demo-odds-link').getAttribute('href')).toBe('/odds?pool=3&difficulty=7');
    // No page load happened: the script swapped the result in.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('#demo-announce').innerText()).toMatch(/^Outcome -?\d+: /);

    // The exact fractions wait behind a disclosure, which stays open for the next roll.
    await page.getByTestId('demo-exact').locator('summary').click();
    const partial = formatFraction(tierProbabilities(outcomeDistribution({ pool: 3, difficulty: 7 })).partial);
    expect(await page.getByTestId('demo-exact').innerText()).toContain(partial);

    // Each press throws new dice; the address keeps the roll, so reloading it shows the same dice.
    const first = new URL(page.url()).searchParams.get('roll');
    await page.getByTestId('demo-roll').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('roll')).not.toBe(first);
    expect(await page.getByTestId('demo-exact').getAttribute('open')).toBe('');
    const dice = await shownDice(page);
    await page.reload();
    expect(await shownDice(page)).toEqual(dice);
  });

  it('rolls on the server without JavaScript: the form is a plain GET', async () => {
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled: false });
    contexts.push(context);
    const plain = await context.newPage();
    await plain.goto(`${app.url}/`);
    await plain.getByTestId('demo-dice').selectOption('8');
    await plain.getByTestId('demo-difficulty').selectOption('5');
    await Promise.all([plain.waitForURL(/dice=8&difficulty=5&roll=/), plain.getByTestId('demo-roll').click()]);
    await expectScoredByTheRules(plain, 8, 5);
    expect(await plain.getByTestId('demo-odds-partial').innerText()).toContain(partialPercent(8, 5));
    expect(await plain.getByTestId('demo-result').innerText()).toContain('Your roll: 8 dice at Difficulty 5');
  });

  it('offers the ways in as links that work', async () => {
    await page.goto(`${app.url}/`);
    const ways = {
      'way-signup': '/signup',
      'way-build': '/contractors/new',
      'way-playgroups': '/playgroups',
      'way-cardgame': '/cardgame',
      'way-learn': '/learn',
      'way-rules': '/rules',
    };
    for (const [testid, href] of Object.entries(ways)) {
      expect(await page.getByTestId(testid).getAttribute('href')).toBe(href);
      const response = await page.request.get(`${app.url}${href}`);
      expect(response.status(), href).toBe(200);
    }
    // A visitor really can build without an account: the builder opens, with no sign-in wall.
    await page.getByTestId('way-build').click();
    await page.waitForURL(/\/contractors\/new$/);
    expect(page.url()).not.toContain('/signin');
    await page.goto(`${app.url}/`);
    await page.getByTestId('way-learn').click();
    await page.waitForURL(/\/learn$/);
  });
});

describe('the home page for a signed-in player', () => {
  it('shows their dashboard: their Contractors and next Contracts, no sales pitch', async () => {
    const token = await newPlayer(app.url, 'homer');
    await newContractor(app.url, token, 'Ada Quill');
    const mine = await signedInPage(browser, app.url, token, contexts);
    await mine.goto(`${app.url}/`);
    expect(await mine.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back, @homer');
    expect(await mine.getByTestId('my-contractors').innerText()).toContain('Ada Quill');
    expect(await mine.getByTestId('next-contracts').innerText()).toContain('Nothing on your calendar.');
    expect(await mine.getByTestId('dice-demo').count()).toBe(0);
    expect(await lookAtBothSizes(mine, 'home-player')).toEqual([]);
  });
});
