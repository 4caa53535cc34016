import { describe, expect, it } from 'vitest';
import { artifactEventLine, revisionReason, statusLabel } from './gift-words.js';

describe('Gift words', () => {
  const at = new Date('2030-01-02T10:00:00Z');

  it('writes an Artifact history line for gains, status changes and hand-overs', () => {
    expect(
      artifactEventLine({
        kind: 'status',
        status: 'held',
        from: null,
        to: { id: 'a', name: 'Ada' },
        note: 'Gained',
        createdAt: at,
      }),
    ).toBe('2030-01-02 · Held by Ada (Gained)');
    expect(artifactEventLine({ kind: 'status', status: 'stolen', from: null, to: null, note: '', createdAt: at })).toBe(
      '2030-01-02 · Stolen',
    );
    expect(
      artifactEventLine({
        kind: 'transfer',
        status: 'held',
        from: { id: 'a', name: 'Ada' },
        to: { id: null, name: 'Bram' },
        note: 'a gift',
        createdAt: at,
      }),
    ).toBe('2030-01-02 · Handed from Ada to Bram (a gift)');
  });

  it('names statuses and revision reasons', () => {
    expect(statusLabel('destroyed')).toBe('Destroyed');
    expect(['new', 'stock', 'improvement', 'revision', 'import'].map(revisionReason)).toEqual([
      'Built',
      'Granted from stock',
      'Improved',
      'Reworded',
      'Imported',
    ]);
  });
});
