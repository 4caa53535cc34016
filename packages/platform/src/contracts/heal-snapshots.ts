import type { battleScars, StoredInjurySnapshot, StoredScarChange } from '../db/schema.js';
import type { InjuryRow } from './heal-rows.js';

type ScarRow = typeof battleScars.$inferSelect;

/** An Injury row as jsonb can keep it (the arcade rows carry an extra `origin`, which is left out). */
export function injurySnapshot(r: InjuryRow): StoredInjurySnapshot {
  return {
    id: r.id,
    contractorId: r.contractorId,
    severity: r.severity,
    originalSeverity: r.originalSeverity,
    stabilized: r.stabilized,
    cleanHeal: r.cleanHeal,
    failedAttempts: r.failedAttempts,
    scarClass: r.scarClass,
    note: r.note,
    receivedAt: r.receivedAt.toISOString(),
    degradingSince: r.degradingSince.toISOString(),
  };
}

/** The Injury row a snapshot describes, ready to insert again. */
export function injuryFromSnapshot(s: StoredInjurySnapshot): InjuryRow {
  return { ...s, receivedAt: new Date(s.receivedAt), degradingSince: new Date(s.degradingSince) };
}

/** A Battle Scar row as jsonb can keep it. */
export function scarSnapshot(r: ScarRow): StoredScarChange['scar'] {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

/** The Battle Scar row a snapshot describes, ready to insert again. */
export function scarFromSnapshot(s: StoredScarChange['scar']): ScarRow {
  return { ...s, createdAt: new Date(s.createdAt), effects: s.effects as ScarRow['effects'] };
}
