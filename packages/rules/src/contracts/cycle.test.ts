import { describe, expect, it } from 'vitest';
import { betweenCycleContracts, cycleJoinIssue, cyclePositions, cycleRunning } from './cycle.js';

describe('Contract Cycles', () => {
  it('holds its players until the last Contract is played', () => {
    expect(betweenCycleContracts({ length: 3, played: 1, ended: false }, 1)).toBe(true);
    expect(betweenCycleContracts({ length: 3, played: 2, ended: false }, 1)).toBe(true);
    expect(betweenCycleContracts({ length: 3, played: 3, ended: false }, 1)).toBe(false);
  });

  it('holds nobody who has not played one of its Contracts', () => {
    expect(betweenCycleContracts({ length: 2, played: 1, ended: false }, 0)).toBe(false);
  });

  it('lets everyone go when it is ended early', () => {
    expect(cycleRunning({ length: 3, played: 1, ended: true })).toBe(false);
    expect(betweenCycleContracts({ length: 3, played: 1, ended: true }, 1)).toBe(false);
  });

  it('takes Contracts up to its length, and none once ended', () => {
    expect(cycleJoinIssue({ length: 2, ended: false }, 1)).toBeNull();
    expect(cycleJoinIssue({ length: 2, ended: false }, 2)).toBe('cycle_full');
    expect(cycleJoinIssue({ length: 2, ended: true }, 0)).toBe('cycle_ended');
  });

  it('places counted Contracts by start, skipping canceled ones', () => {
    const at = (d: number) => new Date(Date.UTC(2030, 0, d));
    const places = cyclePositions([
      { id: 'c', startsAt: at(9), counted: true },
      { id: 'a', startsAt: at(1), counted: false },
      { id: 'b', startsAt: at(5), counted: true },
    ]);
    expect([...places]).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });
});
