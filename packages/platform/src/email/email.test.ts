import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { success } from '../errors.js';
import { notify, type NewNotification } from '../playgroups/notifications.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { updateProfile } from '../accounts/profile.js';
import { getEmailPreferences, readUnsubscribeLink, unsubscribe, updateEmailPreferences } from './preferences.js';
import { sendDueEmails } from './send.js';

describe.each(backends)('notifications by email ($name)', (backend) => {
  const t = useTestPlatform(backend, { origin: 'https://play.example' });

  async function send(items: NewNotification[]): Promise<void> {
    expectOk(await transact(t.platform.db, async (tx) => success(await notify(tx, items, t.platform.now()))));
  }

  it('mails an instant notification after commit with its link and unsubscribe footer', async () => {
    const vera = await player(t.platform, 'vera');
    await send([
      { userId: vera.userId, kind: 'contract_scheduled', message: '“Night Train” is on.', link: '/contracts/x' },
    ]);
    expect(t.mailer.sent).toEqual([]); // nothing is sent inside the workflow
    const summary = await sendDueEmails(t.platform);
    expect(summary).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = t.mailer.sent;
    expect(mail?.to).toBe('vera@example.org');
    expect(mail?.text).toContain('https://play.example/contracts/x');
    expect(mail?.text).toMatch(/https:\/\/play\.example\/unsubscribe\/contracts\/\S+/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await sendDueEmails(t.platform)).claimed).toBe(0); // sent once only
  });

  it('writes no outbox row for a category turned off, and still writes the in-app notification', async () => {
    const vera = await player(t.platform, 'vera');
    expectOk(await updateEmailPreferences(t.platform, vera, { contracts: 'off' }));
    await send([{ userId: vera.userId, kind: 'contract_started', message: 'Started.' }]);
    expect(await t.platform.db.select().from(emailOutbox)).toEqual([]);
    expect(await t.platform.db.select().from(notifications)).toHaveLength(1);
  });

  it('retries when the mail server fails, never touching the notification, and gives up after six tries', async () => {
    const vera = await player(t.platform, 'vera');
    await send([{ userId: vera.userId, kind: 'rsvp', message: '@kim answered yes.', link: '/contracts/x' }]);
    const failing = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('connection refused');
    };
    try {
      expect(await sendDueEmails(t.platform)).toMatchObject({ retried: 1, sent: 0 });
      expect((await sendDueEmails(t.platform)).claimed).toBe(0); // waits for its retry
      for (let i = 0; i < 5; i++) {
        t.clock.advance(24 * 60 * 60 * 1000);
        await sendDueEmails(t.platform);
      }
    } finally {
      t.mailer.send = failing;
    }
    const [row] = await t.platform.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'connection refused' });
    expect(await t.platform.db.select().from(notifications)).toHaveLength(1);
    expect(t.log.entries.some((e) => e.message === 'notification mail failed for good')).toBe(true);
  });

  it('collects digest categories into one mail at 08:00 in the user time zone', async () => {
    const vera = await player(t.platform, 'vera');
    expectOk(await updateProfile(t.platform, vera, { timezone: 'Europe/Berlin', about: '' }));
    // 12:00 UTC on 1 January; rewards and news default to the digest.
    await send([
      { userId: vera.userId, kind: 'rewards', message: 'Ada earned 3 Exp.', link: '/contractors/a' },
      { userId: vera.userId, kind: 'member_joined', message: '@kim joined “Ashes”.', link: '/playgroups/p' },
    ]);
    expect((await sendDueEmails(t.platform)).claimed).toBe(0);
    t.clock.set('2030-01-02T06:59:00Z');
    expect((await sendDueEmails(t.platform)).claimed).toBe(0);
    t.clock.set('2030-01-02T07:00:00Z');
    expect(await sendDueEmails(t.platform)).toMatchObject({ claimed: 2, sent: 1 });
    expect(t.mailer.sent).toHaveLength(1);
    const [mail] = t.mailer.sent;
    expect(mail?.subject).toBe('Harbinger: your daily digest (2 notifications)');
    expect(mail?.text).toContain('Ada earned 3 Exp.');
    expect(mail?.text).toContain('@kim joined “Ashes”.');
    expect(mail?.text).toMatch(/unsubscribe\/digest\//);
  });

  it('has defaults, saves choices and refuses unknown modes', async () => {
    const vera = await player(t.platform, 'vera');
    expect(expectOk(await getEmailPreferences(t.platform, vera))).toEqual({
      contracts: 'instant',
      approvals: 'instant',
      rewards: 'digest',
      news: 'digest',
    });
    expect(expectOk(await updateEmailPreferences(t.platform, vera, { rewards: 'instant' })).rewards).toBe('instant');
    expect(expectOk(await getEmailPreferences(t.platform, vera)).rewards).toBe('instant');
    const bad = await updateEmailPreferences(t.platform, vera, { rewards: 'hourly' });
    expect(bad.ok ? null : bad.error.status).toBe(400);
    const anonymous = await getEmailPreferences(t.platform, null);
    expect(anonymous.ok ? null : anonymous.error.status).toBe(401);
  });

  it('unsubscribes with the mailed link, without signing in, and drops waiting mail of that category', async () => {
    const vera = await player(t.platform, 'vera');
    await send([{ userId: vera.userId, kind: 'contractor_pending', message: 'Ada waits.', link: '/playgroups/p' }]);
    await sendDueEmails(t.platform);
    const url = /\/unsubscribe\/approvals\/(\S+)/.exec(t.mailer.sent[0]!.text)!;
    const token = decodeURIComponent(url[1]!);
    expect(expectOk(await readUnsubscribeLink(t.platform, { scope: 'approvals', token }))).toMatchObject({
      handle: 'vera',
      categories: ['approvals'],
    });
    await send([{ userId: vera.userId, kind: 'contractor_pending', message: 'Bo waits.', link: '/playgroups/p' }]);
    const done = expectOk(await unsubscribe(t.platform, { scope: 'approvals', token }));
    expect(done.turnedOff).toEqual(['approvals']);
    expect(await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'))).toEqual([]);
    expect(expectOk(await getEmailPreferences(t.platform, vera)).approvals).toBe('off');
    expect(expectOk(await unsubscribe(t.platform, { scope: 'approvals', token })).turnedOff).toEqual([]);
    expect(expectOk(await unsubscribe(t.platform, { scope: 'all', token })).turnedOff).toEqual([
      'contracts',
      'rewards',
      'news',
    ]);
    const wrong = await unsubscribe(t.platform, { scope: 'approvals', token: 'nope' });
    expect(wrong.ok ? null : wrong.error.status).toBe(404);
    const badScope = await readUnsubscribeLink(t.platform, { scope: 'weekly', token });
    expect(badScope.ok ? null : badScope.error.status).toBe(404);
  });
});
