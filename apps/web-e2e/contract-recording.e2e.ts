import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newContractor, sessionToken } from './api-client.js';
import { launchBrowser, screenshot, seriousAxeViolations, startApp, type RunningApp } from './harness.js';
import { signUp } from './user-steps.js';

// Issue 13, "Scheduling and recording": the GM records a Contract with no outcome preset and a preview of every
// reward and cap; the GM Improvement past the cap is kept and waits for a victory (the sheet says so); the recorded
// page names the Commission; a Judge voids after a confirmation that lists what comes back (the healing too); a
// declared Contract reads "Awaiting confirmation" and its GM picks the GM rewards there, paid when the players confirm.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gwen: Page;
let jude: Page;
let bob: Page;
const tokens: Record<string, string> = {};
let playgroupId: string;
let annK: string;
let boK: string;
let gwenK: string;
let contractId: string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The API's answer, refusals included. */
async function raw(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Screenshots at desktop and phone sizes (ending on the phone) and checks axe on both. */
async function bothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `recording-${name}-${size}`);
    expect(await seriousAxeViolations(page), `${name} (${size})`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

async function member(handle: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await signUp(page, app.url, handle);
  tokens[handle] = await sessionToken(app.url, handle);
  if (handle !== 'gwen')
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, {
      token: tokens[handle],
      body: { action: 'join' },
    });
  return page;
}

async function approved(handle: string, name: string): Promise<string> {
  const id = (await newContractor(app.url, tokens[handle]!, name)).id;
  await api(app.url, 'POST', `/playgroups/${playgroupId}/contractors`, {
    token: tokens[handle],
    body: { contractorId: id },
  });
  await api(app.url, 'PATCH', `/playgroups/${playgroupId}/contractors/${id}`, {
    token: tokens.gwen,
    body: { decision: 'approve' },
  });
  return id;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const gwenContext = await browser.newContext({ viewport: DESKTOP });
  contexts.push(gwenContext);
  gwen = await gwenContext.newPage();
  await signUp(gwen, app.url, 'gwen');
  tokens.gwen = await sessionToken(app.url, 'gwen');
  playgroupId = (
    await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: tokens.gwen, body: { name: 'Night Shift' } })
  ).id;
  await member('ann');
  bob = await member('bob');
  jude = await member('jude');
  await api(app.url, 'PATCH', `/playgroups/${playgroupId}/members/jude`, {
    token: tokens.gwen,
    body: { action: 'set_roles', roles: ['judge'] },
  });
  annK = await approved('ann', 'Ada Quill');
  boK = await approved('bob', 'Bo Reyes');
  gwenK = (await newContractor(app.url, tokens.gwen!, 'Gwen Marsh')).id;
  contractId = (
    await api<{ id: string }>(app.url, 'POST', '/contracts', {
      token: tokens.gwen,
      body: { playgroupId, title: 'The Lighthouse', startsAt: '2031-03-14T19:00:00.000Z' },
    })
  ).id;
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: tokens.ann, body: { contractorId: annK } });
  await api(app.url, 'POST', `/contracts/${contractId}/rsvp`, { token: tokens.bob, body: { contractorId: boK } });
  await api(app.url, 'POST', `/contracts/${contractId}/start`, { token: tokens.gwen });
  // Hurt during it: recording lets a month pass (gritty healing), and voiding gives that healing back.
  await api(app.url, 'POST', `/contractors/${annK}/injuries`, {
    token: tokens.ann,
    body: { severity: 3, note: 'rope' },
  });
}, 240_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await app?.stop();
});

