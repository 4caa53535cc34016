import { watchTable, type TableWatch } from '@harbinger/platform';
import { apiError, webError } from '#lib/server/api-response.ts';
import { lastEventIdOf, TABLE_PING_MS, TABLE_RETRY_MS, tableEventBytes } from '#lib/table/event-stream.server.ts';
import { tableBus } from '#lib/table/table-bus.server.ts';
import type { RequestHandler } from './$types';

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');

/**
 * Server-Sent Events for a Contract's table, for the GM and the seated players (cookie session). First what the
 * client missed (after its Last-Event-ID header, or `?after=`; without either, the latest events), then every new
 * event, each one `id: <id>`, `event: table`, `data: <the event as this reader may see it, JSON>`. Events are cut
 * per reader on the server: a GM-only roll never travels to a player. The seat is checked again with every ping
 * (20 s); a reader who lost it is disconnected.
 */
export const GET: RequestHandler = async ({ locals, params, request, url }) => {
  const after = lastEventIdOf(request, url);
  if (after === null)
    return apiError(webError('validation_failed', 400, 'Last-Event-ID (or after) must be an event id.', 'after'));
  const bus = await tableBus(locals.platform);
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  // Filled in once the watch is open; `stop` may run before (a client gone during the replay).
  const held: { watch?: TableWatch; ping?: ReturnType<typeof setInterval> } = {};
  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(held.ping);
    held.watch?.stop();
    try {
      controller.close();
    } catch {
      // already closed by the client going away
    }
  };
  const write = (chunk: string | Uint8Array) => {
    if (!open) return;
    try {
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    } catch {
      stop();
    }
  };
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      write(`retry: ${TABLE_RETRY_MS}\n\n`);
    },
    cancel: stop,
  });
  request.signal.addEventListener('abort', stop, { once: true });
  const watched = await watchTable(locals.platform, bus, locals.actor, params.id, {
    after,
    send: (view, event) => write(tableEventBytes(view, event)),
  });
  if (!watched.ok) {
    open = false;
    return apiError(watched.error);
  }
  const watch = watched.value;
  held.watch = watch;
  if (!open)
    watch.stop(); // the client left while its replay was read
  else
    held.ping = setInterval(() => {
      write(PING);
      void watch.recheck().then((seated) => seated || stop(), stop);
    }, TABLE_PING_MS);
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
};
