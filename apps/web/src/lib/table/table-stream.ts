import type { TableEventView } from '@harbinger/platform';

/** How the live link to the table is doing, for the status dot. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

/** What the page does with the stream. */
export interface TableStreamHandlers {
  onEvent(event: TableEventView): void;
  onStatus(status: StreamStatus): void;
  /** The phone woke up or the tab came back: the page re-reads the table's state. */
  onWake(): void;
}

/** How long to wait before opening a stream the server closed for good (the browser retries the rest itself). */
const REOPEN_MS = 3000;

/**
 * Follows a table's events over Server-Sent Events. The browser reconnects by itself and sends `Last-Event-ID`,
 * so the server replays what was missed; when the server ended the stream outright, it is reopened from the last
 * id seen. A hidden page that becomes visible again asks the page to refresh (a sleeping phone may have missed a
 * state change whose event it then replays).
 * @example const stream = openTableStream(contractId, snapshot.lastEventId, handlers); // later: stream.close()
 */
export function openTableStream(contractId: string, after: number, handlers: TableStreamHandlers): { close(): void } {
  let lastId = after;
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    if (closed) return;
    handlers.onStatus('connecting');
    const next = new EventSource(`/contracts/${encodeURIComponent(contractId)}/table/events?after=${String(lastId)}`);
    source = next;
    next.onopen = () => handlers.onStatus('live');
    next.addEventListener('table', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as TableEventView;
      if (event.id > lastId) lastId = event.id;
      handlers.onEvent(event);
    });
    next.onerror = () => {
      if (next.readyState === EventSource.CLOSED) {
        handlers.onStatus('reconnecting');
        next.close();
        clearTimeout(reopen);
        reopen = setTimeout(open, REOPEN_MS);
      } else {
        handlers.onStatus('reconnecting');
      }
    };
  };

  const wake = () => {
    if (document.visibilityState !== 'visible') return;
    handlers.onWake();
    if (!source || source.readyState === EventSource.CLOSED) {
      clearTimeout(reopen);
      open();
    }
  };

  open();
  document.addEventListener('visibilitychange', wake);
  return {
    close() {
      closed = true;
      clearTimeout(reopen);
      document.removeEventListener('visibilitychange', wake);
      source?.close();
    },
  };
}
