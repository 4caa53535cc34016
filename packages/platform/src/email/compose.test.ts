import { describe, expect, it } from 'vitest';
import { composeDigestMail, composeInstantMail } from './compose.js';

const to = { email: 'vera@example.org', handle: 'vera', unsubscribeToken: 'tok_123', timezone: 'Europe/Berlin' };

describe('notification mails', () => {
  it('renders one notification with its absolute link and a one-click unsubscribe footer', () => {
    const mail = composeInstantMail({
      origin: 'https://play.example',
      to,
      item: {
        category: 'contracts',
        message: '“Night Train” is scheduled for Friday.',
        link: '/contracts/abc',
        createdAt: new Date('2030-01-01T12:00:00Z'),
      },
    });
    expect(mail.to).toBe('vera@example.org');
    expect(mail.subject).toBe('Harbinger: “Night Train” is scheduled for Friday.');
    expect(mail.text).toContain('“Night Train” is scheduled for Friday.');
    expect(mail.text).toContain('https://play.example/contracts/abc');
    expect(mail.text).toContain('Invitations and Contract changes');
    expect(mail.text).toContain('Stop these mails with one click: https://play.example/unsubscribe/contracts/tok_123');
    expect(mail.text).toContain('https://play.example/settings#email');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://play.example/unsubscribe/contracts/tok_123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends a notification without a page to the notifications list', () => {
    const mail = composeInstantMail({
      origin: 'https://play.example',
      to,
      item: { category: 'news', message: 'Hello', link: '', createdAt: new Date() },
    });
    expect(mail.text).toContain('https://play.example/notifications');
  });

  it('lists every digest item with its local time and link, and unsubscribes from the digest', () => {
    const mail = composeDigestMail({
      origin: 'https://play.example',
      to,
      items: [
        {
          category: 'rewards',
          message: 'Ada earned 3 Exp.',
          link: '/contractors/1',
          createdAt: new Date('2030-01-01T12:00:00Z'),
        },
        {
          category: 'news',
          message: '@kim joined “Ashes”.',
          link: '/playgroups/2',
          createdAt: new Date('2030-01-01T13:30:00Z'),
        },
      ],
    });
    expect(mail.subject).toBe('Harbinger: your daily digest (2 notifications)');
    expect(mail.text).toContain('• Ada earned 3 Exp.\n  Tue 1 Jan, 13:00 · https://play.example/contractors/1');
    expect(mail.text).toContain('• @kim joined “Ashes”.\n  Tue 1 Jan, 14:30 · https://play.example/playgroups/2');
    expect(mail.text).toContain('https://play.example/unsubscribe/digest/tok_123');
  });
});
