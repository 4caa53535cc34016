import { describe, expect, it } from 'vitest';
import { bailOutCrash, crashArmor, crashDamageRoll, crashSeverity, rammingCrashes } from './index.js';

describe('crashes', () => {
  it('a tumble rolls speed × 2 dice + 2; a catastrophic collision speed × 4 dice + 4, at Difficulty 6', () => {
    expect(crashDamageRoll({ kind: 'tumble', speedLevel: 2 })).toEqual({
      roll: { pool: 4, difficulty: 6 },
      addToOutcome: 2,
    });
    expect(crashDamageRoll({ kind: 'catastrophic', speedLevel: 3 })).toEqual({
      roll: { pool: 12, difficulty: 6 },
      addToOutcome: 4,
    });
    expect(crashDamageRoll({ kind: 'tumble', speedLevel: 0.5 }).roll.pool).toBe(1);
  });

  it('safety: worn Armor + 2 for a seat belt + 1 for an airbag, which needs the belt', () => {
    expect(crashArmor({ wornArmor: 1, seatBelt: true, airbag: true })).toBe(4);
    expect(crashArmor({ wornArmor: 0, seatBelt: true, airbag: false })).toBe(2);
    expect(crashArmor({ wornArmor: 2, seatBelt: false, airbag: true })).toBe(2);
  });

  it('severity is Outcome + the flat amount − crash Armor, never below 0', () => {
    expect(crashSeverity({ kind: 'tumble', outcome: 3, armor: 2 })).toBe(3);
    expect(crashSeverity({ kind: 'catastrophic', outcome: 5, armor: 3 })).toBe(6);
    expect(crashSeverity({ kind: 'tumble', outcome: -1, armor: 4 })).toBe(0);
  });

  it('bailing out: a complete success is a tumble, anything less catastrophic', () => {
    expect([6, 4, 3, 0, -1].map(bailOutCrash)).toEqual([
      'tumble',
      'tumble',
      'catastrophic',
      'catastrophic',
      'catastrophic',
    ]);
  });

  it('ramming: the size gap decides who crashes how', () => {
    expect(rammingCrashes('much-larger')).toEqual({ larger: 'tumble', smaller: 'catastrophic' });
    expect(rammingCrashes('extreme-difference')).toEqual({ larger: 'none', smaller: 'catastrophic' });
    expect(rammingCrashes('similar')).toEqual({ larger: 'gm_decides', smaller: 'gm_decides' });
  });
});
