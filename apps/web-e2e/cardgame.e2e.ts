import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  phoneContext,
  screenshot,
  scrollsSideways,
  seriousAxeViolations,
  startApp,
  type RunningApp,
} from './harness.js';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the card game on one phone', () => {
  it('the rules page reads well on a phone', async () => {
    await page.goto(`${app.url}/cardgame`);
    await screenshot(page, 'cardgame-rules');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('a hot-seat game of one person against two bots plays to the end', async () => {
    await page.goto(`${app.url}/cardgame/play`);
    await page.getByTestId('seat-count').selectOption('3');
    await page.getByTestId('seat-kind-0').selectOption('human');
    await page.getByTestId('seat-kind-1').selectOption('cautious');
    await page.getByTestId('seat-kind-2').selectOption('greedy');
    await page.getByTestId('seed-input').fill('e2e-1');
    const speed = page.getByTestId('bot-speed');
    if (await speed.count()) await speed.selectOption('instant');
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-table').or(page.getByTestId('pass-device')).first().waitFor();
    await screenshot(page, 'cardgame-table');
    const deadline = Date.now() + 90_000;
    while (!(await page.getByTestId('game-over').isVisible())) {
      if (Date.now() > deadline) throw new Error('the game did not end in time');
      const pass = page.getByTestId('pass-device-continue');
      const auto = page.getByTestId('auto-move');
      if (await pass.isVisible()) await pass.click();
      else if (await auto.isVisible()) await auto.click();
      else await page.waitForTimeout(50);
    }
    expect(await page.getByTestId('winner').innerText()).not.toBe('');
    await screenshot(page, 'cardgame-game-over');
  });
});
