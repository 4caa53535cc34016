import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  properStabilizationEquipment,
  resolveStabilization,
  stabilizationDifficulty,
  stabilizationRollOptions,
} from './stabilization.js';

describe('Proper Stabilization (seed 000)', () => {
  it('Difficulty equals the Severity', () => {
    expect(stabilizationDifficulty({ kind: 'proper', severity: 5 })).toBe(5);
  });

  it('a partial success stabilizes without a clean heal', () => {
    expect(resolveStabilization({ kind: 'proper', severity: 5, outcome: 2 })).toEqual({
      difficulty: 5,
      tier: 'partial',
      stabilized: true,
      severityChange: 0,
      cleanHeal: false,
      scarWorsens: false,
      nextAttemptDifficulty: null,
    });
  });

  it('Outcome 4 or more also sets the Injury to heal clean', () => {
    expect(resolveStabilization({ kind: 'proper', severity: 5, outcome: 4 })).toMatchObject({
      stabilized: true,
      cleanHeal: true,
      severityChange: 0,
    });
    expect(resolveStabilization({ kind: 'proper', severity: 4, outcome: 7 }).cleanHeal).toBe(true);
  });

  it('a failure may be retried at +1 Difficulty per failure', () => {
    const first = resolveStabilization({ kind: 'proper', severity: 5, outcome: 0 });
    expect(first).toMatchObject({ stabilized: false, severityChange: 0, nextAttemptDifficulty: 6 });
    const second = resolveStabilization({ kind: 'proper', severity: 5, outcome: 0, failedAttempts: 1 });
    expect(second).toMatchObject({ difficulty: 6, nextAttemptDifficulty: 7 });
  });

  it('a botch adds 1 Severity, and the retry follows the new Severity', () => {
    const botch = resolveStabilization({ kind: 'proper', severity: 5, outcome: -1 });
    expect(botch).toMatchObject({
      tier: 'botch',
      stabilized: false,
      severityChange: 1,
      cleanHeal: false,
      scarWorsens: false,
      nextAttemptDifficulty: 7,
    });
  });
});

describe('Makeshift Stabilization (seed 000)', () => {
  it('Difficulty is above the Severity (raised to Severity + 1 if the GM names less)', () => {
    expect(stabilizationDifficulty({ kind: 'makeshift', severity: 5 })).toBe(6);
    expect(stabilizationDifficulty({ kind: 'makeshift', severity: 5, makeshiftDifficulty: 8 })).toBe(8);
    expect(stabilizationDifficulty({ kind: 'makeshift', severity: 5, makeshiftDifficulty: 5 })).toBe(6);
  });

  it('a partial success stabilizes but worsens the Severity by 1', () => {
    expect(resolveStabilization({ kind: 'makeshift', severity: 4, outcome: 3, makeshiftDifficulty: 6 })).toEqual({
      difficulty: 6,
      tier: 'partial',
      stabilized: true,
      severityChange: 1,
      cleanHeal: false,
      scarWorsens: false,
      nextAttemptDifficulty: null,
    });
  });

  it('a complete success stabilizes without worsening, yet never heals clean', () => {
    expect(resolveStabilization({ kind: 'makeshift', severity: 4, outcome: 4 })).toMatchObject({
      stabilized: true,
      severityChange: 0,
      cleanHeal: false,
    });
  });

  it('a failure worsens the Severity and may be retried at +1', () => {
    expect(resolveStabilization({ kind: 'makeshift', severity: 4, outcome: 0, makeshiftDifficulty: 7 })).toMatchObject({
      stabilized: false,
      severityChange: 1,
      scarWorsens: false,
      nextAttemptDifficulty: 8,
    });
  });

  it('a botch worsens both Severity and scar', () => {
    expect(resolveStabilization({ kind: 'makeshift', severity: 6, outcome: -2 })).toMatchObject({
      stabilized: false,
      severityChange: 1,
      scarWorsens: true,
      nextAttemptDifficulty: 9,
    });
  });

  it('refuses Injuries that need no Stabilization and odd inputs', () => {
    expect(() => stabilizationDifficulty({ kind: 'proper', severity: 3 })).toThrow(RangeError);
    expect(() => resolveStabilization({ kind: 'proper', severity: 4, outcome: 1.5 })).toThrow(RangeError);
    expect(() => stabilizationDifficulty({ kind: 'proper', severity: 4, failedAttempts: -1 })).toThrow(RangeError);
  });

  it('property: clean heals only come from proper treatment, and a retry is always harder', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('proper' as const, 'makeshift' as const),
        fc.integer({ min: 4, max: 9 }),
        fc.integer({ min: -5, max: 8 }),
        fc.nat(5),
        (kind, severity, outcome, failedAttempts) => {
          const r = resolveStabilization({ kind, severity, outcome, failedAttempts });
          const retryHarder = r.nextAttemptDifficulty === null || r.nextAttemptDifficulty > r.difficulty;
          return retryHarder && (!r.cleanHeal || kind === 'proper') && r.stabilized === outcome >= 1;
        },
      ),
    );
  });
});

describe('equipment and the roll', () => {
  it('Severity 4: first aid kit; 5: field surgery kit; 6+: surgical theater', () => {
    expect([3, 4, 5, 6, 8].map(properStabilizationEquipment)).toEqual([
      null,
      'first_aid_kit',
      'field_surgery_kit',
      'surgical_theater',
      'surgical_theater',
    ]);
  });

  it("rolls Intellect + Medicine at the attempt's Difficulty", () => {
    expect(stabilizationRollOptions({ kind: 'proper', severity: 5, intellect: 3, medicine: 2, penalty: 1 })).toEqual({
      pool: 5,
      difficulty: 5,
      noAbility: false,
      penalty: 1,
    });
    expect(stabilizationRollOptions({ kind: 'makeshift', severity: 4, intellect: 2, medicine: 0 })).toMatchObject({
      pool: 2,
      difficulty: 5,
      noAbility: true,
    });
  });
});
