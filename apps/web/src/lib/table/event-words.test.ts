import { describe, expect, it } from 'vitest';
import type { TableEventView, TableRollPayload } from '@harbinger/platform';
import { logLine, shownInLog } from './event-words.js';

const roll: TableRollPayload = {
  rollerName: 'Mara Quinn',
  contractorId: 'c1',
  label: 'Dodge',
  expression: 'dex+athletics',
  description: '5 dice at Difficulty 6',
  purpose: 'free',
  dice: 5,
  difficulty: 6,
  faces: [7, 2, 10, 6, 1],
  outcome: 2,
  tier: 'partial',
  odds: { success: 0.8123, thisTierOrBetter: 0.6 },
  entered: false,
  automaticFailure: null,
  mindDamageAdded: 0,
};

const event = (over: Partial<TableEventView>): TableEventView => ({
  id: 4,
  kind: 'roll',
  visibility: 'public',
  actorId: 'u1',
  hidden: false,
  payload: roll as unknown as Record<string, unknown>,
  createdAt: '2026-11-29T02:00:00.000Z',
  ...over,
});

describe('logLine', () => {
  it('shows a roll with its dice, its result and the odds it had', () => {
    const line = logLine(event({}));
    expect(line.title).toBe('Mara Quinn: Dodge');
    expect(line.result).toBe('Outcome 2 · Partial success');
    expect(line.detail).toBe('[7, 2, 10, 6, 1] at Difficulty 6 · 81.2% to succeed');
    const complete = logLine(event({ payload: { ...roll, tier: 'complete' } as unknown as Record<string, unknown> }));
    expect(complete.detail).toMatch(/81\.2% to succeed, 60\.0% to do this well$/);
  });

  it('calls a GM roll the GM’s instead of repeating its label', () => {
    const gm = { ...roll, contractorId: null, rollerName: 'Watchman', label: 'Watchman', expression: '6' };
    expect(logLine(event({ payload: gm as unknown as Record<string, unknown> })).title).toBe('GM: Watchman');
  });

  it('tells a blind roller only that they rolled', () => {
    const line = logLine(event({ visibility: 'blind', hidden: true, payload: null }));
    expect(line).toMatchObject({ title: 'You rolled blind', hidden: true, detail: null, tier: null });
  });

  it('uses the sentence a workflow wrote for anything else', () => {
    expect(logLine(event({ kind: 'combat', payload: { change: 'Round 2 begins.' } })).title).toBe('Round 2 begins.');
    expect(logLine(event({ kind: 'attack', payload: {} })).title).toBe('An attack');
  });

  it('words an Injury and a clock move', () => {
    const injury = logLine(
      event({
        kind: 'injury',
        payload: {
          contractorName: 'Ann',
          severity: 9,
          bodyRemaining: -2,
          penalty: 3,
          willToSurvive: { offered: true },
        },
      }),
    );
    expect(injury).toMatchObject({
      title: 'Ann takes a Severity 9 Injury',
      result: 'Body left -2, Penalty 3 · Will to Survive offered',
    });
    const clock = logLine(event({ kind: 'clock', payload: { minutes: 65, advancedBy: 30, warnings: [{}] } }));
    expect(clock).toMatchObject({ title: 'The clock moves on 30 minutes, to 1:05', result: '1 Injury worsens soon' });
  });

  it('leaves bare sheet refreshes out of the log', () => {
    expect(shownInLog(event({ kind: 'sheet', payload: { contractorId: 'c1' } }))).toBe(false);
    expect(shownInLog(event({}))).toBe(true);
  });
});
