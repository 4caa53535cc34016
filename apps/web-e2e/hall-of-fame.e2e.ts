import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, newPlayer, sessionToken } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  PHONE_VIEWPORT,
  screenshot,
  startApp,
  type RunningApp,
} from './harness.js';
import { signUp } from './user-steps.js';

// Issue 15, "Hall of Fame and profiles": a GM runs five Contracts, three of them of one Scenario; one Contractor dies
// and the GM gives the cause. The boards, the profile's record and the Graveyard show it on a phone and a
// desktop; a private sheet never shows on a board, and a player who makes their record private drops off them.
// Last, the GM records a death on the record form with its cause, and the Graveyard shows that cause too.

let app: RunningApp;
let browser: Browser;
let annContext: BrowserContext;
let gwenContext: BrowserContext;
let ann: Page;
let gwen: Page;
let annToken: string;
let gwenToken: string;
let bramToken: string;
const ids: Record<'ada' | 'bo' | 'secret' | 'cass' | 'dax', string> = {
  ada: '',
  bo: '',
  secret: '',
  cass: '',
  dax: '',
};
let playgroupId: string;
let scenarioId: string;

const PHONE = PHONE_VIEWPORT;
const DESKTOP = DESKTOP_VIEWPORT;
const CAUSE = 'Crushed under the lighthouse lamp';
const FORM_CAUSE = 'Dragged under by the harbour chain';

/** Screenshots the page at both sizes, ending at `start`; a reader must trip on nothing at either. */
async function bothSizes(page: Page, name: string, start = DESKTOP_VIEWPORT): Promise<void> {
  expect(await lookAtBothSizes(page, `fame-${name}`, start)).toEqual([]);
}

/** Schedules a Contract of the Scenario with the given Contractors seated, and starts it. */
async function running(title: string, seated: string[], withScenario = false): Promise<string> {
  const { id } = await api<{ id: string }>(app.url, 'POST', '/contracts', {
    token: gwenToken,
    body: { playgroupId, title, startsAt: '2031-05-01T19:00:00Z', ...(withScenario ? { scenarioId } : {}) },
  });
  for (const contractorId of seated)
    await api(app.url, 'POST', `/contracts/${id}/rsvp`, { token: tokens[contractorId]!, body: { contractorId } });
  await api(app.url, 'POST', `/contracts/${id}/start`, { token: gwenToken });
  return id;
}

/** Records a running Contract with each Contractor's outcome. */
async function record(id: string, outcomes: Record<string, string>): Promise<void> {
  await api(app.url, 'POST', `/contracts/${id}/finish`, {
    token: gwenToken,
    body: { outcomes: Object.entries(outcomes).map(([contractorId, outcome]) => ({ contractorId, outcome })) },
  });
}

/** The token of each Contractor's player, by Contractor id. */
const tokens: Record<string, string> = {};