describe('recording a Contract', () => {
  it('presets no outcome; the API refuses a seat left out by name', async () => {
    await gwen.goto(`${app.url}/contracts/${contractId}`);
    expect(await gwen.getByTestId('outcome-ann').inputValue()).toBe('');
    expect(await gwen.getByTestId('outcome-bob').inputValue()).toBe('');
    expect(await gwen.getByTestId('gm-improvement').inputValue()).toBe('');
    expect(await gwen.getByTestId('preview-missing').innerText()).toContain('Ada Quill, Bo Reyes');
    const refused = await raw('POST', `/contracts/${contractId}/finish`, tokens.gwen!, {
      outcomes: [{ contractorId: annK, outcome: 'victory' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: { code: 'outcome_missing', field: 'outcomes' } });
    expect(JSON.stringify(refused.json)).toContain('Choose how it ended for Bo Reyes');
  });

  it('without the browser’s checks, the server names each blank choice by its field', async () => {
    await gwen.goto(`${app.url}/contracts/${contractId}`);
    await gwen.evaluate(() => document.querySelectorAll('[required]').forEach((e) => e.removeAttribute('required')));
    await gwen.getByTestId('outcome-ann').selectOption('victory');
    await gwen.getByTestId('finish').click();
    await gwen.getByRole('alert').first().waitFor();
    expect(await gwen.locator('.field-error').allInnerTexts()).toEqual([
      'Choose how it ended for this Contractor.',
      'Choose who takes the GM Improvement, or choose later.',
    ]);
    expect(await gwen.getByTestId('outcome-ann').inputValue()).toBe('victory');
  });

  it('previews every reward and the cap before recording, and says the GM Improvement will wait', async () => {
    await gwen.goto(`${app.url}/contracts/${contractId}`);
    await gwen.getByTestId('outcome-ann').selectOption('victory');
    await gwen.getByTestId('outcome-bob').selectOption('failure');
    await gwen.getByTestId('commission-ann').check();
    await gwen.getByTestId('gm-improvement').selectOption(gwenK);
    await expect.poll(() => gwen.getByTestId('preview-ann').innerText()).toContain('+7 Exp · +1 Gift Credit');
    expect(await gwen.getByTestId('preview-ann').innerText()).toContain('Commission +2 Exp');
    expect(await gwen.getByTestId('preview-bob').innerText()).toContain('+3 Exp');
    // Both players' first Contract: Into the Fold pays the GM +6; Gwen Marsh never won, so the Improvement waits.
    expect(await gwen.getByTestId('preview-gm').innerText()).toContain('+6 Exp · +1 Improvement');
    expect(await gwen.getByTestId('gm-improvement-waits').innerText()).toContain('waits for a victory');
    expect(await gwen.getByTestId('preview-cap').first().innerText()).toContain('cap of 0');
    await gwen.getByTestId('reward-preview').scrollIntoViewIfNeeded();
    await bothSizes(gwen, 'finish-preview-cap');
  });

  it('records, and the page shows who earned the Commission and every reward', async () => {
    await gwen.getByTestId('finish').click();
    await gwen.getByTestId('done').waitFor();
    expect(await gwen.getByTestId('done').innerText()).toContain('waits for a victory');
    expect(await gwen.getByTestId('contract-state').innerText()).toBe('Finished');
    expect(await gwen.getByTestId('commission-line').innerText()).toContain('Ada Quill');
    expect(await gwen.getByTestId('reward-ann').innerText()).toContain('+7 Exp · +1 Gift Credit');
    expect(await gwen.getByTestId('reward-gwen').innerText()).toContain('+6 Exp · +1 Improvement');
    await bothSizes(gwen, 'recorded-commission');
  });

  it('the GM’s sheet keeps the Improvement, waiting for a victory', async () => {
    await gwen.goto(`${app.url}/contractors/${gwenK}?tab=stock`);
    expect(await gwen.getByTestId('improvements-waiting').innerText()).toContain('1 Improvement waiting for a victory');
    await gwen.getByTestId('improvements-waiting').scrollIntoViewIfNeeded();
    await bothSizes(gwen, 'sheet-improvement-waiting');
  });

  it('a Judge voids after a confirmation that lists what comes back', async () => {
    await jude.goto(`${app.url}/contracts/${contractId}`);
    const list = await jude.getByTestId('void-takes-back').innerText();
    expect(list).toContain('Ada Quill (@ann): −7 Exp · −1 Gift Credit');
    expect(list).toContain('the victory of Ada Quill');
    expect(list).toContain('the Severity its healing took off 1 Injury');
    await jude.getByTestId('void-panel').scrollIntoViewIfNeeded();
    await bothSizes(jude, 'void-confirm');
    // Without the tick nothing happens, even past the browser's own check.
    await jude.evaluate(() => document.querySelector('[data-testid="void-confirm"]')?.removeAttribute('required'));
    await jude.getByTestId('void').click();
    await jude.getByTestId('void-confirm-error').waitFor();
    expect(await jude.getByTestId('contract-state').innerText()).toBe('Finished');
    await jude.getByTestId('void-confirm').check();
    await jude.getByTestId('void').click();
    await jude.getByTestId('done').waitFor();
    expect(await jude.getByTestId('done').innerText()).toContain('The healing it did came back on 1 Injury.');
    expect(await jude.getByTestId('contract-state').innerText()).toBe('Voided');
    const sheet = await api<{ injuries: { severity: number }[] }>(app.url, 'GET', `/contractors/${annK}`, {
      token: tokens.ann,
    });
    expect(sheet.injuries.map((i) => i.severity)).toEqual([3]);
    expect(await jude.getByTestId('contract-rewards').innerText()).toContain('Rewards taken back');
  });
});

describe('declaring a past Contract', () => {
  let declaredId: string;

  it('the Leader names another GM; the Contract reads Awaiting confirmation and its GM picks the GM rewards', async () => {
    await gwen.goto(`${app.url}/playgroups/${playgroupId}/declare`);
    await gwen.getByLabel('Title').fill('The Old Mill');
    await gwen.getByLabel('When it was played').fill('2030-11-02T20:00');
    await gwen.getByTestId('declare-gm').selectOption('bob');
    await gwen.getByTestId('declare-gm-later').waitFor();
    await gwen.getByLabel('Contractor').first().selectOption(annK);
    await gwen.getByTestId('declare-outcome-0').selectOption('victory');
    await gwen.getByRole('button', { name: 'Declare it' }).click();
    await gwen.waitForURL(/\/contracts\//);
    declaredId = new URL(gwen.url()).pathname.split('/').pop()!;
    expect(await gwen.getByTestId('contract-state').innerText()).toBe('Awaiting confirmation');
    await bob.goto(`${app.url}/contracts/${declaredId}`);
    expect(await bob.getByTestId('contract-state').innerText()).toBe('Awaiting confirmation');
    await bob.getByTestId('gm-pick').selectOption(boK);
    await bothSizes(bob, 'declared-awaiting');
    await bob.getByTestId('gm-rewards-save').click();
    await bob.getByTestId('done').waitFor();
    await gwen.goto(`${app.url}/playgroups/${playgroupId}`);
    expect(await gwen.getByTestId('contract-list').innerText()).toContain('The Old Mill · Awaiting confirmation');
  });

  it('the GM is paid when the player confirms', async () => {
    const confirmed = await raw('POST', `/contracts/${declaredId}/confirm`, tokens.ann!);
    expect(confirmed.status).toBe(200);
    const ledger = await api<{ kind: string; cause: { contractId?: string } }[]>(
      app.url,
      'GET',
      `/contractors/${boK}/ledger`,
      {
        token: tokens.bob,
      },
    );
    expect(ledger.filter((e) => e.cause.contractId === declaredId).map((e) => e.kind)).toEqual([
      'gm_improvement',
      'into_the_fold',
    ]);
    await bob.goto(`${app.url}/contracts/${declaredId}`);
    expect(await bob.getByTestId('contract-state').innerText()).toBe('Finished');
    expect(await bob.getByTestId('reward-bob').innerText()).toContain('+1 Improvement');
  });
});
