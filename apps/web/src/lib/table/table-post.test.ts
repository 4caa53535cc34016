import { describe, expect, it } from 'vitest';
import { postToTable, UNREACHABLE } from './table-post.js';

const answering = (status: number, body: string) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('postToTable', () => {
  it('posts JSON to the table part and answers its value', async () => {
    let url = '';
    const fetcher = (async (to: string) => {
      url = to;
      return new Response('{"minutes":30}', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await postToTable('c 1', 'clock', { minutes: 30 }, fetcher)).toEqual({ ok: true, value: { minutes: 30 } });
    expect(url).toBe('/contracts/c%201/table/clock');
  });

  it('keeps a refusal’s code, words and field, and words an unreadable one itself', async () => {
    const refusal = '{"error":{"code":"gm_only","message":"Only the GM.","field":"minutes"}}';
    expect(await postToTable('c', 'clock', {}, answering(403, refusal))).toEqual({
      ok: false,
      code: 'gm_only',
      message: 'Only the GM.',
      field: 'minutes',
    });
    expect(await postToTable('c', 'clock', {}, answering(502, '<html>bad gateway</html>'))).toMatchObject({
      ok: false,
      code: 'error',
      field: null,
    });
  });

  it('says the table could not be reached when the request fails', async () => {
    const offline = (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await postToTable('c', 'rolls', {}, offline)).toEqual({
      ok: false,
      code: 'network',
      message: UNREACHABLE,
      field: null,
    });
  });
});
