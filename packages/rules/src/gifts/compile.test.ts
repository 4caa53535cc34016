import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, effectsForType, giftCatalog, sharedStyles } from './index.js';
import type { GiftSpec } from './types.js';

const spec = (overrides: Partial<GiftSpec> = {}): GiftSpec => ({
  ...defaultGiftSpec(giftCatalog, 'injure'),
  description: 'A crackle of red light.',
  ...overrides,
});
const codes = (s: GiftSpec, recipient?: Parameters<typeof compileGift>[2]) =>
  compileGift(s, giftCatalog, recipient).violations.map((v) => v.code);

describe('Gift Cost (seed 000: Gift Cost)', () => {
  it('a plain Gift costs 1; each Enhancement +1, each Drawback -1, each Parameter step ±1', () => {
    expect(compileGift(spec(), giftCatalog).cost).toBe(1);
    const built = compileGift(
      spec({
        enhancements: [{ id: 'staggering' }, { id: 'subtle' }],
        drawbacks: [{ id: 'blood-price' }],
        parameters: { range: 'near', damage: 'wd3' },
      }),
      giftCatalog,
    );
    expect(built.breakdown).toEqual({
      base: 1,
      enhancements: 2,
      drawbacks: 1,
      parameterSteps: 0,
      typeDelta: 0,
      styleDelta: 0,
      effectDelta: 0,
    });
    expect(built.cost).toBe(2);
    expect(
      compileGift(spec({ parameters: { damage: 'wd1' }, enhancements: [{ id: 'staggering' }] }), giftCatalog).breakdown
        .parameterSteps,
    ).toBe(-1);
  });

  it('some Activation Styles change the cost: a Trap Injure gives one back, Passive Armor costs one more', () => {
    const trap = compileGift(spec({ styleId: 'trap', enhancements: [{ id: 'staggering' }] }), giftCatalog);
    expect([trap.breakdown.styleDelta, trap.cost]).toEqual([-1, 1]);
    const passiveArmor = compileGift({ ...defaultGiftSpec(giftCatalog, 'armor'), styleId: 'passive' }, giftCatalog);
    expect([passiveArmor.breakdown.styleDelta, passiveArmor.cost]).toEqual([1, 2]);
  });

  it('Gift Types change the cost: a Legendary Artifact or a Consumable gives one credit back', () => {
    const artifact = compileGift(
      spec({ typeId: 'legendary-artifact', enhancements: [{ id: 'staggering' }] }),
      giftCatalog,
    );
    expect([artifact.breakdown.typeDelta, artifact.cost, artifact.violations]).toEqual([-1, 1, []]);
    const potion = compileGift(spec({ typeId: 'consumable-crafting' }), giftCatalog);
    expect(potion.rawCost).toBe(0);
  });

  it('an Effect can carry its own cost change (Possession costs 1 more)', () => {
    const possession = compileGift(defaultGiftSpec(giftCatalog, 'possession'), giftCatalog);
    expect([possession.breakdown.effectDelta, possession.cost]).toEqual([1, 2]);
  });

  it('never shows a cost below 1: below it is a violation and the cost stays 1', () => {
    const result = compileGift(spec({ drawbacks: [{ id: 'blood-price' }, { id: 'wild-aim' }] }), giftCatalog);
    expect(result.rawCost).toBe(-1);
    expect(result.cost).toBe(1);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ code: 'cost_below_minimum', min: 1, received: '-1' }),
    );
  });
});

describe('paying for a Gift (seed 000: Gift Credits and Improvements, Restrictions)', () => {
  it('after one victory a Contractor with one Gift Credit can take a cost-1 Gift, not a cost-2 one', () => {
    const fresh = { status: 'newbie' as const, giftCredits: 1, improvements: 0 };
    expect(codes(spec(), fresh)).toEqual([]);
    const dear = compileGift(spec({ enhancements: [{ id: 'staggering' }] }), giftCatalog, fresh);
    expect(dear.violations).toEqual([
      expect.objectContaining({ code: 'not_enough_gift_credits', min: 2, received: '1' }),
    ]);
  });

  it('Improvements pay toward a dearer Gift but cannot unlock a new one', () => {
    expect(
      codes(spec({ enhancements: [{ id: 'staggering' }] }), { status: 'newbie', giftCredits: 1, improvements: 1 }),
    ).toEqual([]);
    const noCredit = compileGift(spec(), giftCatalog, { status: 'novice', giftCredits: 0, improvements: 3 });
    expect(noCredit.violations).toEqual([
      expect.objectContaining({ code: 'not_enough_gift_credits', expected: 'gift_credit' }),
    ]);
  });

  it('improving an existing Gift pays only the rise, from credits or Improvements', () => {
    const improved = spec({ enhancements: [{ id: 'staggering' }, { id: 'subtle' }] });
    expect(codes(improved, { status: 'newbie', giftCredits: 0, improvements: 2, improvingFromCost: 1 })).toEqual([]);
    expect(codes(improved, { status: 'newbie', giftCredits: 0, improvements: 1, improvingFromCost: 1 })).toEqual([
      'not_enough_gift_credits',
    ]);
  });

  it('names the component and the Status it needs (Intangibility for a Newbie)', () => {
    const ghost = { ...defaultGiftSpec(giftCatalog, 'intangibility'), description: 'Fog.' };
    expect(compileGift(ghost, giftCatalog, { status: 'newbie', giftCredits: 1, improvements: 0 }).violations).toEqual([
      {
        code: 'status_too_low',
        path: ['effectId'],
        expected: 'veteran',
        received: 'newbie',
        component: 'effect:intangibility',
      },
    ]);
    expect(compileGift(ghost, giftCatalog).requiredStatus).toBe('veteran');
  });
});

