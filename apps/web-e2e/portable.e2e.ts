import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { api, newContractor, sessionToken } from './api-client.js';
import { alerts, expectAccessible, signUp } from './user-steps.js';

// A Contractor arrives from elsewhere: a player (on a phone) imports an unsigned passport with a won Contract, so
// its victory comes in "imported, unverified"; the Leader of the Playgroup it joins (on a desktop) sees the mark and
// accepts it, after which the victory counts. Someone else's download of the sheet is a view copy and imports nothing;
// a consent link lets one named player take a passport, once.

let app: RunningApp;
let browser: Browser;
let leader: Page;
let player: Page;

let playgroupUrl = '';
let importedId = '';
/** API session tokens of the Leader (Lena) and the player (Pia), once they have signed up. */
let lenaToken = '';
let piaToken = '';

const GROUP = 'Border Post';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const leaderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  [leader, player] = await Promise.all([leaderContext.newPage(), (await phoneContext(browser)).newPage()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The player's own passport as an older server without signatures would have written it, one won Contract on. */
function unsignedWithOneVictory(passport: Record<string, unknown>): unknown {
  const { claim: _claim, signature: _signature, ...body } = passport;
  const { unverifiedImport: _pending, ...sheet } = body.contractor as Record<string, unknown>;
  const at = body.exportedAt;
  const line = (resource: string, amount: number, kind: string, cause: object) => ({
    resource,
    amount,
    kind,
    cause: { contractTitle: 'The Ferry', ...cause },
    createdAt: at,
    voidedAt: null,
  });
  return {
    ...body,
    version: 2,
    contractor: { ...sheet, victories: 1 },
    ledger: [
      ...(body.ledger as unknown[]),
      line('exp', 3, 'contract_attendance', { home: true }),
      line('exp', 2, 'contract_victory', {}),
      line('gift_credit', 1, 'contract_victory', {}),
    ],
  };
}

describe('a Contractor from elsewhere, checked by a Leader', () => {
  it('the Leader opens a Playgroup; the player imports an unsigned passport and sees its victory marked', async () => {
    await signUp(leader, app.url, 'lena');
    lenaToken = await sessionToken(app.url, 'lena');
    await leader.goto(`${app.url}/playgroups`);
    await leader.getByLabel('Name').fill(GROUP);
    await leader.getByRole('button', { name: 'Create the Playgroup' }).click();
    await leader.waitForURL((url) => /^\/playgroups\/[^/]+$/.test(url.pathname));
    playgroupUrl = leader.url().split('?')[0]!;

    await signUp(player, app.url, 'pia');
    piaToken = await sessionToken(app.url, 'pia');
    const made = await newContractor(app.url, piaToken, 'Pia Marlow');
    const exported = await api(app.url, 'GET', `/contractors/${made.id}/export`, { token: piaToken });
    expect(exported).toMatchObject({ version: 3, claim: { issuer: app.url, owner: 'pia', holder: { handle: 'pia' } } });
    // Signed with the key the server publishes for other servers' operators.
    const key = (await (await fetch(`${app.url}/.well-known/harbinger-key`)).json()) as Record<string, unknown>;
    expect(key).toMatchObject({ algorithm: 'ed25519', origin: app.url, publicKey: expect.any(String) });
    expect(exported.signature).toMatchObject({ keyId: key.keyId });

    await player.goto(`${app.url}/contractors/import`);
    await player.getByText("Or paste the passport's text").click();
    await player.getByLabel('Passport text').fill(JSON.stringify(unsignedWithOneVictory(exported)));
    await player.getByRole('button', { name: 'Import' }).click();
    await player.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/import'));
    importedId = new URL(player.url()).pathname.split('/').pop()!;
    const box = player.getByTestId('imported-unverified');
    expect(await box.innerText()).toMatch(/Imported, unverified: 1 victory came with a passport .*not signed/);
    expect(await player.getByTestId('off-rules-flags').count()).toBe(0);
    expect(await scrollsSideways(player)).toBe(false);
    await expectAccessible(player, 'portable-unverified-phone');
    expect(await api(app.url, 'GET', `/contractors/${importedId}`, { token: piaToken })).toMatchObject({
      victories: 0,
      unverifiedImport: { victories: 1, reason: 'unsigned' },
    });
  });

  it('someone else’s download is a view copy: importing it is refused with the way out', async () => {
    const copy = await api(app.url, 'GET', `/contractors/${importedId}/export`, { token: lenaToken });
    expect(copy).toMatchObject({ claim: { owner: 'pia', holder: null } });
    await leader.goto(`${app.url}/contractors/${importedId}`);
    expect(await leader.getByTestId('export-link').innerText()).toBe('Download a view copy');
    await screenshot(leader, 'portable-unverified-desktop');
    await leader.goto(`${app.url}/contractors/import`);
    await leader.getByText("Or paste the passport's text").click();
    await leader.getByLabel('Passport text').fill(JSON.stringify(copy));
    await leader.getByRole('button', { name: 'Import' }).click();
    expect(await alerts(leader)).toMatch(/view copy .*Ask @pia to export it for you/);
  });

  it('the player brings the Contractor to the Playgroup; the Leader accepts the import and the victory counts', async () => {
    await player.goto(playgroupUrl);
    await player.getByTestId('join').click();
    await player.getByTestId('done').waitFor();
    await player.locator('#bring').selectOption(importedId);
    await player.getByRole('button', { name: 'Ask for approval' }).click();
    await player.getByTestId('done').waitFor();

    await leader.goto(playgroupUrl);
    const line = leader.getByTestId(`contractor-${importedId}`);
    expect(await line.getByTestId('unverified-import').innerText()).toMatch(/1 victory came with an import/);
    await expectAccessible(leader, 'portable-leader-accept');
    await line.getByTestId('accept-import').click();
    expect(await leader.getByTestId('done').innerText()).toContain('Accepted');
    expect(await leader.getByTestId(`contractor-${importedId}`).getByTestId('unverified-import').count()).toBe(0);

    await player.goto(`${app.url}/contractors/${importedId}`);
    expect(await player.getByTestId('imported-unverified').count()).toBe(0);
    expect(await api(app.url, 'GET', `/contractors/${importedId}`, { token: piaToken })).toMatchObject({
      victories: 1,
      unverifiedImport: null,
    });
    await screenshot(player, 'portable-accepted-phone');
  });

  it('the owner sends a consent link; the named player downloads the passport once and imports a marked copy', async () => {
    await player.goto(`${app.url}/contractors/${importedId}`);
    await player.getByTestId('consent-link').click();
    await player.getByLabel('The player’s handle').fill('lena');
    await player.getByTestId('make-consent').click();
    const link = await player.getByTestId('consent-url').inputValue();
    // On the configured origin (the harness sets it to the address the browser uses), not a request's Host.
    expect(link).toMatch(/\/passports\/consent\/[\w-]+$/);
    expect(link.startsWith(`${app.url}/passports/consent/`), link).toBe(true);
    await expectAccessible(player, 'portable-consent-phone');

    await leader.goto(link);
    const [download] = await Promise.all([
      leader.waitForEvent('download'),
      leader.getByTestId('take-passport').click(),
    ]);
    const file = await download.path();
    await leader.goto(link);
    await leader.getByTestId('take-passport').click();
    expect(await alerts(leader)).toContain('already used');

    await leader.goto(`${app.url}/contractors/import`);
    await leader.getByLabel('Passport file').setInputFiles(file);
    await leader.getByRole('button', { name: 'Import' }).click();
    await leader.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/import'));
    // Pia's Contractor still lives here, so Lena's is a copy: its victory waits for a Leader again.
    expect(await leader.getByTestId('imported-unverified').innerText()).toMatch(/1 victory .*already on this server/);
    await screenshot(leader, 'portable-consent-copy-desktop');
  });
});
