// Reads a Server-Sent Events stream in node with fetch and a stream reader (no browser): what the table tests and
// the live-table benchmark use to stand in for phones.

/** One event as the stream sent it. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the message was complete. */
  at: number;
}

/** An open stream: the messages so far, a wait for one, and how to hang up. */
export interface SseStream {
  status: number;
  messages: SseMessage[];
  /** Resolves once `check` holds for the messages received, failing after `ms`. */
  until(check: (messages: SseMessage[]) => boolean, ms?: number): Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream with a session cookie; `lastEventId` is sent as Last-Event-ID (what a browser does
 * when it reconnects). `onMessage` hears each message as it completes. A refused stream answers with its status and
 * no messages.
 */
export async function openSse(
  url: string,
  options: { token?: string; lastEventId?: string; onMessage?: (message: SseMessage) => void } = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { cookie: `harbinger_session=${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const stream: SseStream = {
    status: response.status,
    messages,
    until(check, ms = 10_000) {
      if (check(messages)) return Promise.resolve();
      return new Promise((done, fail) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(new Error(`the event stream did not deliver in ${ms} ms (got ${messages.length} messages)`));
        }, ms);
        const look = () => {
          if (!check(messages)) return;
          clearTimeout(timer);
          waiters.delete(look);
          done();
        };
        waiters.add(look);
      });
    },
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { id: null, event: 'message', data: '', at: performance.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon === 0) continue; // a comment (the ping)
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') message.id = text;
            else if (field === 'event') message.event = text;
            else if (field === 'data') {
              message.data += (hasData ? '\n' : '') + text;
              hasData = true;
            }
          }
          if (!hasData) continue;
          messages.push(message);
          options.onMessage?.(message);
          for (const look of [...waiters]) look();
        }
      }
    } catch {
      // hung up
    }
  })();
  return stream;
}
