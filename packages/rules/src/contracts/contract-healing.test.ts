import { describe, expect, it } from 'vitest';
import type { ArcadeInjury } from '../health/healing.js';
import { healAfterContract, healBeforeContract } from './contract-healing.js';

const injuries: ArcadeInjury[] = [
  { severity: 3, origin: 'contract' },
  { severity: 1, origin: 'contract' },
  { severity: 2, origin: 'downtime' },
];

describe('healing around a Contract', () => {
  it('arcade: the Downtime after a Contract takes 2 Severity off Contract Injuries', () => {
    const r = healAfterContract('arcade', injuries);
    expect(r.remaining).toEqual([
      { severity: 1, origin: 'contract' },
      { severity: 2, origin: 'downtime' },
    ]);
    expect(r.healed).toEqual([{ severity: 1, origin: 'contract' }]);
  });

  it('arcade: the next Contract starts with Contract Injuries closed; Downtime ones carry in', () => {
    const r = healBeforeContract('arcade', injuries);
    expect(r.remaining).toEqual([{ severity: 2, origin: 'contract' }]);
    expect(r.healed).toHaveLength(2);
  });

  it('gritty: neither moment heals anything (time does, by the month)', () => {
    expect(healAfterContract('gritty', injuries)).toEqual({ remaining: injuries, healed: [] });
    expect(healBeforeContract('gritty', injuries)).toEqual({ remaining: injuries, healed: [] });
  });
});
