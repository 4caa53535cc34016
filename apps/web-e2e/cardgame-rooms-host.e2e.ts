import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { expectAccessible } from './user-steps.js';

// An online card table with two people on two devices: Bea (on a phone) leaves for good in the middle of the
// game; Ana, the host (on a laptop), gives her seat to a bot, and both see it happen in the room log.

let app: RunningApp;
let browser: Browser;
let host: Page;
let player: Page;
let roomUrl: string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  host = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  player = await (
    await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  ).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The room log's text, once it holds `words`. */
async function logWith(page: Page, words: string | RegExp): Promise<string> {
  const log = page.getByTestId('event-log');
  await log.getByText(words, { exact: false }).first().waitFor({ timeout: 15_000 });
  return log.innerText();
}

describe('a player leaves a running room and the host settles the seat', () => {
  it('Ana opens a room for four, Bea joins from her phone, and the game starts with two bots', async () => {
    await host.goto(`${app.url}/cardgame/rooms`);
    await host.getByTestId('room-host-name').fill('Ana');
    await host.getByTestId('room-players').selectOption('4');
    await host.getByTestId('room-seat-plan-1').selectOption('open');
    await host.getByTestId('room-seat-plan-2').selectOption('cautious');
    await host.getByTestId('room-seat-plan-3').selectOption('greedy');
    await host.locator('#seed').fill('leave-e2e');
    await host.getByTestId('room-create-submit').click();
    await host.getByTestId('room-code').waitFor();
    roomUrl = host.url().split('?')[0]!;

    await player.goto(roomUrl);
    await player.getByTestId('join-name').fill('Bea');
    await player.getByTestId('join-submit').click();
    await player.getByTestId('room-leave').waitFor();

    await host.reload();
    await host.getByTestId('start-room').click();
    await host.getByTestId('game-table').waitFor();
    await player.getByTestId('game-table').waitFor();
    await player.getByTestId('room-connection').getByText('Live').waitFor();
  });

  it('Bea leaves for good; everyone reads it in the log and the host is asked what to do', async () => {
    await player.getByTestId('room-leave').locator('summary').click();
    await player.getByTestId('leave-submit').click();
    await player.getByText('You are watching').waitFor();
    expect(await player.getByTestId('room-leave').count()).toBe(0);
    expect(await logWith(player, 'Bea left the table')).toContain('Bea left the table');
    expect(await logWith(host, 'Bea left the table')).toContain('Bea left the table');

    const settle = host.getByTestId('settle-seat-1');
    await settle.waitFor();
    expect(await settle.getByTestId('settle-greedy').innerText()).toBe('Give the seat to a Greedy bot');
    expect(await settle.getByTestId('settle-sit-out').innerText()).toBe('Carry on without Bea');
    expect(await host.getByTestId('seat-tag-1').innerText()).toBe('left');
    await player.getByTestId('left-seats').getByText('waits for the host').waitFor();
    await screenshot(host, 'rooms-host-player-left-desktop');
    await screenshot(player, 'rooms-player-after-leaving-phone');
  });

  it('the host gives the seat to a Greedy bot, which plays on in Bea’s place, and both pages say so', async () => {
    await host.getByTestId('settle-seat-1').getByTestId('settle-greedy').click();
    await host.getByTestId('seat-tag-1').getByText('bot').waitFor();
    expect(await host.getByTestId('left-seats').count()).toBe(0);
    const line = 'Greedy bot (seat 2) takes over from Bea';
    expect(await logWith(host, line)).toContain(line);
    expect(await logWith(player, line)).toContain(line);
    expect(await host.getByTestId('score-1').innerText()).toContain('Greedy bot (seat 2)');

    // Ana takes a Contract and calls seat 2 along: the bot answers or reveals for the seat
    await host.getByTestId('legal-move-0').click();
    const choice = host.getByTestId('recruit-choice-1');
    await choice.waitFor();
    // whatever the Contract, seat 2 is called along: asked when it may be, forced (or named opponent) otherwise
    if ((await choice.inputValue()) !== 'force') {
      const values = await choice.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      await choice.selectOption(values.includes('ask') ? 'ask' : 'force');
    }
    await host.getByTestId('recruit-submit').click();
    const answer = /Greedy bot \(seat 2\) (joins in|stays out|reveals)/;
    expect(await logWith(host, answer)).toMatch(answer);
    expect(await scrollsSideways(host)).toBe(false);
    await expectAccessible(host, 'rooms-host-bot-took-seat-desktop');
    await host.setViewportSize(PHONE);
    expect(await scrollsSideways(host)).toBe(false);
    await screenshot(host, 'rooms-host-bot-took-seat-phone');
    await screenshot(player, 'rooms-watcher-bot-took-seat-phone');
  });
});
