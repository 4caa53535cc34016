import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advanceDegradationClock,
  clockWarnings,
  nextWorseningMinute,
  rebaseTracked,
  severityAtMinute,
  type TrackedInjury,
} from './degradation-clock.js';

const watch = (over: Partial<TrackedInjury> = {}): TrackedInjury => ({
  injuryId: 'gut',
  severityAtStart: 4,
  takenAtMinute: 0,
  stabilized: false,
  ...over,
});

describe('the table’s degradation clock (seed 000 Degradation and Stabilization)', () => {
  it('a Severity 4 Injury worsens to 5 after half an hour, to 6 after an hour', () => {
    const injury = watch();
    expect(severityAtMinute(injury, 29)).toBe(4);
    expect(severityAtMinute(injury, 30)).toBe(5);
    expect(severityAtMinute(injury, 60)).toBe(6);
    const advance = advanceDegradationClock({ fromMinute: 0, toMinute: 30, tracked: [injury] });
    expect(advance.worsenings).toEqual([{ injuryId: 'gut', fromSeverity: 4, toSeverity: 5, atMinutes: [30] }]);
  });

  it('counts from the minute the Injury was taken, not from the start of the table', () => {
    const late = watch({ takenAtMinute: 20 });
    expect(nextWorseningMinute(late, 25)).toBe(50);
    const advance = advanceDegradationClock({ fromMinute: 20, toMinute: 115, tracked: [late] });
    expect(advance.worsenings[0]).toEqual({
      injuryId: 'gut',
      fromSeverity: 4,
      toSeverity: 7,
      atMinutes: [50, 80, 110],
    });
  });

  it('a stabilized Injury and one below Severity 4 never worsen', () => {
    const tracked = [watch({ injuryId: 'held', stabilized: true }), watch({ injuryId: 'cut', severityAtStart: 3 })];
    const advance = advanceDegradationClock({ fromMinute: 0, toMinute: 600, tracked });
    expect(advance).toEqual({ worsenings: [], warnings: [] });
    expect(nextWorseningMinute(tracked[0]!, 0)).toBeNull();
  });

  it('warns of a worsening due within the next 10 minutes, and not before', () => {
    const injury = watch();
    expect(clockWarnings([injury], 19)).toEqual([]);
    expect(clockWarnings([injury], 20)).toEqual([{ injuryId: 'gut', worsensAtMinute: 30, toSeverity: 5 }]);
    expect(advanceDegradationClock({ fromMinute: 0, toMinute: 25, tracked: [injury] }).warnings).toEqual([
      { injuryId: 'gut', worsensAtMinute: 30, toSeverity: 5 },
    ]);
    expect(clockWarnings([injury], 10, 20)).toHaveLength(1);
  });

  it('rebasing on the sheet’s Severity keeps the half-hour beat (a change never restarts degradation)', () => {
    const rebased = rebaseTracked(watch(), { severity: 6, minute: 45 });
    expect(rebased).toEqual({ injuryId: 'gut', severityAtStart: 6, takenAtMinute: 30, stabilized: false });
    expect(nextWorseningMinute(rebased, 45)).toBe(60);
    expect(rebaseTracked(watch(), { severity: 5, minute: 10, stabilized: true }).stabilized).toBe(true);
  });

  it('refuses a clock running backwards', () => {
    expect(() => advanceDegradationClock({ fromMinute: 30, toMinute: 10, tracked: [] })).toThrow(RangeError);
  });
});

describe('degradation clock properties', () => {
  const tracked = fc.record({
    injuryId: fc.string(),
    severityAtStart: fc.integer({ min: 1, max: 9 }),
    takenAtMinute: fc.nat(200),
    stabilized: fc.boolean(),
  });

  it('Severity never falls as time goes on', () => {
    fc.assert(
      fc.property(tracked, fc.nat(500), fc.nat(500), (injury, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(severityAtMinute(injury, late)).toBeGreaterThanOrEqual(severityAtMinute(injury, early));
      }),
    );
  });

  it('two short advances do what one long advance does', () => {
    fc.assert(
      fc.property(tracked, fc.nat(300), fc.nat(300), fc.nat(300), (injury, start, d1, d2) => {
        const one = advanceDegradationClock({ fromMinute: start, toMinute: start + d1 + d2, tracked: [injury] });
        const a = advanceDegradationClock({ fromMinute: start, toMinute: start + d1, tracked: [injury] });
        const b = advanceDegradationClock({ fromMinute: start + d1, toMinute: start + d1 + d2, tracked: [injury] });
        const steps = (x: typeof one) => x.worsenings.flatMap((w) => w.atMinutes);
        expect([...steps(a), ...steps(b)]).toEqual(steps(one));
      }),
    );
  });

  it('stabilized or below 4: never a worsening, never a warning', () => {
    fc.assert(
      fc.property(tracked, fc.nat(300), fc.nat(600), (injury, from, span) => {
        fc.pre(injury.stabilized || injury.severityAtStart < 4);
        const advance = advanceDegradationClock({ fromMinute: from, toMinute: from + span, tracked: [injury] });
        expect(advance).toEqual({ worsenings: [], warnings: [] });
      }),
    );
  });

  it('each worsening is one step per due minute, each step on the half-hour beat', () => {
    fc.assert(
      fc.property(tracked, fc.nat(300), fc.nat(300), (injury, from, span) => {
        for (const w of advanceDegradationClock({ fromMinute: from, toMinute: from + span, tracked: [injury] })
          .worsenings) {
          expect(w.toSeverity - w.fromSeverity).toBe(w.atMinutes.length);
          for (const at of w.atMinutes) expect((at - injury.takenAtMinute) % 30).toBe(0);
        }
      }),
    );
  });
});
