import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStop } from './serve-stop.js';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose requests take `ms` to answer (forever when null), with a stopper that records the order. */
async function slowServer(ms: number | null, drainMs = 5_000) {
  const events: string[] = [];
  server = createServer((_request, response) => {
    if (ms !== null) setTimeout(() => response.end('done'), ms);
  });
  const stopper = gracefulStop(server, {
    drainMs,
    closeApp: async () => {
      events.push('app closed');
    },
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { stopper, events, url: `http://127.0.0.1:${port}/` };
}

/** One GET on a keep-alive connection; resolves with the body, or "cut" when the connection was dropped. */
function get(url: string): Promise<string> {
  return new Promise((done) => {
    const call = request(url, { headers: { connection: 'keep-alive' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done(body));
      response.on('error', () => done('cut'));
    });
    call.on('error', () => done('cut'));
    call.end();
  });
}

describe('stopping the server', () => {
  it('lets a request in flight finish, then closes the app, without waiting for idle keep-alive sockets', async () => {
    const { stopper, events, url } = await slowServer(300);
    expect(await get(url)).toBe('done'); // leaves an idle keep-alive socket behind
    const inFlight = get(url);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const stopped = stopper.stop().then(() => events.push('stopped'));
    expect(await inFlight).toBe('done');
    await stopped;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual(['app closed', 'stopped']);
    expect(await get(url)).toBe('cut');
  });

  it('cuts a request that never ends once the drain time is up', async () => {
    const { stopper, events, url } = await slowServer(null, 200);
    const endless = get(url);
    await new Promise((r) => setTimeout(r, 50));
    await stopper.stop();
    expect(await endless).toBe('cut');
    expect(events).toEqual(['app closed']);
  });
});
