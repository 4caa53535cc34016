import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { api, newContractor, newPlayer, sessionToken } from './api-client.js';
import { alerts, expectAccessible, TEST_PASSWORD } from './user-steps.js';

// Issue 13, approval and membership, as a Leader (desktop) and players (a phone) live it: an invite link survives
// signing up and signing in; "ask for changes" ends with the player sending the Contractor back and the Leader told;
// the custom Limit stops asking once approved; a Leader edits a member's sheet with the page saying so (and a plain
// Member cannot, on the page or through the API); built-in roles reshaped; the last Leader hands over and leaves.

let app: RunningApp;
let browser: Browser;
let leader: Page;
let player: Page;
let other: Page;

let playgroupId = '';
let inviteToken = '';
let contractorId = '';
let leaderToken = '';

const GROUP = 'Harbour Lights';
const ASK = 'Please give her an age and a home town before she plays here.';
const NOTE = 'She is 29 now, as you asked.';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Screenshots the page at phone and desktop width (it must never scroll sideways), then puts the size back. */
async function bothSizes(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [size, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
    expect(await scrollsSideways(page), `${name} at ${label} width scrolls sideways`).toBe(false);
  }
  if (before) await page.setViewportSize(before);
}

async function signIn(page: Page, handle: string): Promise<void> {
  await page.getByLabel('Handle or email').fill(handle);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const phone = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  [leader, player, other] = await Promise.all([
    browser.newContext({ viewport: DESKTOP }).then((c) => c.newPage()),
    browser.newContext(phone).then((c) => c.newPage()),
    browser.newContext(phone).then((c) => c.newPage()),
  ]);
  leaderToken = await newPlayer(app.url, 'lena');
  const group = await api<{ id: string; inviteToken: string }>(app.url, 'POST', '/playgroups', {
    token: leaderToken,
    body: { name: GROUP, membership: 'invite' },
  });
  playgroupId = group.id;
  inviteToken = group.inviteToken;
  await leader.goto(`${app.url}/signin`);
  await signIn(leader, 'lena');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('approval that finishes, and membership that survives sign-up', () => {
  it('joins by invite link through sign-up, without opening the link again', async () => {
    await player.goto(`${app.url}/playgroups/${playgroupId}/join/${inviteToken}`);
    await player.getByTestId('signup-to-join').click();
    await player.getByTestId('invite-waiting').waitFor();
    expect(await player.getByTestId('invite-waiting').innerText()).toContain(GROUP);
    await player.getByLabel('Handle').fill('ann');
    await player.getByLabel('Email').fill('ann@example.test');
    await player.getByLabel('Password').fill(TEST_PASSWORD);
    await player.getByRole('button', { name: 'Create account' }).click();
    await player.waitForURL((url) => url.pathname === `/playgroups/${playgroupId}`);
    await player.getByTestId('joined').waitFor();
    expect(await player.getByTestId('member-list').innerText()).toContain('@ann');
  });

  it('joins by invite link through sign-in too', async () => {
    await newPlayer(app.url, 'moe');
    await other.goto(`${app.url}/playgroups/${playgroupId}/join/${inviteToken}`);
    await other.getByTestId('signin-to-join').click();
    await other.getByTestId('invite-waiting').waitFor();
    await signIn(other, 'moe');
    await other.waitForURL((url) => url.pathname === `/playgroups/${playgroupId}`);
    await other.getByTestId('joined').waitFor();
  });

  it('the Leader asks for changes; the sheet says why it cannot play and offers to send it back', async () => {
    const token = await sessionToken(app.url, 'ann');
    contractorId = (await newContractor(app.url, token, 'Ada Quill')).id;
    const sheet = await api<{ version: number }>(app.url, 'GET', `/contractors/${contractorId}`, { token });
    await api(app.url, 'PATCH', `/contractors/${contractorId}`, {
      token,
      body: { version: sheet.version, limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Never lie' }] },
    });
    await api(app.url, 'POST', `/playgroups/${playgroupId}/contractors`, { token, body: { contractorId } });

    await leader.goto(`${app.url}/playgroups/${playgroupId}`);
    const row = leader.getByTestId(`contractor-${contractorId}`);
    await row.getByLabel('What should change').fill(ASK);
    await row.getByTestId('ask-changes').click();
    await leader.getByTestId('done').waitFor();

    await player.goto(`${app.url}/contractors/${contractorId}`);
    const notice = player.getByTestId('approval-notice');
    await notice.waitFor();
    expect(await notice.getByTestId('leader-message').innerText()).toBe(ASK);
    expect(await notice.innerText()).toMatch(/cannot answer Contract invitations until a Leader of “Harbour Lights”/u);
    expect(await player.getByTestId('flag-custom_limit').count()).toBe(1);
    const button = player.getByTestId('resubmit');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(player, 'approval-changes-requested-sheet-phone');
    await bothSizes(player, 'approval-changes-requested-sheet');
    // The Playgroup page tells its player too, with the way to the sheet.
    await player.goto(`${app.url}/playgroups/${playgroupId}`);
    expect(await player.getByTestId(`contractor-${contractorId}`).getByTestId('leader-message').innerText()).toContain(
      ASK,
    );
    await player.getByTestId(`contractor-${contractorId}`).getByTestId('answer-changes').click();
    await player.waitForURL((url) => url.pathname === `/contractors/${contractorId}`);
  });

  it('the player makes the changes and sends it back with a note; the Leader sees it and is notified', async () => {
    await player.goto(`${app.url}/contractors/${contractorId}?tab=story`);
    await player.getByTestId('concept-editor').locator('summary').click();
    await player.locator('#concept-age').fill('29');
    await player.getByTestId('save-concept').click();
    await player.waitForLoadState('networkidle');
    await player.locator('#resubmit-note').fill(NOTE);
    await player.getByTestId('resubmit').click();
    await player.getByTestId('resubmit-done').waitFor();
    expect(await player.getByTestId('approval-notice').innerText()).toMatch(/Waiting for approval/u);
    expect(await player.getByTestId('player-note').innerText()).toBe(NOTE);
    expect(await player.getByTestId('resubmit').count()).toBe(0);

    await leader.goto(`${app.url}/notifications`);
    expect(await leader.locator('main').innerText()).toContain('sent Ada Quill back for approval');
    await leader.goto(`${app.url}/playgroups/${playgroupId}#approvals`);
    const row = leader.getByTestId(`contractor-${contractorId}`);
    expect(await row.getByTestId('approval').innerText()).toBe('sent back for approval');
    expect(await row.getByTestId('resubmitted').innerText()).toContain(NOTE);
    await expectAccessible(leader, 'approval-leader-queue-desktop');
    await bothSizes(leader, 'approval-leader-queue');
    await row.getByTestId('approve').click();
    await leader.getByTestId('done').waitFor();

    await player.goto(`${app.url}/contractors/${contractorId}`);
    expect(await player.getByTestId('approval-notice').count()).toBe(0);
    // Approving the Contractor approved its own-words Limit: the sheet stops asking.
    expect(await player.getByTestId('flag-custom_limit').count()).toBe(0);
  });

  it('a Leader edits a member’s sheet with the page saying so; a plain Member gets neither the page nor the API', async () => {
    await leader.goto(`${app.url}/contractors/${contractorId}?tab=story`);
    const note = leader.getByTestId('leader-edit-note');
    await note.waitFor();
    expect(await note.innerText()).toContain('You are editing @ann’s Contractor as a Leader of “Harbour Lights”');
    await leader.locator('#edit-trophies').fill('A brass key from the harbour master');
    await leader.getByTestId('save-lists').click();
    // The form posts without scripts; wait for the page's confirmation, not for a quiet network.
    await leader.locator('p.done[role="status"]').waitFor();
    await leader.goto(`${app.url}/contractors/${contractorId}?tab=story`);
    expect(await leader.locator('#edit-trophies').inputValue()).toBe('A brass key from the harbour master');
    await screenshot(leader, 'approval-leader-edits-sheet-desktop');

    await player.goto(`${app.url}/notifications`);
    expect(await player.locator('main').innerText()).toContain(
      '@lena, a Leader of “Harbour Lights”, changed Ada Quill',
    );

    await other.goto(`${app.url}/contractors/${contractorId}?tab=story`);
    expect(await other.getByTestId('leader-edit-note').count()).toBe(0);
    expect(await other.getByTestId('lists-form').count()).toBe(0);
    const moe = await sessionToken(app.url, 'moe');
    const sheet = await api<{ version: number }>(app.url, 'GET', `/contractors/${contractorId}`, { token: moe });
    await expect(
      api(app.url, 'PATCH', `/contractors/${contractorId}`, {
        token: moe,
        body: { version: sheet.version, notes: 'x' },
      }),
    ).rejects.toThrow(/403/u);
  });

  it('the Leader reshapes the Member role; the Leader role keeps Administrate', async () => {
    await leader.goto(`${app.url}/playgroups/${playgroupId}/settings`);
    const member = leader.getByTestId('role-member');
    await member.getByLabel(/Post World Events/u).check();
    await member.getByTestId('save-role-member').click();
    await leader.getByTestId('done').waitFor();
    expect(await leader.getByTestId('role-member').getByTestId('role-changed').count()).toBe(1);
    // The Leader role is not a form: it always administrates, and the page says why.
    expect(await leader.getByTestId('leader-keeps-administrate').count()).toBe(1);
    await expectAccessible(leader, 'approval-roles-editor-desktop');
    await leader.getByTestId('roles').scrollIntoViewIfNeeded();
    await bothSizes(leader, 'approval-roles-editor');
    // Through the API, taking Administrate from the Leader role is refused with the reason.
    await expect(
      api(app.url, 'PUT', `/playgroups/${playgroupId}/roles/leader`, {
        token: leaderToken,
        body: { permissions: ['run_contracts'] },
      }),
    ).rejects.toThrow(/leader_keeps_administrate/u);
  });

  it('the last Leader cannot just leave, but hands over to a member and leaves in one step', async () => {
    await leader.goto(`${app.url}/playgroups/${playgroupId}`);
    await leader.getByTestId('leave').click();
    expect(await alerts(leader)).toMatch(/Hand over leadership/u);

    await leader.goto(`${app.url}/playgroups/${playgroupId}/settings#leadership`);
    await leader.getByTestId('only-leader').waitFor();
    const form = leader.getByTestId('hand-over');
    await form.getByLabel('New Leader').selectOption('ann');
    await form.getByLabel(/leave the Playgroup/u).check();
    await form.scrollIntoViewIfNeeded();
    await bothSizes(leader, 'approval-hand-over');
    await leader.getByTestId('hand-over-submit').click();
    await leader.waitForURL((url) => url.pathname === `/playgroups/${playgroupId}`);
    await leader.getByTestId('handed-over').waitFor();
    // Lena is an outsider now: the unlisted Playgroup shows her its name only; Ann, its new Leader, sees who belongs.
    expect(await leader.getByTestId('member-list').count()).toBe(0);
    await bothSizes(leader, 'approval-handed-over');
    await player.goto(`${app.url}/playgroups/${playgroupId}`);
    const members = await player.getByTestId('member-list').innerText();
    expect(members).not.toContain('@lena');
    expect(members).toMatch(/@ann\s*— Leader/u);

    await player.goto(`${app.url}/notifications`);
    expect(await player.locator('main').innerText()).toContain('@lena made you a Leader of “Harbour Lights”');
  });
});
