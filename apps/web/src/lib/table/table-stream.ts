import type { TableEventView } from '@harbinger/platform';

// The browser's end of a table's event stream, for the table page. It hands each event to the page once, in id
// order, and comes back after a drop: the browser's EventSource reconnects by itself with Last-Event-ID; when it
// gives up (the server refused, or the phone slept long enough to lose it), the stream is reopened with `?after=`
// as soon as the page is visible or the network is back, so what was missed is replayed.

/** Where the stream stands, for a "live" indicator. */
export type TableStreamStatus = 'connecting' | 'live' | 'closed';

/** The few EventSource features the stream uses (a fake stands in for it in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** How to open the stream and what to tell the page. */
export interface TableStreamOptions {
  contractId: string;
  /** The last event id the page already shows (say, the latest of the log it rendered). */
  after?: number;
  onEvent(view: TableEventView): void;
  onStatus?(status: TableStreamStatus): void;
  /** Opens an event source at `url` (the browser's EventSource by default). */
  open?: (url: string) => EventSourceLike;
  /**
   * Where to hear that the page became visible or the network came back (`reopen`), and that the network went away
   * (`drop`): window and document by default.
   */
  wake?: (reopen: () => void, drop: () => void) => () => void;
}

/** An open table stream. */
export interface TableStream {
  /** The highest event id handed to the page. */
  lastId(): number;
  close(): void;
}

/** EventSource.CLOSED, spelled out so the module loads where EventSource does not exist (server rendering). */
const CLOSED = 2;

const browserWake = (reopen: () => void, drop: () => void) => {
  const visible = () => document.visibilityState === 'visible' && reopen();
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('online', reopen);
  // A phone that loses the network can keep a dead connection open for minutes: let it go at once, and come back
  // (replaying what was missed) when the network does.
  window.addEventListener('offline', drop);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    window.removeEventListener('online', reopen);
    window.removeEventListener('offline', drop);
  };
};

/**
 * Opens `GET /contracts/{id}/table/events` and keeps it open while the page lives.
 * @example onMount(() => { const s = openTableStream({ contractId, after, onEvent: add }); return () => s.close(); })
 */
export function openTableStream(options: TableStreamOptions): TableStream {
  const open = options.open ?? ((url: string) => new EventSource(url));
  let last = options.after ?? 0;
  let source: EventSourceLike | undefined;
  let ended = false;
  const status = (s: TableStreamStatus) => options.onStatus?.(s);

  const connect = () => {
    const query = last > 0 || options.after !== undefined ? `?after=${last}` : '';
    const current = open(`/contracts/${encodeURIComponent(options.contractId)}/table/events${query}`);
    source = current;
    status('connecting');
    current.addEventListener('open', () => status('live'));
    current.addEventListener('error', () => status(current.readyState === CLOSED ? 'closed' : 'connecting'));
    current.addEventListener('table', (message) => {
      const view = JSON.parse(message.data) as TableEventView;
      if (view.id <= last) return;
      last = view.id;
      options.onEvent(view);
    });
  };

  const reopen = () => {
    if (ended || (source && source.readyState !== CLOSED)) return;
    source?.close();
    connect();
  };

  const drop = () => {
    source?.close();
    status('closed');
  };

  connect();
  const stopWaking = (options.wake ?? browserWake)(reopen, drop);
  return {
    lastId: () => last,
    close() {
      ended = true;
      stopWaking();
      source?.close();
      status('closed');
    },
  };
}
