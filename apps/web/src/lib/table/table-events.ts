import type { TableEventView } from '@harbinger/platform';

/** The log's events, oldest first, each id once: the snapshot's and the stream's together. */
export function mergeEvents(...lists: [readonly TableEventView[], readonly TableEventView[]]): TableEventView[] {
  const byId = new Map<number, TableEventView>();
  for (const list of lists) for (const event of list) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Kinds after which the page re-reads the table (a sheet, the combat or the clock changed). */
const STATE_KINDS: ReadonlySet<TableEventView['kind']> = new Set([
  'combat',
  'attack',
  'injury',
  'will_to_survive',
  'clock',
  'degradation',
  'stabilization',
  'sheet',
]);

/** Whether an event changes what the table shows beyond its log line (an exerted roll costs Mind, too). */
export function refreshesState(event: TableEventView): boolean {
  if (STATE_KINDS.has(event.kind)) return true;
  const mind = event.payload?.mindDamageAdded;
  return typeof mind === 'number' && mind > 0;
}
