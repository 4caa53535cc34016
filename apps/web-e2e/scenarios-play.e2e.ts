import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPlatform } from '@harbinger/platform';
import { insertScenario, player } from '@harbinger/platform/testing';
import { api, homedContractor, newContractor, newPlayer, sessionToken } from './api-client.js';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  lookAtBothSizes,
  PHONE_VIEWPORT,
  screenshotDir,
  seriousAxeViolations,
  signedInPage,
  startApp,
  type RunningApp,
} from './harness.js';

// Issue 14, Scenarios in play: a GM schedules a Contract running a Scenario they wrote, players answer, the GM
// records it granting a Trophy and a Loose End, the sheet shows the Loose End (its Threat only to the GM), a player
// who now knows the Scenario is refused a Contractor seat at its next run and offered a Ringer's, and the runs page
// counts it and pays the writer. The Scenario is written into the data folder before the server starts (creating
// Scenarios is another part's work).

let app: RunningApp;
let dataDir: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gm: Page;
let ann: Page;
const tokens: Record<string, string> = {};
let playgroupId: string;
let scenarioId: string;
let annK: string;
let bobK: string;
let contractId: string;

const PHONE = PHONE_VIEWPORT;
const DESKTOP = DESKTOP_VIEWPORT;

/** Screenshots the page at both sizes; a reader must trip on nothing at either. */
async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await lookAtBothSizes(page, `scenarios-play-${name}`)).toEqual([]);
}

/** A desktop page signed in as `handle`. */
function signedIn(handle: string): Promise<Page> {
  return signedInPage(browser, app.url, tokens[handle]!, contexts);
}

/** A Contractor of `handle`'s, homed in the Playgroup by its GM. */
function approved(handle: string, name: string): Promise<string> {
  return homedContractor(app.url, { playgroupId, ownerToken: tokens[handle]!, leaderToken: tokens.scgm! }, name);
}

beforeAll(async () => {
  // The GM's account and their Scenario go straight into the data folder, before the server holds it.
  dataDir = mkdtempSync(join(tmpdir(), 'harbinger-e2e-scenarios-'));
  const p = await openPlatform({ dataDir, passwordCost: 2 ** 10 });
  try {
    const writer = await player(p, 'scgm');
    scenarioId = await insertScenario(p, {
      authorId: writer.userId,
      title: 'The Salt Ledger',
      summary: 'A harbour audit goes wrong, and the ledger knows more than the auditors.',
      wordCount: 1200,
    });
  } finally {
    await p.close();
  }
  app = await startApp({ dataDir });
  browser = await launchBrowser();
  tokens.scgm = await sessionToken(app.url, 'scgm');
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.scgm, body: { name: 'Harbour Watch' } })
  ).id;
  for (const handle of ['scann', 'scbob']) {
    tokens[handle] = await newPlayer(app.url, handle);
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, {
      token: tokens[handle],
      body: { action: 'join' },
    });
  }
  annK = await approved('scann', 'Ada Quill');
  bobK = await approved('scbob', 'Bo Reyes');
  await newContractor(app.url, tokens.scgm, 'Gwen Marsh');
  gm = await signedIn('scgm');
  ann = await signedIn('scann');
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

