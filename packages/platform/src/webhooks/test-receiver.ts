import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Platform } from '../context.js';
import type { WebhookEvent } from '../db/schema.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { postWorldEvent } from '../playgroups/world-events.js';
import { expectOk, player } from '../testing/fixtures.js';
import { httpsPost } from './https-post.js';
import { addWebhook } from './manage.js';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './test-certificate.js';

// What the webhook suites share: a throwaway HTTPS server (with the test certificate) that keeps every request and
// answers as the test says, the sender that trusts it, and a Playgroup with a webhook to aim at it.

/** Sends as production does (`httpsPost`), with the test certificate as the one authority it trusts. */
export const trustingPost = httpsPost({ ca: TEST_TLS_CERT });

/**
 * Lena's Playgroup, Night Shift, with one webhook to `url` for `events` (World Events unless told), added under the
 * operator's `allowPrivateTargets` (off unless told); `postEvent` posts a World Event there.
 */
export async function playgroupWithWebhook(
  p: Platform,
  url: string,
  options: { events?: WebhookEvent[]; allowPrivateTargets?: boolean } = {},
) {
  const leader = await player(p, 'lena');
  const id = expectOk(await createPlaygroup(p, leader, { name: 'Night Shift' })).id;
  const events = options.events ?? ['world_event_posted'];
  const policy = { allowPrivateTargets: options.allowPrivateTargets ?? false };
  const hook = expectOk(await addWebhook(p, leader, id, { url, events }, policy));
  const postEvent = async (title: string) =>
    expectOk(await postWorldEvent(p, leader, id, { title, body: 'It happened.' }));
  return { leader, id, hook, postEvent };
}

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
