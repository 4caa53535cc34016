import {
  calendarFeedToken,
  createCardRoom,
  createPlaygroup,
  playgroupFeedToken,
  scheduleContract,
  signUp,
  type Actor,
} from '@harbinger/platform';
import { expectOk, openMemoryPlatform, player, type MemoryPlatform } from '@harbinger/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load as roomLoad } from '../../routes/cardgame/rooms/[code]/+page.server.js';
import { GET as userFeed } from '../../routes/contracts/calendar/[token]/+server.js';
import { load as contractsLoad } from '../../routes/contracts/+page.server.js';
import { GET as playgroupFeed } from '../../routes/playgroups/[id]/calendar.ics/+server.js';
import { load as playgroupLoad } from '../../routes/playgroups/[id]/+page.server.js';
import { actions as resetActions } from '../../routes/reset/+page.server.js';

// Every absolute link the site hands out is built from the configured origin. A request's Host header is the
// sender's to choose: a reset asked for with `Host: evil.example` used to mail the victim's token to evil.example.

const ORIGIN = 'https://play.example';
const FORGED = 'http://evil.example';

let p: MemoryPlatform;
let ana: NonNullable<Actor>;

beforeAll(async () => {
  p = await openMemoryPlatform({ origin: ORIGIN });
  ana = await player(p, 'link_ana');
}, 60_000);

afterAll(async () => {
  await p?.close();
});

/** A request as it reaches the server when the sender forges the Host header. */
function forged(path: string, init: RequestInit = {}) {
  const url = new URL(path, FORGED);
  return {
    url,
    request: new Request(url, { ...init, headers: { host: 'evil.example' } }),
    locals: { platform: p, actor: ana, sessionToken: null } as App.Locals,
    cookies: { get: () => undefined },
  };
}

/** Runs a load or handler whose event type SvelteKit generates per route; the test event has what they read. */
function call<R>(handler: (event: never) => R, event: object, params: Record<string, string> = {}): R {
  return handler({ ...event, params } as never);
}

describe('absolute links under a forged Host header', () => {
  it('mails the reset link under the configured origin', async () => {
    expectOk(
      await signUp(
        p,
        { handle: 'link_vera', email: 'vera@example.org', password: 'correct horse battery' },
        {
          ip: '198.51.100.4',
        },
      ),
    );
    const body = new FormData();
    body.append('email', 'vera@example.org');
    const event = forged('/reset', { method: 'POST', body });
    await call(resetActions.default!, event);
    const mail = p.mailer.sent.at(-1)!;
    expect(mail.text).toMatch(/\nhttps:\/\/play\.example\/reset\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).not.toContain('evil.example');
  });

  it('builds the calendar feeds, the feed address, the invite origin and the room link from it', async () => {
    const group = expectOk(await createPlaygroup(p, ana, { name: 'Link Street' }));
    expectOk(
      await scheduleContract(p, ana, { playgroupId: group.id, title: 'The Pier', startsAt: '2030-02-01T19:00:00Z' }),
    );
    const { token } = expectOk(await calendarFeedToken(p, ana));
    const groupToken = expectOk(await playgroupFeedToken(p, ana, group.id)).token;
    const feeds = [
      await call(userFeed, forged(`/contracts/calendar/${token}`), { token }),
      await call(playgroupFeed, forged(`/playgroups/${group.id}/calendar.ics?token=${groupToken}`), { id: group.id }),
    ];
    for (const feed of feeds) {
      const ics = await feed.text();
      expect(ics).toContain(`URL:${ORIGIN}/contracts/`);
      expect(ics).not.toContain('evil.example');
    }
    const contracts = (await call(contractsLoad, forged('/contracts'))) as { feedUrl: string | null };
    expect(contracts.feedUrl).toBe(`${ORIGIN}/contracts/calendar/${token}`);
    const page = (await call(playgroupLoad, forged(`/playgroups/${group.id}`), { id: group.id })) as {
      origin: string;
      feed: string | null;
    };
    expect(page.origin).toBe(ORIGIN);
    expect(page.feed).toBe(`${ORIGIN}/playgroups/${group.id}/calendar.ics?token=${groupToken}`);
    const room = expectOk(await createCardRoom(p, ana, { players: 2 }));
    const code = room.snapshot.code;
    const seen = (await call(roomLoad, forged(`/cardgame/rooms/${code}`), { code })) as { link: string };
    expect(seen.link).toBe(`${ORIGIN}/cardgame/rooms/${code}`);
  });
});
