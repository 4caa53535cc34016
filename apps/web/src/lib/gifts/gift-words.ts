import type { ArtifactEventView } from '@harbinger/platform';

const STATUS_LABELS = { held: 'Held', lost: 'Lost', stolen: 'Stolen', destroyed: 'Destroyed' } as const;

/** A Legendary Artifact's status as the sheet shows it. */
export function statusLabel(status: keyof typeof STATUS_LABELS): string {
  return STATUS_LABELS[status];
}

const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/**
 * One line of a Legendary Artifact's history: "2030-01-01 · Given by Ada to Bram (note)" or "… · Stolen (note)".
 * @example artifactEventLine({ kind: 'status', status: 'lost', note: '', … }) // "2030-01-01 · Lost"
 */
export function artifactEventLine(
  event: Pick<ArtifactEventView, 'kind' | 'status' | 'from' | 'to' | 'note' | 'createdAt'>,
): string {
  const what =
    event.kind === 'transfer'
      ? `Handed from ${event.from?.name || 'someone'} to ${event.to?.name || 'someone'}`
      : event.to
        ? `${statusLabel(event.status)} by ${event.to.name}`
        : statusLabel(event.status);
  return `${day(event.createdAt)} · ${what}${event.note ? ` (${event.note})` : ''}`;
}

/** The words for a revision's reason. */
export function revisionReason(reason: string): string {
  switch (reason) {
    case 'new':
      return 'Built';
    case 'stock':
      return 'Granted from stock';
    case 'improvement':
      return 'Improved';
    case 'revision':
      return 'Reworded';
    default:
      return 'Imported';
  }
}
