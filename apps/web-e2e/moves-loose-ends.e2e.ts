import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, homedContractor, newContractor, newPlayer } from './api-client.js';
import { launchBrowser, lookAtBothSizes, signedInPage, startApp, type RunningApp } from './harness.js';

// Issue 15, Moves and Loose Ends: a GM grants a Loose End (Cutoff 2, needing a Hustle) and records a Move from the
// Contractor's Moves page; its player sees the level but never the Cutoff or Threat; after two Contracts the Threat
// comes due, the player is told, and the RSVP menu refuses the Contractor, saying why, until a GM records the Loose
// End resolved.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gm: Page;
let ann: Page;
const tokens: Record<string, string> = {};
let playgroupId: string;
let annK: string;

const THREAT = 'A crew of internet sleuths camps outside her flat';

/** Screenshots the page at both sizes; a reader must trip on nothing at either. */
async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await lookAtBothSizes(page, `moves-${name}`)).toEqual([]);
}

/** A desktop page signed in as `handle`. */
function signedIn(handle: string): Promise<Page> {
  return signedInPage(browser, app.url, tokens[handle]!, contexts);
}

/** Schedules a Contract run by the GM; answers its id. */
async function schedule(title: string): Promise<string> {
  return (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: tokens.mvgm,
      body: { playgroupId, title, startsAt: '2031-05-01T19:00:00.000Z' },
    })
  ).id;
}

/** Ann attends a whole Contract: answer, start, record. */
async function playOne(title: string): Promise<void> {
  const id = await schedule(title);
  await api(app.url, 'POST', `/contracts/${id}/rsvp`, { token: tokens.mvann, body: { contractorId: annK } });
  await api(app.url, 'POST', `/contracts/${id}/start`, { token: tokens.mvgm });
  await api(app.url, 'POST', `/contracts/${id}/finish`, {
    token: tokens.mvgm,
    body: { outcomes: [{ contractorId: annK, outcome: 'victory' }] },
  });
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  tokens.mvgm = await newPlayer(app.url, 'mvgm');
  tokens.mvann = await newPlayer(app.url, 'mvann');
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.mvgm, body: { name: 'Quiet Hours' } })
  ).id;
  await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token: tokens.mvann, body: { action: 'join' } });
  annK = await homedContractor(
    app.url,
    { playgroupId, ownerToken: tokens.mvann!, leaderToken: tokens.mvgm! },
    'Ada Quill',
  );
  await newContractor(app.url, tokens.mvgm, 'Gwen Marsh');
  gm = await signedIn('mvgm');
  ann = await signedIn('mvann');
}, 300_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await app?.stop();
});