describe('unknown and incompatible components', () => {
  it('reports unknown type, style and Effect, also for ids that are Object properties', () => {
    expect(codes(spec({ typeId: 'gadget' }))).toEqual(['unknown_gift_type']);
    expect(codes(spec({ styleId: 'constructor' }))).toEqual(['unknown_style']);
    expect(codes(spec({ effectId: '__proto__' }))).toEqual(['unknown_effect']);
    expect(compileGift(spec({ effectId: 'toString' }), giftCatalog).systemText).toBe('');
  });

  it('reports styles the Effect or the type does not allow, and Effects the type cannot carry', () => {
    expect(codes(spec({ styleId: 'passive' }))).toEqual(['style_not_allowed']);
    expect(
      codes({ ...defaultGiftSpec(giftCatalog, 'mythic-brawn'), typeId: 'consumable-crafting', description: 'x' }),
    ).toEqual(['style_not_allowed_for_type', 'effect_not_allowed_for_type', 'cost_below_minimum']);
    expect(codes(spec({ typeId: 'artifact-crafting', effectId: 'possession', parameters: {} }))).toContain(
      'effect_not_allowed_for_type',
    );
  });

  it('reports unknown, duplicate and misfit Enhancements and Drawbacks with their index', () => {
    const result = compileGift(
      spec({
        enhancements: [{ id: 'staggering' }, { id: 'staggering' }, { id: 'laser-eyes' }],
        drawbacks: [{ id: 'nope' }],
      }),
      giftCatalog,
    );
    expect(result.violations.map((v) => [v.code, v.path])).toEqual([
      ['duplicate_enhancement', ['enhancements', 1]],
      ['unknown_enhancement', ['enhancements', 2]],
      ['unknown_drawback', ['drawbacks', 0]],
    ]);
    expect(codes(spec({ styleId: 'trap', enhancements: [{ id: 'swift' }, { id: 'staggering' }] }))).toEqual([
      'component_not_allowed_for_style',
    ]);
    expect(
      codes(
        spec({
          typeId: 'legendary-artifact',
          drawbacks: [{ id: 'focus', detail: 'a ring' }],
          enhancements: [{ id: 'staggering' }, { id: 'subtle' }],
        }),
      ),
    ).toEqual(['component_not_allowed_for_type']);
  });

  it('reports unknown Parameters and levels', () => {
    expect(codes(spec({ parameters: { speed: 'fast' } }))).toEqual(['unknown_parameter']);
    expect(codes(spec({ parameters: { range: 'moon' } }))).toEqual(['unknown_parameter_level']);
  });

  it('asks for the detail a component needs and refuses one it does not take', () => {
    expect(codes(spec({ enhancements: [{ id: 'staggering' }], drawbacks: [{ id: 'telltale' }] }))).toEqual([
      'detail_required',
    ]);
    expect(
      codes(spec({ enhancements: [{ id: 'staggering' }], drawbacks: [{ id: 'telltale', detail: '   ' }] })),
    ).toEqual(['detail_required']);
    expect(codes(spec({ enhancements: [{ id: 'staggering', detail: 'loudly' }] }))).toEqual(['detail_not_allowed']);
  });

  it('refuses components that exclude each other', () => {
    const result = compileGift(
      spec({ enhancements: [{ id: 'subtle' }], drawbacks: [{ id: 'telltale', detail: 'smoke' }] }),
      giftCatalog,
    );
    expect(result.violations).toEqual([
      expect.objectContaining({
        code: 'conflicting_components',
        path: ['drawbacks', 0],
        component: 'drawback:injure/telltale',
      }),
    ]);
  });

  it('needs a name', () => {
    expect(codes(spec({ name: '  ' }))).toEqual(['name_required']);
  });

  it('checks the roll choice: social Effects only take Charisma', () => {
    const social = { ...defaultGiftSpec(giftCatalog, 'suggestion'), description: 'x' };
    expect(codes({ ...social, roll: { attribute: 'intellect', ability: 'influence' } })).toEqual([
      'attribute_not_allowed',
    ]);
    expect(codes({ ...social, roll: { attribute: 'wits', ability: 'influence' } })).toEqual(['unknown_attribute']);
    expect(codes({ ...social, roll: { attribute: 'charisma', ability: 'juggling' } })).toEqual(['unknown_ability']);
    expect(
      codes({
        ...defaultGiftSpec(giftCatalog, 'stash'),
        description: 'x',
        roll: { attribute: 'brawn', ability: 'brawl' },
      }),
    ).toEqual(['roll_not_applicable']);
  });
});

