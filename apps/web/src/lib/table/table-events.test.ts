import { describe, expect, it } from 'vitest';
import type { CombatView, TableEventView } from '@harbinger/platform';
import { currentCombat, mergeEvents, openWillToSurviveOffers, refreshesState } from './table-events.js';

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

describe('openWillToSurviveOffers', () => {
  const injury = (id: number, injuryId: string, ownerId: string, offered = true) =>
    event(id, {
      kind: 'injury',
      payload: { injuryId, ownerId, contractorId: 'k', contractorName: 'K', severity: 7, willToSurvive: { offered } },
    });

  it('lists the viewer’s unanswered offers only', () => {
    const events = [
      injury(1, 'i1', 'ann'),
      injury(2, 'i2', 'bo'),
      injury(3, 'i3', 'ann', false),
      injury(4, 'i4', 'ann'),
      event(5, { kind: 'will_to_survive', payload: { injuryId: 'i4' } }),
    ];
    expect(openWillToSurviveOffers(events, 'ann').map((o) => o.injuryId)).toEqual(['i1']);
  });
});

describe('currentCombat', () => {
  const fight = (round: number) => ({ round }) as unknown as CombatView;
  it('takes a newer combat event over the snapshot, and the snapshot over an older one', () => {
    const events = [event(5, { kind: 'combat', payload: { combat: fight(2) } })];
    expect(currentCombat({ combat: fight(1), lastEventId: 4 }, events)?.round).toBe(2);
    expect(currentCombat({ combat: fight(3), lastEventId: 5 }, events)?.round).toBe(3);
    expect(
      currentCombat({ combat: fight(1), lastEventId: 4 }, [event(6, { kind: 'combat', payload: { combat: null } })]),
    ).toBeNull();
  });
});