const boardText = (page: Page, board: string) => page.getByTestId(`board-${board}`).innerText();

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  annContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  gwenContext = await browser.newContext({ viewport: DESKTOP });
  ann = await annContext.newPage();
  gwen = await gwenContext.newPage();
  await signUp(ann, app.url, 'ann');
  await signUp(gwen, app.url, 'gwen');
  annToken = await sessionToken(app.url, 'ann');
  gwenToken = await sessionToken(app.url, 'gwen');
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: gwenToken, body: { name: 'Night Shift' } })
  ).id;
  bramToken = await newPlayer(app.url, 'bram');
  const players = {
    ann: annToken,
    bram: bramToken,
    cass: await newPlayer(app.url, 'cass'),
    dax: await newPlayer(app.url, 'dax'),
  };
  for (const token of Object.values(players))
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token, body: { action: 'join' } });
  for (const [key, name, owner] of [
    ['ada', 'Ada Quill', 'ann'],
    ['bo', 'Bo Reyes', 'bram'],
    ['secret', 'Sable Nox', 'ann'],
    ['cass', 'Cass Marlow', 'cass'],
    ['dax', 'Dax Ferro', 'dax'],
  ] as const) {
    const token = players[owner];
    ids[key] = (await newContractor(app.url, token, name)).id;
    tokens[ids[key]] = token;
    await api(app.url, 'POST', `/playgroups/${playgroupId}/contractors`, { token, body: { contractorId: ids[key] } });
    await api(app.url, 'PATCH', `/playgroups/${playgroupId}/contractors/${ids[key]}`, {
      token: gwenToken,
      body: { decision: 'approve' },
    });
  }
  scenarioId = (
    await api<{ id: string }>(app.url, 'POST', '/scenarios', {
      token: gwenToken,
      body: { title: 'The Salt Ledger', summary: 'A harbour audit goes wrong.' },
    })
  ).id;
  const first = await running('First tide', [ids.secret, ids.bo]);
  await record(first, { [ids.secret]: 'victory', [ids.bo]: 'failure' });
  const second = await running('Second tide', [ids.ada, ids.bo]);
  await record(second, { [ids.ada]: 'victory', [ids.bo]: 'failure' });
  // Two runs of the Scenario for newcomers (Ann and Bram play it last, in the first test).
  await record(await running('Salt for Cass', [ids.cass], true), { [ids.cass]: 'victory' });
  await record(await running('Salt for Dax', [ids.dax], true), { [ids.dax]: 'failure' });
  // Sable's sheet goes private after its victory: no board may show it.
  const secret = await api<{ version: number }>(app.url, 'GET', `/contractors/${ids.secret}`, { token: annToken });
  await api(app.url, 'PATCH', `/contractors/${ids.secret}`, {
    token: annToken,
    body: { version: secret.version, private: true },
  });
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('Hall of Fame, profiles and the Graveyard', () => {
  it('the GM confirms a death with its cause; the Graveyard files it under its Status', async () => {
    const third = await running('Third tide', [ids.ada, ids.bo], true);
    await api(app.url, 'POST', `/contractors/${ids.bo}/injuries`, { token: bramToken, body: { severity: 12 } });
    await gwen.goto(`${app.url}/contractors/${ids.bo}`);
    await gwen.getByLabel('Cause of death').fill(CAUSE);
    await bothSizes(gwen, 'confirm-death', DESKTOP);
    await gwen.getByTestId('confirm-death').click();
    await gwen.getByTestId('death-confirmed').waitFor();
    await record(third, { [ids.ada]: 'failure', [ids.bo]: 'death' });

    await ann.goto(`${app.url}/graveyard`);
    const grave = ann.getByTestId(`grave-${ids.bo}`);
    expect(await grave.getByTestId('cause').innerText()).toBe(`Cause of death: ${CAUSE}`);
    expect(await ann.getByTestId('graves-newbie').getByTestId(`grave-${ids.bo}`).count()).toBe(1);
    expect(await ann.getByTestId('tally-newbie').innerText()).toBe('Newbie · 1');
    await screenshot(ann, 'fame-graveyard-all-phone');
    await ann.getByTestId('tally-newbie').click();
    await ann.waitForURL(/status=newbie/);
    expect(await ann.getByTestId(`grave-${ids.bo}`).count()).toBe(1);
    await bothSizes(ann, 'graveyard', PHONE);
  });

  it('ranks the GM, the player, the Contractors and the Scenario, and never shows the private sheet', async () => {
    await gwen.goto(`${app.url}/`);
    await gwen.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Hall of Fame' }).click();
    await gwen.waitForURL(/\/hall-of-fame$/);
    expect(await boardText(gwen, 'most-gmed')).toContain('@gwen');
    expect(await boardText(gwen, 'most-gmed')).toContain('5 Contracts');
    // Ann and Bram played three each: they share the first rank.
    expect(await boardText(gwen, 'most-played')).toMatch(
      /Rank\s+1\s+@ann\s+3 Contracts\s+Rank\s+1\s+@bram\s+3 Contracts/,
    );
    // Ada came back from both of hers; Bo is dead, so no survivor.
    const survivors = await boardText(gwen, 'top-survivors');
    expect(survivors).toContain('Ada Quill');
    expect(survivors).toContain('2 returns');
    expect(survivors).not.toContain('Bo Reyes');
    const victories = await boardText(gwen, 'most-victories');
    expect(victories).toContain('Ada Quill');
    expect(victories).not.toContain('Sable Nox');
    // Five Contracts is the floor for the deadliest board, and the help says so: one death in five.
    expect(await boardText(gwen, 'deadliest-gms')).toContain('at least 5 recorded Contracts');
    expect(await boardText(gwen, 'deadliest-gms')).toContain('1 death in 5 Contracts');
    expect(await boardText(gwen, 'deadliest-gms')).toContain('0.2 per Contract');
    expect(await boardText(gwen, 'most-run-scenarios')).toContain('The Salt Ledger');
    expect(await boardText(gwen, 'deadliest-scenarios')).toContain('0.33 per run');
    expect(await gwen.content()).not.toContain('Sable Nox');
    const json = await api(app.url, 'GET', '/hall-of-fame');
    expect(JSON.stringify(json)).not.toContain('Sable Nox');
    await bothSizes(gwen, 'hall', DESKTOP);
  });

  it('shows the record on the profile: private Contractors only to their player', async () => {
    await gwen.goto(`${app.url}/u/ann`);
    const text = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('dd').innerText();
    // Sable's victory is on a private sheet: Gwen does not count it, Ann does.
    expect(await text(gwen, 'gamesPlayed')).toBe('3');
    expect(await text(gwen, 'victories')).toBe('1');
    expect(await text(gwen, 'survivals')).toBe('2');
    await bothSizes(gwen, 'profile-other', DESKTOP);
    await ann.goto(`${app.url}/u/ann`);
    expect(await text(ann, 'victories')).toBe('2');
    expect(await text(ann, 'survivals')).toBe('3');
    await bothSizes(ann, 'profile', PHONE);
    await gwen.goto(`${app.url}/u/bram`);
    expect(await text(gwen, 'deaths')).toBe('1');
    expect(await text(gwen, 'survivals')).toBe('2');
    await gwen.goto(`${app.url}/u/gwen`);
    expect(await text(gwen, 'gamesGmed')).toBe('5');
  });

  it('a player who makes their record private drops off the boards and their profile shows no numbers', async () => {
    await ann.goto(`${app.url}/settings`);
    await ann.getByLabel('Keep my record private').check();
    await ann.getByRole('button', { name: 'Save settings' }).click();
    await ann.getByText('Saved.').waitFor();
    await bothSizes(ann, 'settings', PHONE);
    await gwen.goto(`${app.url}/u/ann`);
    expect(await gwen.getByTestId('profile-private').innerText()).toContain('keeps their record private');
    expect(await gwen.getByTestId('profile-stats').count()).toBe(0);
    await ann.goto(`${app.url}/u/ann`);
    expect(await ann.getByTestId('profile-stats').count()).toBe(1);
    await gwen.goto(`${app.url}/hall-of-fame`);
    expect(await boardText(gwen, 'most-played')).not.toContain('@ann');
    expect(await boardText(gwen, 'most-played')).toContain('@bram');
    expect(await boardText(gwen, 'most-victories')).not.toContain('Ada Quill');
    expect(await boardText(gwen, 'most-gmed')).toContain('@gwen');
  });

  // Last, since a sixth Contract and a second death change the boards the tests above read.
  it('the GM records a death with its cause on the record form; the Graveyard shows it', async () => {
    const fourth = await running('Fourth tide', [ids.cass, ids.dax]);
    // Without JS every seat shows the field, labelled for the case it applies to.
    const noJs = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await noJs.addCookies([{ name: 'harbinger_session', value: gwenToken, url: app.url }]);
    const plain = await noJs.newPage();
    await plain.goto(`${app.url}/contracts/${fourth}`);
    expect(await plain.getByLabel('Cause of death (if they died)').count()).toBe(2);
    await noJs.close();

    await gwen.goto(`${app.url}/contracts/${fourth}`);
    await gwen.getByTestId('outcome-dax').selectOption('victory');
    expect(await gwen.getByTestId('cause-dax').count()).toBe(0);
    await gwen.getByTestId('outcome-cass').selectOption('death');
    await gwen.getByTestId('cause-cass').fill(FORM_CAUSE);
    await gwen.getByTestId('cause-cass').scrollIntoViewIfNeeded();
    await bothSizes(gwen, 'record-cause', DESKTOP);
    await gwen.getByTestId('finish').click();
    expect(await gwen.getByTestId('done').innerText()).toContain('Recorded');

    await ann.goto(`${app.url}/graveyard`);
    const grave = ann.getByTestId(`grave-${ids.cass}`);
    expect(await grave.getByTestId('cause').innerText()).toBe(`Cause of death: ${FORM_CAUSE}`);
    expect(await grave.innerText()).toContain('Fourth tide');
    await grave.scrollIntoViewIfNeeded();
    await bothSizes(ann, 'graveyard-recorded-cause', PHONE);
  });
});
