import { describe, expect, it } from 'vitest';
import type { TableEventView } from '@harbinger/platform';
import { mergeEvents, refreshesState } from './table-events.js';

const event = (id: number, over: Partial<TableEventView> = {}): TableEventView => ({
  id,
  kind: 'roll',
  visibility: 'public',
  actorId: null,
  hidden: false,
  payload: { outcome: id, mindDamageAdded: 0 },
  createdAt: '2026-11-29T02:00:00.000Z',
  ...over,
});

describe('mergeEvents', () => {
  it('keeps each event once, in id order, whichever list brought it', () => {
    expect(mergeEvents([event(1), event(3)], [event(3), event(2), event(4)]).map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('refreshesState', () => {
  it('reloads after combat, harm and sheet changes, and after a roll that cost Mind', () => {
    expect(refreshesState(event(1, { kind: 'injury', payload: {} }))).toBe(true);
    expect(refreshesState(event(1, { kind: 'sheet', payload: {} }))).toBe(true);
    expect(refreshesState(event(1, { payload: { mindDamageAdded: 1 } }))).toBe(true);
    expect(refreshesState(event(1))).toBe(false);
  });
});
