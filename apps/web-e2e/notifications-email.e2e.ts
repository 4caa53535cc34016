import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, newPlayer, sessionToken } from './api-client.js';
import { launchBrowser, phoneContext, screenshot, scrollsSideways, startApp, type RunningApp } from './harness.js';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from './smtp-receiver.js';
import { expectAccessible, signUp } from './user-steps.js';

// Notifications by email, through a real SMTP conversation: a Leader invites a player, the server mails the
// invitation after the workflow commits (with the page's address and a one-click unsubscribe footer and headers);
// the player chooses what comes by email in Settings, then turns a category off from the mail without signing in,
// once with the page's button and once as a mail client would (RFC 8058 one-click POST).

let smtp: SmtpReceiver;
let app: RunningApp;
let browser: Browser;
let phone: Page;
let desktop: Page;
let invitation: ReceivedMail;
let playgroupId = '';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await startApp({ env: { HARBINGER_SMTP_URL: smtp.url, HARBINGER_MAIL_FROM: 'Harbinger <play@example.test>' } });
  browser = await launchBrowser();
  phone = await (await phoneContext(browser)).newPage();
  desktop = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

/** The path of the first address in `text` that contains `fragment`. */
function pathOf(text: string, fragment: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(fragment));
  expect(url, `a link with ${fragment} in:\n${text}`).toBeTruthy();
  return new URL(url!).pathname;
}

describe('notifications by email', () => {
  it('mails an invitation after the workflow, with its link and a one-click unsubscribe', async () => {
    await signUp(phone, app.url, 'vera');
    const leader = await newPlayer(app.url, 'lena');
    playgroupId = (
      await api<{ id: string }>(app.url, 'POST', '/playgroups', { token: leader, body: { name: 'Ashes' } })
    ).id;
    await api(app.url, 'POST', `/playgroups/${playgroupId}/members`, {
      token: leader,
      body: { action: 'invite', handle: 'vera' },
    });
    invitation = await smtp.waitFor((m) => m.to.includes('vera@example.test'));
    expect(invitation.headers.subject).toBe('Harbinger: @lena invited you to join the Playgroup “Ashes”.');
    expect(invitation.body).toContain('@lena invited you to join the Playgroup “Ashes”.');
    expect(pathOf(invitation.body, '/playgroups/')).toBe(`/playgroups/${playgroupId}`);
    expect(invitation.body).toContain('Stop these mails with one click:');
    expect(invitation.headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+\/unsubscribe\/contracts\/\S+>$/);
    expect(invitation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The bell has it too.
    await phone.goto(`${app.url}/notifications`);
    await phone.getByText('invited you to join the Playgroup “Ashes”').waitFor();
  });

  it('lets the player choose per category on the settings page', async () => {
    await phone.goto(`${app.url}/settings#email`);
    const news = phone.getByRole('group', { name: 'Playgroup news' });
    expect(await news.getByLabel('Daily digest').isChecked()).toBe(true);
    expect(await phone.getByRole('group', { name: 'Approvals' }).getByLabel('Email at once').isChecked()).toBe(true);
    await news.getByLabel('Email at once').check();
    await phone.getByRole('button', { name: 'Save email choices' }).click();
    await phone.getByText('Email choices saved.').waitFor();
    await phone.reload();
    expect(await phone.getByRole('group', { name: 'Playgroup news' }).getByLabel('Email at once').isChecked()).toBe(
      true,
    );
    const box = await phone.getByRole('group', { name: 'Rewards' }).getByText('Off').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await scrollsSideways(phone)).toBe(false);
    await phone.locator('#email').scrollIntoViewIfNeeded();
    await expectAccessible(phone, 'email-preferences-phone');
    await desktop.goto(`${app.url}/signin`);
    await desktop.getByLabel('Handle or email').fill('vera');
    await desktop.getByLabel('Password').fill('a long enough password');
    await desktop.getByRole('button', { name: 'Sign in' }).click();
    await desktop.waitForURL((url) => !url.pathname.startsWith('/signin'));
    await desktop.goto(`${app.url}/settings#email`);
    await expectAccessible(desktop, 'email-preferences-desktop');
  });

  it('turns a category off from the mail without signing in', async () => {
    const link = pathOf(invitation.body, '/unsubscribe/');
    const stranger = await (await phoneContext(browser)).newPage();
    await stranger.goto(`${app.url}${link}`);
    await stranger
      .getByText('This link turns off email about “Invitations and Contract changes” for the account @vera.')
      .waitFor();
    await expectAccessible(stranger, 'unsubscribe-confirm-phone');
    await stranger.getByRole('button', { name: /Turn off/ }).click();
    const done = stranger.getByTestId('unsubscribed');
    await done.getByText('Invitations and Contract changes').waitFor();
    expect(await done.innerText()).toContain('@vera no longer gets email for');
    await expectAccessible(stranger, 'unsubscribe-done-phone');
    await desktop.goto(`${app.url}${link}`);
    await desktop.getByText('That email is already off.').waitFor();
    await screenshot(desktop, 'unsubscribe-already-off-desktop');
    await phone.goto(`${app.url}/settings`);
    expect(
      await phone.getByRole('group', { name: 'Invitations and Contract changes' }).getByLabel('Off').isChecked(),
    ).toBe(true);
  });

  it('answers a mail client’s one-click POST (RFC 8058) and refuses a wrong link', async () => {
    const header = invitation.headers['list-unsubscribe']!.slice(1, -1);
    const digest = new URL(header.replace('/unsubscribe/contracts/', '/unsubscribe/all/')).pathname;
    const answer = await fetch(`${app.url}${digest}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const modes = await api(app.url, 'GET', '/notifications/preferences', {
      token: await sessionToken(app.url, 'vera'),
    });
    expect(modes).toEqual({ contracts: 'off', approvals: 'off', rewards: 'off', news: 'off' });
    const wrong = await fetch(`${app.url}/unsubscribe/news/not-a-token`);
    expect(wrong.status).toBe(404);
  });
});