describe('Moves and Loose Ends', () => {
  it('the GM grants a Loose End from the Contractor’s Moves page and reads its Threat and Cutoff', async () => {
    await gm.goto(`${app.url}/contractors/${annK}?tab=story`);
    await gm.getByTestId('story-moves-link').click();
    await gm.waitForURL(/\/moves$/);
    await gm.getByTestId('grant-open').click();
    const f = gm.getByTestId('grant-form');
    await f.getByLabel('Name').fill('Filmed using her strength');
    await f.getByLabel(/^Description/).fill('A phone caught her lifting a car off a cyclist.');
    await f.getByLabel(/^Threat \(/).fill(THREAT);
    await f.getByLabel('Threat level').selectOption('deadly');
    await f.getByLabel(/^Cutoff/).fill('2');
    await f.getByLabel(/^How it can be tied up/).fill('Find the video before it spreads');
    await f.getByLabel(/Hustle/).check();
    await f.getByTestId('grant-submit').click();
    await gm.getByTestId('done').waitFor();
    expect(await gm.getByTestId('loose-end-cutoff').innerText()).toBe('2 Contracts');
    expect(await gm.getByTestId('loose-end-secrets').innerText()).toContain(THREAT);
  });

  it('the GM records a Move whose write-up earns the bonus, with its World Event and a new Condition', async () => {
    // A GM finds the form from the Playgroup's page too.
    await gm.goto(`${app.url}/playgroups/${playgroupId}`);
    await gm.getByTestId(`record-move-${annK}`).click();
    await gm.waitForURL(/\/moves$/);
    await gm.getByTestId('record-open').click();
    const f = gm.getByTestId('record-move-form');
    await f.getByTestId('move-goal').fill('Find out who filmed her');
    await f.getByTestId('move-summary').fill(Array.from({ length: 150 }, (_, i) => `clue${i}`).join(' '));
    expect(await f.getByTestId('move-word-count').innerText()).toContain('100 more');
    await f.getByTestId('move-world-title').fill('A courier vanishes from the night market');
    await f.getByTestId('move-world-event').fill(Array.from({ length: 100 }, (_, i) => `rumour${i}`).join(' '));
    expect(await f.getByTestId('move-word-count').innerText()).toContain('Enough for the 2 bonus Exp');
    await f.getByTestId('move-bonus').selectOption({ label: 'Gwen Marsh' });
    await f.getByTestId('move-conditions-add').fill('Watched by a rival');
    await bothSizes(gm, 'record-form');
    await f.getByTestId('record-move').click();
    await gm.waitForURL(/done=recorded/);
    expect(await gm.getByTestId('done').innerText()).toContain('bonus Exp paid');
    const move = gm.getByTestId('move').first();
    expect(await move.innerText()).toContain('A courier vanishes from the night market');
    expect(await move.innerText()).toContain('Gained Condition: Watched by a rival');
    await bothSizes(gm, 'page-gm');
    // Its World Event is in the Playgroup's feed; its summary is not.
    await ann.goto(`${app.url}/playgroups/${playgroupId}`);
    const feed = await ann.getByTestId('world-events').innerText();
    expect(feed).toContain('A courier vanishes from the night market');
    expect(feed).not.toContain('clue1 ');
  });

  it('the player sees the Loose End’s level but not its Cutoff or Threat, on the page, the sheet and the API', async () => {
    await ann.goto(`${app.url}/contractors/${annK}/moves`);
    const le = ann.getByTestId('loose-end').first();
    expect(await le.getByTestId('threat-level').innerText()).toBe('Deadly');
    expect(await ann.getByTestId('loose-end-secrets').count()).toBe(0);
    expect(await ann.content()).not.toContain(THREAT);
    expect(await ann.content()).not.toContain('Find the video');
    await bothSizes(ann, 'page-player');
    await ann.goto(`${app.url}/contractors/${annK}`);
    expect(await ann.getByTestId('loose-ends').getByTestId('threat-level').innerText()).toBe('Deadly');
    expect(await ann.content()).not.toContain(THREAT);
    const answer = await api<{ looseEnds: { secrets: unknown; threat: unknown }[] }>(
      app.url,
      'GET',
      `/contractors/${annK}/loose-ends`,
      { token: tokens.mvann },
    );
    expect(answer.looseEnds[0]).toMatchObject({ secrets: null, threat: null });
    expect(JSON.stringify(answer)).not.toContain(THREAT);
    const passport = await api(app.url, 'GET', `/contractors/${annK}/export`, { token: tokens.mvann });
    expect(JSON.stringify(passport)).not.toContain(THREAT);
  });

  it('after two Contracts the Threat comes due and the RSVP is refused, saying why, until a GM resolves it', async () => {
    await playOne('First night');
    await playOne('Second night');
    await ann.goto(`${app.url}/contractors/${annK}`);
    expect(await ann.getByTestId('threat-manifested').innerText()).toContain(THREAT);
    expect(await ann.getByText('The Threat of a Loose End came due.').count()).toBeGreaterThan(0);
    await bothSizes(ann, 'sheet-due');

    const third = await schedule('Third night');
    await ann.goto(`${app.url}/contracts/${third}`);
    const barred = ann.getByTestId('rsvp-ineligible-Ada Quill');
    expect(await barred.innerText()).toContain('Filmed using her strength');
    expect(await barred.innerText()).toContain('Hustle');
    await bothSizes(ann, 'rsvp-blocked');

    await gm.goto(`${app.url}/contractors/${annK}/moves`);
    expect(await gm.getByTestId('loose-end-cutoff').innerText()).toBe('0 Contracts');
    await gm.getByRole('textbox', { name: /How it was tied up/ }).fill('The Hustle at the data centre went their way.');
    await gm.getByRole('button', { name: 'Record it resolved' }).click();
    await gm.waitForURL(/done=resolved/);

    await ann.goto(`${app.url}/contracts/${third}`);
    await ann.getByTestId('rsvp-choice-Ada Quill').click();
    await ann.getByTestId('rsvp-submit').click();
    await ann.getByTestId('done').waitFor();
  });
});