describe('a Contract running a Scenario', () => {
  it('the GM schedules it with the Scenario picked from those they know', async () => {
    await gm.goto(`${app.url}/contracts/new?playgroup=${playgroupId}`);
    await gm.locator('#c-title').fill('Audit at Dawn');
    await gm.locator('#c-start').fill('2031-03-14T19:00');
    await gm.getByTestId('scenario-select').selectOption({ label: 'The Salt Ledger' });
    await gm.getByRole('button', { name: 'Schedule' }).click();
    await gm.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    contractId = gm.url().split('/').pop()!;
    const link = gm.getByTestId('scenario-link');
    expect(await link.innerText()).toBe('The Salt Ledger');
    expect(await link.getAttribute('href')).toBe(`/scenarios/${scenarioId}`);
    expect(await gm.getByTestId('no-spoilers').isVisible()).toBe(true);
  });

  it('players answer; the page shows the Scenario to them without who is spoiled', async () => {
    await ann.goto(`${app.url}/contracts/${contractId}`);
    await ann.getByTestId('rsvp-choice-Ada Quill').click();
    await ann.getByTestId('rsvp-submit').click();
    await ann.getByTestId('done').waitFor();
    await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: tokens.scbob, body: { contractorId: bobK } });
    await ann.reload();
    expect(await ann.getByTestId('contract-scenario').innerText()).toContain('The Salt Ledger');
    expect(await ann.getByTestId('spoilers').count()).toBe(0);
    expect(await ann.getByTestId('no-spoilers').count()).toBe(0);
    await bothSizes(ann, 'contract-player');
  });

  it('the GM finishes it granting a Trophy and a Loose End, with run notes', async () => {
    await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: tokens.scgm });
    await gm.goto(`${app.url}/contracts/${contractId}`);
    await gm.getByTestId('outcome-scann').selectOption('victory');
    await gm.getByTestId('outcome-scbob').selectOption('death');
    // A Contractor recorded dead receives nothing: the form closes the boxes.
    expect(await gm.getByTestId('grant-trophy-scbob').isDisabled()).toBe(true);
    await gm.getByTestId('grant-trophy-scann').check();
    await gm.getByTestId('grant-le-scann').check();
    await gm.getByTestId('gm-improvement').selectOption({ label: 'Gwen Marsh' });
    await gm.getByTestId('finish-scenario-notes').fill('The ferry scene ran long; cut the second ambush.');
    await gm.getByTestId('finish-handouts').scrollIntoViewIfNeeded();
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await gm.setViewportSize(viewport);
      await gm.getByTestId('finish-handouts').screenshot({
        path: join(screenshotDir, `scenarios-play-finish-handouts-${size}.png`),
      });
    }
    await gm.setViewportSize(DESKTOP);
    expect(await seriousAxeViolations(gm)).toEqual([]);
    await gm.getByTestId('finish').click();
    await gm.getByTestId('done').waitFor();
    expect(await gm.getByTestId('scenario-notes-form').isVisible()).toBe(true);
    await bothSizes(gm, 'contract-gm-finished');
  });

  it('the sheet lists the Loose End; its Threat and Cutoff only for the GM', async () => {
    await ann.goto(`${app.url}/contractors/${annK}`);
    expect(await ann.getByTestId('trophies').innerText()).toContain('A brass ledger key — from “The Salt Ledger”');
    const mine = ann.getByTestId('loose-end');
    expect(await mine.innerText()).toContain('The auditor remembers');
    expect(await mine.getByTestId('threat-level').innerText()).toBe('Deadly');
    expect(await ann.getByTestId('loose-end-secrets').count()).toBe(0);
    expect(await ann.content()).not.toContain('The auditor sends collectors.');
    await ann.getByTestId('loose-ends').scrollIntoViewIfNeeded();
    await bothSizes(ann, 'sheet-player');
    await gm.goto(`${app.url}/contractors/${annK}`);
    expect(await gm.getByTestId('loose-end-secrets').innerText()).toContain('The auditor sends collectors.');
    await gm.getByTestId('loose-ends').scrollIntoViewIfNeeded();
    await bothSizes(gm, 'sheet-gm');
    // The API filters the same way.
    const asAnn = await api<{ looseEnds: { secrets: unknown }[] }>(app.url, 'GET', `/contractors/${annK}/loose-ends`, {
      token: tokens.scann,
    });
    expect(asAnn.looseEnds[0]!.secrets).toBeNull();
  });

  it('a player who now knows it is refused a Contractor seat at its next run and offered a Ringer’s', async () => {
    const next = (
      await api<{ id: string }>(app.url, 'POST', '/contracts', {
        token: tokens.scgm,
        body: { playgroupId, title: 'Audit, Again', startsAt: '2031-04-14T19:00:00.000Z', scenarioId },
      })
    ).id;
    const refused = await fetch(`${app.url}/api/v1/contracts/${next}/rsvp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.scann}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contractorId: annK }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'scenario_spoiled' } });
    await ann.goto(`${app.url}/contracts/${next}`);
    expect(await ann.getByTestId('rsvp-spoiled').innerText()).toContain('Ringer');
    expect(await ann.getByTestId('rsvp-ineligible-Ada Quill').innerText()).toContain('already know the Scenario');
    await bothSizes(ann, 'contract-spoiled');
    await ann.getByTestId('rsvp-choice-ringer').click();
    await ann.getByTestId('rsvp-submit').click();
    expect(await ann.getByTestId('done').innerText()).toContain('Ringer');
    await gm.goto(`${app.url}/contracts/${next}`);
    expect(await gm.getByTestId('spoiler-scann').innerText()).toContain('played it');
    await bothSizes(gm, 'contract-gm-spoilers');
  });

  it('the runs page counts the run, shows the notes to those who know it, and pays the writer once', async () => {
    await ann.goto(`${app.url}/scenarios/${scenarioId}/runs`);
    expect(await ann.getByTestId('deadliness').innerText()).toBe('50% deadly');
    expect(await ann.getByTestId('run-notes').count()).toBe(1);
    expect(await ann.getByTestId('writing-reward').count()).toBe(0);
    await gm.goto(`${app.url}/scenarios/${scenarioId}/runs`);
    await bothSizes(gm, 'runs-writer');
    await gm.getByTestId('reward-claim').click();
    expect(await gm.getByTestId('done').innerText()).toContain('Gwen Marsh takes the writing Improvement');
    await gm.reload();
    expect(await gm.getByTestId('reward-claimed').innerText()).toContain('Gwen Marsh');
    const anon = await browser.newPage({ viewport: PHONE });
    await anon.goto(`${app.url}/scenarios/${scenarioId}/runs`);
    expect(await anon.getByTestId('run').count()).toBe(1);
    expect(await anon.getByTestId('run-notes').count()).toBe(0);
    await anon.close();
  });
});
