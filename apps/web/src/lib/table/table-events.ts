import type { CombatView, InjuryEventPayload, TableEventView } from '@harbinger/platform';

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

/** The Will to Survive offers still waiting for this viewer's answer: Injuries dealt to their Contractors. */
export function openWillToSurviveOffers(events: readonly TableEventView[], viewerId: string): InjuryEventPayload[] {
  const answered = new Set(
    events.filter((e) => e.kind === 'will_to_survive').map((e) => String(e.payload?.injuryId ?? '')),
  );
  return events
    .filter((e) => e.kind === 'injury' && e.payload !== null)
    .map((e) => e.payload as unknown as InjuryEventPayload)
    .filter((i) => i.ownerId === viewerId && i.willToSurvive.offered && !answered.has(i.injuryId));
}

/** The fight to show: the latest 'combat' event's when it came after the snapshot, else the snapshot's. */
export function currentCombat(
  snapshot: { combat: CombatView | null; lastEventId: number },
  events: readonly TableEventView[],
): CombatView | null {
  const latest = events.findLast((e) => e.kind === 'combat' && e.payload !== null);
  if (!latest || latest.id <= snapshot.lastEventId) return snapshot.combat;
  return (latest.payload as { combat: CombatView | null }).combat;
}
