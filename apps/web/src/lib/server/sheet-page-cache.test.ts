import { addInjury, createContractor, getContractor, openPlatform, signUp, type Actor, type Platform } from '@harbinger/platform';
import { memoryLogger, memoryMailer } from '@harbinger/platform/testing';
import type { RequestEvent } from '@sveltejs/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheableSheetId, forgetSheetPages, serveSheetPage, sheetPageCacheStats } from './sheet-page-cache.js';

let p: Platform;
let owner: NonNullable<Actor>;
let id: string;

async function signedUp(handle: string): Promise<NonNullable<Actor>> {
  const made = await signUp(p, { handle, email: `${handle}@example.org`, password: 'a long enough password' }, { ip: '192.0.2.7' });
  if (!made.ok) throw new Error(made.error.message);
  return { userId: made.value.user.id, handle: made.value.user.handle };
}

beforeAll(async () => {
  p = await openPlatform({ memory: true, log: memoryLogger(), mailer: memoryMailer() });
  owner = await signedUp('cache_owner');
  const made = await createContractor(p, owner, {
    name: 'Ivo Lark',
    archetype: 'locksmith',
    paradigm: 'every door listens',
    ambition: 'open the last one',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 3 },
    abilities: { athletics: 1, alertness: 2 },
  });
  if (!made.ok) throw new Error(made.error.message);
  id = made.value.id;
}, 60_000);

afterAll(async () => {
  await p?.close();
});

beforeEach(() => {
  forgetSheetPages();
  sheetPageCacheStats.hits = 0;
  sheetPageCacheStats.misses = 0;
});

function event(actor: Actor, path = `/contractors/${id}`, headers: Record<string, string> = {}): RequestEvent {
  const url = new URL(`http://localhost${path}`);
  return { url, request: new Request(url, { headers }), locals: { platform: p, actor, sessionToken: null } } as unknown as RequestEvent;
}

/** A stand-in for SvelteKit's rendering that counts how often it runs. */
function renderer(headers: Record<string, string> = {}) {
  const counter = {
    calls: 0,
    render: async () => {
      counter.calls++;
      return new Response(`<p>rendering ${counter.calls}</p>`, { headers: { 'content-type': 'text/html', etag: `"r${counter.calls}"`, ...headers } });
    },
  };
  return counter;
}

describe('cacheableSheetId', () => {
  const at = (path: string, method = 'GET') => cacheableSheetId({ url: new URL(`http://h${path}`), request: new Request(`http://h${path}`, { method }) });
  const uuid = '01a1fe19-ec67-7000-b924-ef3768198b44';

  it('takes plain looks at the Status tab only', () => {
    expect(at(`/contractors/${uuid}`)).toBe(uuid);
    expect(at(`/contractors/${uuid}?tab=status`)).toBe(uuid);
    expect(at(`/contractors/${uuid}?tab=story`)).toBeNull();
    expect(at(`/contractors/${uuid}?roll=brawn-athletics`)).toBeNull();
    expect(at(`/contractors/${uuid}?tab=status&open=trauma`)).toBeNull();
    expect(at(`/contractors/${uuid}`, 'POST')).toBeNull();
    expect(at(`/contractors/${uuid}/print`)).toBeNull();
    expect(at('/contractors/new')).toBeNull();
  });
});

describe('serveSheetPage', () => {
  it('renders once, then serves the kept page until the sheet changes', async () => {
    const page = renderer();
    expect(await (await serveSheetPage(event(owner), id, page.render)).text()).toBe('<p>rendering 1</p>');
    expect(await (await serveSheetPage(event(owner), id, page.render)).text()).toBe('<p>rendering 1</p>');
    expect(page.calls).toBe(1);

    const view = await getContractor(p, owner, id);
    if (!view.ok) throw new Error(view.error.message);
    expect((await addInjury(p, owner, id, { version: view.value.version, severity: 1 })).ok).toBe(true);
    expect(await (await serveSheetPage(event(owner), id, page.render)).text()).toBe('<p>rendering 2</p>');
    expect(page.calls).toBe(2);
    expect(sheetPageCacheStats).toEqual({ hits: 1, misses: 2 });
  });

  it('keeps one page per viewer and per address', async () => {
    const page = renderer();
    const other = await signedUp('cache_other');
    await serveSheetPage(event(owner), id, page.render);
    await serveSheetPage(event(other), id, page.render);
    await serveSheetPage(event(null), id, page.render);
    await serveSheetPage(event(owner, `/contractors/${id}?tab=status`), id, page.render);
    expect(page.calls).toBe(4);
    await serveSheetPage(event(other), id, page.render);
    expect(page.calls).toBe(4);
  });

  it('answers 304 to a browser that holds the same page', async () => {
    const page = renderer();
    await serveSheetPage(event(owner), id, page.render);
    const again = await serveSheetPage(event(owner, `/contractors/${id}`, { 'if-none-match': '"r1"' }), id, page.render);
    expect(again.status).toBe(304);
  });

  it('never keeps a page that sets a cookie, an error, or a sheet the viewer may not see', async () => {
    const withCookie = renderer({ 'set-cookie': 'a=b' });
    await serveSheetPage(event(owner), id, withCookie.render);
    await serveSheetPage(event(owner), id, withCookie.render);
    expect(withCookie.calls).toBe(2);

    const missing = renderer();
    const unknown = '01a1fe19-0000-7000-b924-ef3768198b44';
    await serveSheetPage(event(owner, `/contractors/${unknown}`), unknown, missing.render);
    await serveSheetPage(event(owner, `/contractors/${unknown}`), unknown, missing.render);
    expect(missing.calls).toBe(2);
  });
});