describe('warnings', () => {
  it('warns above 3 Drawbacks, not at 3 (seed 000 recommends at most three)', () => {
    const three = spec({
      enhancements: [{ id: 'staggering' }, { id: 'subtle' }, { id: 'swift' }],
      drawbacks: [{ id: 'blood-price' }, { id: 'wild-aim' }, { id: 'draining' }],
    });
    expect(compileGift(three, giftCatalog).warnings).toEqual([]);
    const four = {
      ...three,
      enhancements: [...three.enhancements, { id: 'piercing' }],
      drawbacks: [...three.drawbacks, { id: 'focus', detail: 'a wand' }],
    };
    const result = compileGift(four, giftCatalog);
    expect(result.violations).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'too_many_drawbacks', path: ['drawbacks'], max: 3, received: '4' }]);
  });

  it('warns when the description is empty', () => {
    expect(compileGift(spec({ description: '' }), giftCatalog).warnings.map((w) => w.code)).toEqual([
      'description_missing',
    ]);
  });
});

describe('property: any spec built from valid choices compiles by the formula', () => {
  const choice = fc.constantFrom(...Object.keys(giftCatalog.types)).chain((typeId) =>
    fc.constantFrom(...effectsForType(giftCatalog, typeId)).chain((effectId) => {
      const effect = giftCatalog.effects[effectId]!;
      const params = Object.entries(effect.parameters).map(([pid, p]) =>
        fc
          .option(fc.constantFrom(...p.levels.map((l) => l.id)), { nil: undefined })
          .map((level) => [pid, level] as const),
      );
      return fc.record({
        typeId: fc.constant(typeId),
        effectId: fc.constant(effectId),
        styleId: fc.constantFrom(...sharedStyles(giftCatalog, { typeId, effectId })),
        parameters: fc
          .tuple(...params)
          .map((entries) => Object.fromEntries(entries.filter(([, l]) => l !== undefined)) as Record<string, string>),
        enhancements: fc.subarray(Object.keys(effect.enhancements)),
        drawbacks: fc.subarray(Object.keys(effect.drawbacks)),
      });
    }),
  );

  it('has no unknown_* violation, and cost = max(1, 1 + E - D + steps + type + style + effect)', () => {
    fc.assert(
      fc.property(choice, (c) => {
        const effect = giftCatalog.effects[c.effectId]!;
        const s: GiftSpec = {
          ...defaultGiftSpec(giftCatalog, c.effectId, c.typeId),
          styleId: c.styleId,
          parameters: c.parameters,
          enhancements: c.enhancements.map((id) => ({ id, detail: effect.enhancements[id]!.detail ? 'x' : '' })),
          drawbacks: c.drawbacks.map((id) => ({ id, detail: effect.drawbacks[id]!.detail ? 'x' : '' })),
        };
        const result = compileGift(s, giftCatalog);
        const steps = Object.entries(c.parameters).reduce((sum, [pid, level]) => {
          const p = effect.parameters[pid]!;
          return sum + p.levels.findIndex((l) => l.id === level) - p.levels.findIndex((l) => l.id === p.default);
        }, 0);
        const raw =
          1 +
          c.enhancements.length -
          c.drawbacks.length +
          steps +
          giftCatalog.types[c.typeId]!.costDelta +
          (effect.styles as Record<string, number>)[c.styleId]! +
          (effect.costDelta ?? 0);
        expect(result.violations.filter((v) => v.code.startsWith('unknown_'))).toEqual([]);
        expect(result.rawCost).toBe(raw);
        expect(result.cost).toBe(Math.max(1, raw));
        expect(compileGift(s, giftCatalog)).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});
