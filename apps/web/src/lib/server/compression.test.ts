import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressed } from './compression.js';

const page = '<!doctype html><p>' + 'The sheet, row after row. '.repeat(200) + '</p>';
const ask = (encoding: string | null, method = 'GET') =>
  new Request('http://harbinger.test/contractors/x', {
    method,
    headers: encoding === null ? {} : { 'accept-encoding': encoding },
  });
const answer = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': type, 'set-cookie': 'a=1', ...headers } });

describe('compressing what the server sends', () => {
  it('reads Accept-Encoding, honouring a refusal with q=0', () => {
    expect(acceptsGzip(ask('gzip, deflate, br'))).toBe(true);
    expect(acceptsGzip(ask('br;q=1.0, GZIP;q=0.5'))).toBe(true);
    expect(acceptsGzip(ask('*'))).toBe(true);
    expect(acceptsGzip(ask('gzip;q=0'))).toBe(false);
    expect(acceptsGzip(ask('br'))).toBe(false);
    expect(acceptsGzip(ask(null))).toBe(false);
  });

  it('gzips a page for a browser that accepts it, keeping status and headers', async () => {
    const out = compressed(ask('gzip, br'), answer(page, 'text/html; charset=utf-8'));
    expect(out.headers.get('content-encoding')).toBe('gzip');
    expect(out.headers.get('vary')).toContain('Accept-Encoding');
    expect(out.headers.get('set-cookie')).toBe('a=1');
    const bytes = Buffer.from(await out.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it('leaves alone event streams, small answers, HEAD, other encodings and clients that do not accept gzip', async () => {
    const untouched = [
      compressed(ask('gzip'), answer(page, 'text/event-stream')),
      compressed(ask('gzip'), answer('{"ok":true}', 'application/json', { 'content-length': '11' })),
      compressed(ask('gzip', 'HEAD'), answer(page, 'text/html')),
      compressed(ask('gzip'), answer(page, 'text/html', { 'content-encoding': 'br' })),
      compressed(ask(null), answer(page, 'text/html')),
      compressed(ask('gzip'), answer(page, 'application/pdf')),
    ];
    for (const out of untouched) expect(out.headers.get('content-encoding')).not.toBe('gzip');
    expect(await untouched[4]!.text()).toBe(page);
  });
});
