import { getCardRoom, type CardRoomView } from '@harbinger/platform';
import { apiError } from '#lib/server/api-response.ts';
import { roomCaller, roomHub } from '#lib/cardgame/room-server.server.ts';
import type { RequestHandler } from './$types';

/** Comment lines keep proxies from closing a quiet stream. */
const PING_MS = 20_000;

/**
 * Server-Sent Events for one room: a `room` event with this browser's own view right away and after every change.
 * Each stream is cut for the seat it was opened by (players see their own hand only, spectators none).
 */
export const GET: RequestHandler = async (event) => {
  const { locals, params, request } = event;
  const room = await getCardRoom(locals.platform, roomCaller(event, params.code), params.code);
  if (!room.ok) return apiError(room.error);
  const hub = roomHub(locals.platform);
  const { seat, snapshot, view } = room.value;
  const encoder = new TextEncoder();
  let stop = (): void => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      const sendView = (next: CardRoomView) =>
        send(`id: ${next.version}\nevent: room\ndata: ${JSON.stringify(next)}\n\n`);
      send('retry: 3000\n\n');
      sendView(view);
      const leave = hub.subscribe(snapshot.code, { seat, send: sendView });
      const ping = setInterval(() => send(': ping\n\n'), PING_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(ping);
        leave();
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      request.signal.addEventListener('abort', () => stop());
      hub.wake(snapshot);
    },
    cancel() {
      stop();
    },
  });

  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
};
