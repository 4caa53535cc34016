import type { RequestEvent } from '@sveltejs/kit';
import { sheetFingerprint, unreadNotificationCount } from '@harbinger/platform';
import { SHEET_HISTORY_LENGTH } from '../sheet/history.js';

// A sheet is read far more often than it changes: at the table everyone keeps reopening the Status tab. Its rendered
// page is kept under a key read from the database on every request (the sheet's fingerprint: its stamp, its latest
// rolls, who is looking) plus what the layout shows (the signed-in player and their unread count). Any change to any
// of those is a new key, so a kept page is only ever served for exactly the state it was rendered from.

/** How many rendered pages are kept (the least recently served go first). */
export const SHEET_PAGES_KEPT = 200;

const SHEET_PATH = /^\/contractors\/([0-9a-f-]{36})$/;

interface KeptPage {
  body: string;
  headers: [string, string][];
}

const kept = new Map<string, KeptPage>();

/** Counters for tests and benchmarks. */
export const sheetPageCacheStats = { hits: 0, misses: 0 };

/** The Contractor id when this is a plain look at a sheet's Status tab (no form, no dialog open), else null. */
export function cacheableSheetId(event: Pick<RequestEvent, 'request' | 'url'>): string | null {
  if (event.request.method !== 'GET') return null;
  const params = [...event.url.searchParams];
  const plain = params.length === 0 || (params.length === 1 && params[0]![0] === 'tab' && params[0]![1] === 'status');
  return plain ? (SHEET_PATH.exec(event.url.pathname)?.[1] ?? null) : null;
}

function keep(key: string, page: KeptPage): void {
  kept.delete(key);
  kept.set(key, page);
  while (kept.size > SHEET_PAGES_KEPT) kept.delete(kept.keys().next().value!);
}

function answer(page: KeptPage, request: Request): Response {
  const etag = page.headers.find(([name]) => name === 'etag')?.[1];
  if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag } });
  return new Response(page.body, { status: 200, headers: page.headers });
}

/**
 * Serves the sheet page `id` from the kept renderings when its key is unchanged; otherwise renders it with `render`
 * and keeps the result (only a plain 200 HTML page that sets no cookie).
 */
export async function serveSheetPage(event: RequestEvent, id: string, render: () => Response | Promise<Response>): Promise<Response> {
  const { platform, actor } = event.locals;
  const fingerprint = await sheetFingerprint(platform, actor, id, { rolls: SHEET_HISTORY_LENGTH });
  if (!fingerprint.ok) return render(); // the page itself answers not-found the usual way
  const unread = await unreadNotificationCount(platform, actor);
  const key = JSON.stringify([event.url.pathname, event.url.search, actor?.userId ?? null, actor?.handle ?? null, unread, fingerprint.value]);
  const page = kept.get(key);
  if (page) {
    sheetPageCacheStats.hits++;
    keep(key, page);
    return answer(page, event.request);
  }
  sheetPageCacheStats.misses++;
  const response = await render();
  const cacheable = response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') && !response.headers.has('set-cookie');
  if (!cacheable) return response;
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  keep(key, { body, headers });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** Forgets every kept page (tests). */
export function forgetSheetPages(): void {
  kept.clear();
}
