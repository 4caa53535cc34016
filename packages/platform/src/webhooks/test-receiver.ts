import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './test-certificate.js';

// A throwaway HTTPS server for the webhook suites (with the test certificate, which senders in tests trust): it
// keeps every request and answers as the test says.

/** One request the receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** How to answer the `n`th request (1-based): a status with an optional JSON body and headers, or never. */
export type Answer = { status: number; json?: unknown; headers?: Record<string, string> } | 'hang';

/** A running receiver. */
export interface Receiver {
  /** `https://127.0.0.1:<port>/hooks/1234/secret-token`. */
  url: string;
  port: number;
  received: Received[];
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver on a free local port; `answer` defaults to 204 for every request. */
export async function startReceiver(
  answer: (n: number, received: Received) => Answer = () => ({ status: 204 }),
): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; done: () => void }[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      };
      received.push(entry);
      for (const w of waiters.filter((x) => received.length >= x.count)) w.done();
      const reply = answer(received.length, entry);
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, {
        ...(reply.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...reply.headers,
      });
      response.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hooks/1234/secret-token`,
    port,
    received,
    waitFor: (count) =>
      received.length >= count ? Promise.resolve() : new Promise((done) => waiters.push({ count, done })),
    close: () =>
      new Promise((closed) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
