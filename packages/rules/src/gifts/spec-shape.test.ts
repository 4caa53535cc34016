import { describe, expect, it } from 'vitest';
import { GIFT_SPEC_LIMITS, stockGiftSpec, validateGiftSpecShape } from './index.js';

const input = () => ({
  catalogVersion: '2026.1',
  typeId: 'power',
  effectId: 'injure',
  styleId: 'targeted',
  parameters: { range: 'near' },
  enhancements: ['staggering'],
  drawbacks: [{ id: 'telltale', detail: 'smoke' }],
  name: 'Zap',
  extra: 'dropped',
});

describe('validateGiftSpecShape (untrusted input)', () => {
  it('accepts a well-formed spec, fills defaults and drops unknown keys', () => {
    const result = validateGiftSpecShape(input());
    expect(result).toEqual({
      ok: true,
      value: {
        catalogVersion: '2026.1',
        typeId: 'power',
        effectId: 'injure',
        styleId: 'targeted',
        parameters: { range: 'near' },
        enhancements: [{ id: 'staggering' }],
        drawbacks: [{ id: 'telltale', detail: 'smoke' }],
        name: 'Zap',
        tagline: '',
        description: '',
      },
    });
  });

  it('round-trips a saved spec unchanged', () => {
    const saved = stockGiftSpec('blink');
    expect(validateGiftSpecShape(JSON.parse(JSON.stringify(saved)))).toEqual({ ok: true, value: saved });
  });

  it('refuses what is not an object', () => {
    expect(validateGiftSpecShape(null)).toEqual({
      ok: false,
      issues: [{ code: 'invalid_type', path: [], expected: 'object', received: 'null' }],
    });
    expect(validateGiftSpecShape([]).ok).toBe(false);
  });

  it('names every wrong field by path', () => {
    const result = validateGiftSpecShape({
      ...input(),
      typeId: 7,
      styleId: '',
      enhancements: 'staggering',
      drawbacks: [5, { id: '' }],
      parameters: { range: 3 },
      name: 'x'.repeat(GIFT_SPEC_LIMITS.name + 1),
      roll: 'dex',
      components: [],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
        ['invalid_type', 'typeId'],
        ['required', 'styleId'],
        ['invalid_type', 'parameters.range'],
        ['invalid_type', 'enhancements'],
        ['invalid_type', 'drawbacks.0'],
        ['required', 'drawbacks.1.id'],
        ['too_long', 'name'],
        ['invalid_type', 'roll'],
        ['invalid_type', 'components'],
      ]);
    }
  });

  it('limits list sizes and text lengths', () => {
    const many = validateGiftSpecShape({
      ...input(),
      enhancements: Array.from({ length: GIFT_SPEC_LIMITS.picks + 1 }, () => 'a'),
    });
    expect(!many.ok && many.issues[0]).toMatchObject({ code: 'too_many', path: ['enhancements'] });
    const long = validateGiftSpecShape({
      ...input(),
      drawbacks: [{ id: 'telltale', detail: 'x'.repeat(GIFT_SPEC_LIMITS.detail + 1) }],
    });
    expect(!long.ok && long.issues[0]).toMatchObject({ code: 'too_long', path: ['drawbacks', 0, 'detail'] });
    const bigMap = validateGiftSpecShape({
      ...input(),
      parameters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'x'])),
    });
    expect(!bigMap.ok && bigMap.issues[0]).toMatchObject({ code: 'too_many', path: ['parameters'] });
    const longKey = validateGiftSpecShape({ ...input(), parameters: { ['k'.repeat(65)]: 'x' } });
    expect(!longKey.ok && longKey.issues[0]).toMatchObject({ code: 'too_long', max: 64 });
  });

  it('keeps a "__proto__" key as plain data', () => {
    const result = validateGiftSpecShape(
      JSON.parse(
        '{"catalogVersion":"1","typeId":"power","effectId":"injure","styleId":"targeted","name":"x","parameters":{"__proto__":"near"}}',
      ),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.getPrototypeOf(result.value.parameters)).toBe(Object.prototype);
      expect(Object.hasOwn(result.value.parameters, '__proto__')).toBe(true);
    }
  });

  it('reads a roll choice and its problems', () => {
    const good = validateGiftSpecShape({ ...input(), roll: { attribute: 'dexterity', ability: 'firearms' } });
    expect(good.ok && good.value.roll).toEqual({ attribute: 'dexterity', ability: 'firearms' });
    const bad = validateGiftSpecShape({ ...input(), roll: { attribute: 1 } });
    expect(!bad.ok && bad.issues.map((i) => i.path.join('.'))).toEqual(['roll.attribute', 'roll.ability']);
  });
});
