import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALTERNATIVE_LIMIT_IDS,
  CUSTOM_LIMIT_LENGTH,
  DEFAULT_LIMIT_IDS,
  LIMITS,
  LIMIT_COUNT,
  validateLimits,
  type LimitChoice,
  type LimitId,
} from './limits.js';

const codes = (choices: LimitChoice[]): string[] => {
  const result = validateLimits(choices);
  return result.ok ? [] : result.issues.map((i) => i.code);
};

describe('Limits catalog (seed 000: three Limits, defaults Anguish, Atrocities, Murder)', () => {
  it('has the three defaults, by name, and flags only them as default', () => {
    expect(LIMIT_COUNT).toBe(3);
    expect(DEFAULT_LIMIT_IDS.map((id) => LIMITS[id].name)).toEqual(['Anguish', 'Atrocities', 'Murder']);
    const flagged = (Object.keys(LIMITS) as LimitId[]).filter((id) => LIMITS[id].isDefault);
    expect(flagged).toEqual([...DEFAULT_LIMIT_IDS]);
  });

  it('offers at least 12 alternatives with distinct names and one-line triggers', () => {
    expect(ALTERNATIVE_LIMIT_IDS.length).toBeGreaterThanOrEqual(12);
    const names = Object.values(LIMITS).map((l) => l.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const [id, limit] of Object.entries(LIMITS)) {
      expect(id).toMatch(/^[a-z][a-z_]*$/);
      expect(limit.trigger, id).not.toContain('\n');
      expect(limit.trigger.length, id).toBeGreaterThan(10);
      expect(limit.trigger.length, id).toBeLessThanOrEqual(CUSTOM_LIMIT_LENGTH.max);
    }
  });
});

describe('validateLimits', () => {
  it('accepts the defaults as catalog Limits needing no approval', () => {
    const result = validateLimits(DEFAULT_LIMIT_IDS.map((id) => ({ id })));
    expect(result).toEqual({
      ok: true,
      value: DEFAULT_LIMIT_IDS.map((id) => ({ kind: 'catalog', id, needsApproval: false })),
    });
  });

  it('a custom Limit is trimmed and flagged for the Leader', () => {
    const result = validateLimits([{ id: 'anguish' }, { id: 'cold_iron' }, { custom: '  Losing my music  ' }]);
    expect(result.ok && result.value[2]).toEqual({ kind: 'custom', text: 'Losing my music', needsApproval: true });
    expect(result.ok && result.value[1]).toEqual({ kind: 'catalog', id: 'cold_iron', needsApproval: false });
  });

  it('wants exactly three', () => {
    expect(codes([{ id: 'anguish' }, { id: 'murder' }])).toEqual(['wrong_limit_count']);
    expect(codes([{ id: 'anguish' }, { id: 'murder' }, { id: 'mercy' }, { id: 'isolation' }])).toEqual([
      'wrong_limit_count',
    ]);
    expect(codes([])).toEqual(['wrong_limit_count']);
    const result = validateLimits([{ id: 'anguish' }]);
    expect(!result.ok && result.issues[0]).toMatchObject({ min: 3, max: 3, received: '1', path: [] });
  });

  it('refuses the same Limit twice, by id or by wording', () => {
    expect(codes([{ id: 'murder' }, { id: 'murder' }, { id: 'anguish' }])).toEqual(['duplicate_limit']);
    expect(codes([{ custom: 'Losing  My Music' }, { custom: 'losing my music' }, { id: 'anguish' }])).toEqual([
      'duplicate_limit',
    ]);
    const repeat = validateLimits([{ id: 'murder' }, { id: 'anguish' }, { custom: 'MURDER' }]);
    expect(!repeat.ok && repeat.issues).toEqual([{ code: 'duplicate_limit', path: [2] }]);
  });

  it('refuses an unknown id', () => {
    const result = validateLimits([{ id: 'anguish' }, { id: 'murder' }, { id: 'boredom' }]);
    expect(!result.ok && result.issues).toEqual([{ code: 'unknown_limit', path: [2, 'id'], received: 'boredom' }]);
  });

  it('custom text must be 3 to 120 characters after trimming', () => {
    const two = [{ id: 'anguish' }, { id: 'murder' }];
    expect(codes([...two, { custom: 'ab' }])).toEqual(['custom_limit_too_short']);
    expect(codes([...two, { custom: '   ab   ' }])).toEqual(['custom_limit_too_short']);
    expect(codes([...two, { custom: 'abc' }])).toEqual([]);
    expect(codes([...two, { custom: 'x'.repeat(120) }])).toEqual([]);
    const long = validateLimits([...two, { custom: 'x'.repeat(121) }]);
    expect(!long.ok && long.issues).toEqual([
      { code: 'custom_limit_too_long', path: [2, 'custom'], max: 120, received: '121' },
    ]);
  });

  it('reports every problem at once', () => {
    expect(codes([{ id: 'nope' }, { custom: '' }])).toEqual([
      'wrong_limit_count',
      'unknown_limit',
      'custom_limit_too_short',
    ]);
  });

  it('property: any three distinct catalog Limits pass, in any order', () => {
    const ids = Object.keys(LIMITS) as LimitId[];
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: 3, maxLength: 3 }), (picked) => {
        const result = validateLimits(picked.map((id) => ({ id })));
        expect(result.ok && result.value.map((l) => (l.kind === 'catalog' ? l.id : null))).toEqual(picked);
      }),
    );
  });
});
