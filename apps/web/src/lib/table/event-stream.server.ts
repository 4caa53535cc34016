import type { TableEvent, TableEventView } from '@harbinger/platform';

/** Comment lines keep proxies from closing a quiet stream. */
export const TABLE_PING_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
export const TABLE_RETRY_MS = 3000;

/** One table event as the stream sends it: its id (for Last-Event-ID), the `table` event name and the view as JSON. */
export function tableEventChunk(view: TableEventView): string {
  return `id: ${view.id}\nevent: table\ndata: ${JSON.stringify(view)}\n\n`;
}

/**
 * The id a reconnecting client already has: the Last-Event-ID header a browser sends on its own, else `?after=`
 * (for clients that cannot set headers). Undefined for a first connection; null when what was sent is no id.
 */
export function lastEventIdOf(request: Request, url: URL): number | undefined | null {
  const raw = request.headers.get('last-event-id') ?? url.searchParams.get('after');
  if (raw === null || raw === '') return undefined;
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

const encoder = new TextEncoder();
/** The latest event seen whole, encoded once for every stream of this process rather than once per stream. */
let shared: { event: TableEvent; chunk: Uint8Array } | undefined;

/** The bytes a stream sends for `view` of `event`; a view seen whole is the same for every reader, so it is shared. */
export function tableEventBytes(view: TableEventView, event: TableEvent): Uint8Array {
  if (view.hidden) return encoder.encode(tableEventChunk(view));
  if (shared?.event !== event) shared = { event, chunk: encoder.encode(tableEventChunk(view)) };
  return shared.chunk;
}
