import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clip,
  contractScheduledMessage,
  escapeMarkdown,
  memberJoinedMessage,
  resolveLinks,
  worldEventMessage,
} from './messages.js';
import { isHttpUrl } from './schemas.js';
import { redactUrl } from './views.js';

const at = new Date('2030-01-01T12:00:00Z');

describe('webhook messages', () => {
  it('never exceeds Discord’s limits, however long the player’s text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6000 }), fc.string({ maxLength: 600 }), (text, name) => {
        const messages = [
          contractScheduledMessage({
            playgroupName: name,
            contractId: 'c1',
            title: text,
            startsAt: at,
            invitation: text,
            gmHandle: 'gwen',
            at,
          }),
          worldEventMessage({
            playgroupId: 'p1',
            playgroupName: name,
            title: text,
            body: text,
            authorHandle: 'lena',
            at,
          }),
          memberJoinedMessage({ playgroupName: name, handle: 'moe', at }),
        ];
        for (const m of messages) {
          expect([...m.content].length).toBeLessThanOrEqual(2000);
          expect([...m.embeds[0]!.title].length).toBeLessThanOrEqual(256);
          expect([...m.embeds[0]!.description].length).toBeLessThanOrEqual(4096);
          expect(m.allowed_mentions).toEqual({ parse: [] });
        }
      }),
    );
  });

  it('clips with an ellipsis and leaves short text alone', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
    expect(clip('ab   cdef', 4)).toBe('ab…');
  });

  it('escapes formatting in names so they show as typed', () => {
    expect(escapeMarkdown('**Bold** _crew_ [x](y)')).toBe('\\*\\*Bold\\*\\* \\_crew\\_ \\[x\\]\\(y\\)');
    expect(memberJoinedMessage({ playgroupName: 'The *Night* Shift', handle: 'moe', at }).content).toBe(
      '@moe joined **The \\*Night\\* Shift**.',
    );
  });

  it('leaves the invitation out of a Contract message when there is none', () => {
    const m = contractScheduledMessage({
      playgroupName: 'Night Shift',
      contractId: 'c1',
      title: 'T',
      startsAt: new Date('2030-02-01T19:00:00Z'),
      invitation: '  ',
      gmHandle: 'gwen',
      at,
    });
    expect(m.embeds[0]!.description).toBe('GM: @gwen\nStarts <t:1896202800:F> (<t:1896202800:R>)');
  });

  it('makes stored links absolute under the public origin, or drops them without one', () => {
    const stored = {
      content: 'x',
      embeds: [{ title: 't', url: '/contracts/1' }, { title: 'u', url: 'https://elsewhere.example/a' }, { title: 'v' }],
    };
    expect(resolveLinks(stored, 'https://h.example')).toEqual({
      content: 'x',
      embeds: [
        { title: 't', url: 'https://h.example/contracts/1' },
        { title: 'u', url: 'https://elsewhere.example/a' },
        { title: 'v' },
      ],
    });
    expect(resolveLinks(stored, undefined)).toEqual({
      content: 'x',
      embeds: [{ title: 't' }, { title: 'u', url: 'https://elsewhere.example/a' }, { title: 'v' }],
    });
    expect(resolveLinks({ content: 'no embeds' }, 'https://h.example')).toEqual({ content: 'no embeds' });
  });
});

describe('webhook addresses', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('https://discord.com/api/webhooks/1/abc')).toBe(true);
    expect(isHttpUrl('http://10.0.0.5:8080/in')).toBe(true);
    for (const bad of [
      'ftp://x.example',
      'javascript:alert(1)',
      'mailto:a@b.example',
      'https://',
      '/relative',
      'https://a b.example',
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it('hides the secret end of an address when showing it', () => {
    expect(redactUrl('https://discord.com/api/webhooks/123456/AbCdEfGh-token')).toBe(
      'https://discord.com/api/webhooks/123456/AbCd…',
    );
    expect(redactUrl('https://user:pw@hooks.example/in/abcdef/?key=secret')).toBe('https://hooks.example/in/abcd…/?…');
    expect(redactUrl('https://hooks.example/')).toBe('https://hooks.example/');
    expect(redactUrl('nonsense')).toBe('(not an address)');
  });
});
