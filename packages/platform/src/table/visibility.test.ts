import { describe, expect, it } from 'vitest';
import { viewTableEvent, type TableEvent } from './events.js';
import { rollOdds } from './roll-payload.js';

const GM = 'gm-user';
const ROLLER = 'roller-user';
const OTHER = 'other-user';

function event(visibility: TableEvent['visibility']): TableEvent {
  return {
    id: 7,
    contractId: 'c',
    kind: 'roll',
    visibility,
    actorId: ROLLER,
    payload: { outcome: 3 },
    createdAt: new Date('2026-11-29T01:00:00Z'),
  };
}

const as = (userId: string) => ({ userId, role: userId === GM ? ('gm' as const) : ('player' as const) });

describe('viewTableEvent', () => {
  it('shows a public event to everyone at the table', () => {
    for (const who of [GM, ROLLER, OTHER])
      expect(viewTableEvent(event('public'), as(who))?.payload).toEqual({ outcome: 3 });
  });

  it('shows a GM-only event to the GM and its roller, never to another player', () => {
    expect(viewTableEvent(event('gm'), as(GM))?.payload).toEqual({ outcome: 3 });
    expect(viewTableEvent(event('gm'), as(ROLLER))?.payload).toEqual({ outcome: 3 });
    expect(viewTableEvent(event('gm'), as(OTHER))).toBeNull();
  });

  it('tells a blind roll’s roller only that it happened', () => {
    expect(viewTableEvent(event('blind'), as(GM))).toMatchObject({ hidden: false, payload: { outcome: 3 } });
    expect(viewTableEvent(event('blind'), as(ROLLER))).toMatchObject({ hidden: true, payload: null });
    expect(viewTableEvent(event('blind'), as(OTHER))).toBeNull();
  });

  it('keeps a self roll to its roller, even from the GM', () => {
    expect(viewTableEvent(event('self'), as(ROLLER))?.payload).toEqual({ outcome: 3 });
    expect(viewTableEvent(event('self'), as(GM))).toBeNull();
    expect(viewTableEvent(event('self'), as(OTHER))).toBeNull();
  });
});

describe('rollOdds', () => {
  it('gives one die at Difficulty 6 an even chance of success', () => {
    expect(rollOdds({ pool: 1, difficulty: 6 }, 'failure').success).toBeCloseTo(0.5, 10);
  });

  it('counts every result as at least a botch', () => {
    expect(rollOdds({ pool: 4, difficulty: 7 }, 'botch').thisTierOrBetter).toBeCloseTo(1, 10);
  });

  it('makes a better tier no likelier than a worse one', () => {
    const partial = rollOdds({ pool: 5, difficulty: 6 }, 'partial').thisTierOrBetter;
    const exceptional = rollOdds({ pool: 5, difficulty: 6 }, 'exceptional').thisTierOrBetter;
    expect(exceptional).toBeLessThan(partial);
  });
});
