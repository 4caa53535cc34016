import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyWillToSurvive, willToSurviveMaxReduction } from './will-to-survive.js';

const codes = (r: ReturnType<typeof applyWillToSurvive>) => (r.ok ? [] : r.issues.map((i) => i.code));

describe('Will to Survive (seed 000, RULINGS)', () => {
  it('takes up to 4 levels off, never below 4, for 1 Mind damage and a permanent Major scar', () => {
    expect(applyWillToSurvive(7, { reduction: 3 })).toEqual({
      ok: true,
      value: { severity: 4, reducedBy: 3, mindDamage: 1, permanentScar: 'major', injuryScar: 'minor' },
    });
    expect(applyWillToSurvive(9, { reduction: 4 })).toMatchObject({
      ok: true,
      value: { severity: 5, permanentScar: 'major' },
    });
  });

  it('defaults to the largest reduction allowed', () => {
    expect(applyWillToSurvive(6)).toMatchObject({ ok: true, value: { severity: 4, reducedBy: 2 } });
    expect(applyWillToSurvive(12)).toMatchObject({ ok: true, value: { severity: 8, reducedBy: 4 } });
  });

  it('the permanent scar is always Major; the reduced Injury still leaves its own scar (10 → 6: Severe)', () => {
    expect(applyWillToSurvive(10, { reduction: 4 })).toMatchObject({
      ok: true,
      value: { severity: 6, permanentScar: 'major', injuryScar: 'severe' },
    });
    expect(applyWillToSurvive(12)).toMatchObject({
      ok: true,
      value: { permanentScar: 'major', injuryScar: 'extreme' },
    });
    expect(applyWillToSurvive(10, { reduction: 1 })).toMatchObject({
      ok: true,
      value: { severity: 9, permanentScar: 'major', injuryScar: 'extreme' },
    });
  });

  it('refuses falls, a second use in one Contract, and reductions out of range', () => {
    expect(codes(applyWillToSurvive(8, { falling: true }))).toEqual(['will_to_survive_not_against_falling']);
    expect(codes(applyWillToSurvive(8, { usedThisContract: true }))).toEqual(['will_to_survive_already_used']);
    expect(codes(applyWillToSurvive(6, { reduction: 3 }))).toEqual(['reduction_out_of_range']);
    expect(codes(applyWillToSurvive(9, { reduction: 5 }))).toEqual(['reduction_out_of_range']);
    expect(codes(applyWillToSurvive(9, { reduction: 0 }))).toEqual(['reduction_out_of_range']);
    expect(codes(applyWillToSurvive(4))).toEqual(['nothing_to_reduce']);
  });

  it('property: the result stays in [4, incoming - 1] and drops at most 4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }), (incoming) => {
        const r = applyWillToSurvive(incoming);
        return (
          r.ok &&
          r.value.severity >= 4 &&
          r.value.severity < incoming &&
          incoming - r.value.severity <= 4 &&
          r.value.permanentScar === 'major' &&
          willToSurviveMaxReduction(incoming) === r.value.reducedBy
        );
      }),
    );
  });
});
