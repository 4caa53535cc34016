import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { degradedSeverity, nextDegradationAt } from './degradation.js';
import { scarClassForSeverity } from './scars.js';

describe('degradation (seed 000 Degradation and Stabilization)', () => {
  it('Severity 4+ worsens by 1 every half hour', () => {
    expect(degradedSeverity({ severity: 4, minutesElapsed: 29, stabilized: false })).toBe(4);
    expect(degradedSeverity({ severity: 4, minutesElapsed: 30, stabilized: false })).toBe(5);
    expect(degradedSeverity({ severity: 4, minutesElapsed: 65, stabilized: false })).toBe(6);
  });

  it('below 4 nothing degrades; once stabilized nothing degrades', () => {
    expect(degradedSeverity({ severity: 3, minutesElapsed: 300, stabilized: false })).toBe(3);
    expect(degradedSeverity({ severity: 5, minutesElapsed: 300, stabilized: true })).toBe(5);
    expect(nextDegradationAt({ severity: 3, minutesElapsed: 10, stabilized: false })).toBeNull();
    expect(nextDegradationAt({ severity: 6, minutesElapsed: 10, stabilized: true })).toBeNull();
  });

  it('tells when the next worsening comes', () => {
    expect(nextDegradationAt({ severity: 4, minutesElapsed: 0, stabilized: false })).toBe(30);
    expect(nextDegradationAt({ severity: 4, minutesElapsed: 30, stabilized: false })).toBe(60);
    expect(nextDegradationAt({ severity: 4, minutesElapsed: 44, stabilized: false })).toBe(60);
  });

  it('a GM may quicken it for a neglected wound', () => {
    expect(degradedSeverity({ severity: 4, minutesElapsed: 30, stabilized: false, intervalMinutes: 10 })).toBe(7);
    expect(() => degradedSeverity({ severity: 4, minutesElapsed: 30, stabilized: false, intervalMinutes: 0 })).toThrow(
      RangeError,
    );
    expect(() => degradedSeverity({ severity: 4, minutesElapsed: -1, stabilized: false })).toThrow(RangeError);
  });

  it('worsening never adds a scar: the scar follows the Severity when taken', () => {
    const taken = 4;
    const now = degradedSeverity({ severity: taken, minutesElapsed: 90, stabilized: false });
    expect(now).toBe(7);
    expect(scarClassForSeverity(taken)).toBe('minor');
  });

  it('property: never improves with time, and at most one step per interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(600), fc.nat(600), (severity, t, dt) => {
        const a = degradedSeverity({ severity, minutesElapsed: t, stabilized: false });
        const b = degradedSeverity({ severity, minutesElapsed: t + dt, stabilized: false });
        return b >= a && b - a <= Math.ceil(dt / 30) + 1;
      }),
    );
  });
});
