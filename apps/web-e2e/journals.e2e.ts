import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPlatform } from '@harbinger/platform';
import { insertScenario, player } from '@harbinger/platform/testing';
import { api, homedContractor, newPlayer, sessionToken } from './api-client.js';
import { holdScripts, launchBrowser, lookAtBothSizes, signedInPage, startApp, type RunningApp } from './harness.js';

// Issue 15, Journals: after a recorded Contract running a Scenario, a player writes a Journal on the Contractor's
// Journals page, watching the live word count and what it will earn, marks it as a spoiler, and sees the Exp on the
// sheet. A player who has not discovered the Scenario sees in the community feed that the Journal exists, not its
// text; the GM, who ran it, reads it on the Scenario's page.

let app: RunningApp;
let dataDir: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const tokens: Record<string, string> = {};
let scenarioId: string;
let annK: string;
let ann: Page;
let journalUrl: string;

/** Screenshots the page at both sizes; a reader must trip on nothing at either. */
async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await lookAtBothSizes(page, `journals-${name}`)).toEqual([]);
}

/** A desktop page signed in as `handle`. */
function signedIn(handle: string): Promise<Page> {
  return signedInPage(browser, app.url, tokens[handle]!, contexts);
}

/** Prose of `n` words, in a few paragraphs, with some Markdown. */
function prose(n: number): string {
  const words = Array.from({ length: n }, (_, i) => (i === 0 ? '**Rain**' : i % 9 === 0 ? 'harbour' : 'night'));
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += 60) paragraphs.push(words.slice(i, i + 60).join(' '));
  return paragraphs.join('\n\n');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'harbinger-e2e-journals-'));
  const p = await openPlatform({ dataDir, passwordCost: 2 ** 10 });
  try {
    const writer = await player(p, 'jngm');
    scenarioId = await insertScenario(p, { authorId: writer.userId, title: 'The Salt Ledger' });
  } finally {
    await p.close();
  }
  app = await startApp({ dataDir });
  browser = await launchBrowser();
  tokens.jngm = await sessionToken(app.url, 'jngm');
  tokens.jnann = await newPlayer(app.url, 'jnann');
  tokens.jncara = await newPlayer(app.url, 'jncara');
  const playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.jngm, body: { name: 'Harbour Watch' } })
  ).id;
  await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, { token: tokens.jnann, body: { action: 'join' } });
  annK = await homedContractor(
    app.url,
    { playgroupId, ownerToken: tokens.jnann!, leaderToken: tokens.jngm! },
    'Ada Quill',
  );
  const contractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: tokens.jngm,
      body: { playgroupId, title: 'Audit at Dawn', startsAt: '2031-03-14T19:00:00Z', scenarioId },
    })
  ).id;
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: tokens.jnann, body: { contractorId: annK } });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: tokens.jngm });
  await api(app.url, 'POST', `/contracts/${contractId}/finish`, {
    token: tokens.jngm,
    body: { outcomes: [{ contractorId: annK, outcome: 'failure' }] },
  });
  ann = await signedIn('jnann');
}, 300_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await app?.stop();
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  }
});

describe('a player writes a Journal after a Contract', () => {
  let expBefore: number;

  it('keeps what the player typed before the page’s script arrived (a slow phone)', async () => {
    const slow = await signedIn('jnann');
    const release = await holdScripts(slow);
    await slow.goto(`${app.url}/contractors/${annK}/journals`, { waitUntil: 'commit' });
    await slow.getByTestId('journal-title').fill('Typed on the bus');
    await slow.getByTestId('journal-spoiler').check();
    release();
    await slow.getByTestId('journal-body').fill(prose(3));
    await expect.poll(() => slow.getByTestId('journal-word-count').innerText()).toBe('3 words');
    expect(await slow.getByTestId('journal-title').inputValue()).toBe('Typed on the bus');
    expect(await slow.getByTestId('journal-spoiler').isChecked()).toBe(true);
    await slow.close();
  });

  it('opens the Journals page from the sheet and sees what a Journal earns as they type', async () => {
    await ann.goto(`${app.url}/contractors/${annK}`);
    expBefore = Number(await ann.getByTestId('exp-available').first().innerText());
    await ann.getByTestId('journals-link').click();
    await ann.waitForURL(/\/journals$/);
    expect(await ann.getByTestId('journal-about').innerText()).toContain('Audit at Dawn');
    await ann.getByTestId('journal-title').fill('What the ledger said');
    await ann.getByTestId('journal-body').fill(prose(249));
    expect(await ann.getByTestId('journal-word-count').innerText()).toBe('249 words');
    expect(await ann.getByTestId('journal-help').innerText()).toContain('1 more word to reach 250');
    await ann.getByTestId('journal-body').fill(prose(260));
    expect(await ann.getByTestId('journal-word-count').innerText()).toBe('260 words');
    expect(await ann.getByTestId('journal-help').innerText()).toContain(
      '250 words earns 1 Exp. Journals have paid 0 of the 2 Exp that 1 Contract allow',
    );
    await ann.getByTestId('journal-spoiler').check();
    await bothSizes(ann, 'write');
  });

  it('saves it, sees the reward on the Journal and the Exp on the sheet', async () => {
    await ann.getByTestId('journal-save').click();
    await ann.waitForURL(/\/journals\/[0-9a-f-]{36}\?saved$/);
    journalUrl = ann.url().replace('?saved', '');
    expect(await ann.getByTestId('journal-reward').innerText()).toBe('Earned 1 Exp');
    expect(await ann.getByTestId('journal-text').innerHTML()).toContain('<strong>Rain</strong>');
    expect(await ann.getByTestId('journal-help').innerText()).toContain('holds its reward (1 Exp)');
    await bothSizes(ann, 'journal');
    await ann.goto(`${app.url}/contractors/${annK}`);
    expect(Number(await ann.getByTestId('exp-available').first().innerText())).toBe(expBefore + 1);
  });

  it('a player who has not discovered the Scenario sees that it exists, not its words', async () => {
    const cara = await signedIn('jncara');
    await cara.goto(`${app.url}/journals`);
    const card = cara.getByTestId('journal-card');
    expect(await card.innerText()).toContain('A spoiler Journal');
    expect(await cara.content()).not.toContain('What the ledger said');
    await bothSizes(cara, 'feed-unspoiled');
    await cara.goto(journalUrl);
    expect(await cara.getByTestId('journal-hidden').isVisible()).toBe(true);
    expect(await cara.getByTestId('journal-edit').count()).toBe(0);
  });

  it('the GM, who ran it, reads it on the Scenario’s page', async () => {
    const gm = await signedIn('jngm');
    await gm.goto(`${app.url}/scenarios/${scenarioId}`);
    const section = gm.getByTestId('scenario-journals');
    expect(await section.innerText()).toContain('What the ledger said');
    await section.scrollIntoViewIfNeeded();
    await bothSizes(gm, 'scenario');
  });
});
