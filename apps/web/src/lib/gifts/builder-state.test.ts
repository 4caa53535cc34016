import { compileGift, defaultGiftSpec, giftCatalog, randomGift, seededRng } from '@harbinger/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankSpec,
  chooseEffect,
  chooseStyle,
  chooseType,
  effectChoices,
  effectShown,
  parameterLevelText,
  requiresLabel,
  settleSpec,
  statusAllows,
  togglePick,
} from './builder-state.js';

const catalog = giftCatalog;

describe('builder state', () => {
  it('starts an Effect at its defaults, keeping the player’s words and the Gift Type when it fits', () => {
    const start = { ...blankSpec(catalog), description: 'Sparks.', tagline: 'Zap' };
    const injure = chooseEffect(catalog, start, 'injure');
    expect(injure).toMatchObject({
      typeId: 'power',
      effectId: 'injure',
      styleId: 'targeted',
      name: 'Injure',
      description: 'Sparks.',
      tagline: 'Zap',
    });
    expect(compileGift(injure, catalog).cost).toBe(1);
    const renamed = chooseEffect(catalog, { ...injure, name: 'My bolt' }, 'blast');
    expect(renamed.name).toBe('My bolt');
    expect(chooseEffect(catalog, injure, 'heal').name).toBe('Heal');
    expect(chooseEffect(catalog, injure, 'nope')).toMatchObject({ effectId: '', styleId: '' });
  });

  it('lets go of an Effect the new Gift Type cannot carry, and drops picks a style or type refuses', () => {
    const ghost = defaultGiftSpec(catalog, 'intangibility');
    expect(chooseType(catalog, ghost, 'artifact-crafting')).toMatchObject({
      typeId: 'artifact-crafting',
      effectId: '',
      styleId: '',
    });
    const swift = togglePick(catalog, defaultGiftSpec(catalog, 'injure'), {
      kind: 'enhancements',
      id: 'swift',
      on: true,
    });
    expect(chooseStyle(catalog, swift, 'trap').enhancements).toEqual([]);
    const focus = togglePick(catalog, defaultGiftSpec(catalog, 'injure'), {
      kind: 'drawbacks',
      id: 'focus',
      on: true,
      detail: 'a wand',
    });
    expect(focus.drawbacks).toEqual([{ id: 'focus', detail: 'a wand' }]);
    expect(chooseType(catalog, focus, 'legendary-artifact').drawbacks).toEqual([]);
    expect(chooseType(catalog, focus, 'no-such-type')).toBe(focus);
  });

  it('keeps picks in catalog order whatever order they were ticked in', () => {
    let spec = defaultGiftSpec(catalog, 'injure');
    spec = togglePick(catalog, spec, { kind: 'enhancements', id: 'swift', on: true });
    spec = togglePick(catalog, spec, { kind: 'enhancements', id: 'piercing', on: true });
    expect(spec.enhancements.map((p) => p.id)).toEqual(['piercing', 'swift']);
    expect(togglePick(catalog, spec, { kind: 'enhancements', id: 'piercing', on: false }).enhancements).toEqual([
      { id: 'swift' },
    ]);
  });

  it('filters the Effect list by category, style and words', () => {
    const choices = effectChoices(catalog, 'power');
    const injure = choices.find((c) => c.id === 'injure')!;
    expect(effectShown(injure, { category: 'harm', style: 'targeted', search: 'WOUND' })).toBe(true);
    expect(effectShown(injure, { category: 'healing', style: '', search: '' })).toBe(false);
    // An Effect is found by the name the official site gives it too.
    const mendScar = choices.find((c) => c.id === 'mend-scar')!;
    expect(effectShown(mendScar, { category: '', style: '', search: 'heal battle scar' })).toBe(true);
    expect(effectShown(injure, { category: '', style: 'passive', search: '' })).toBe(false);
    expect(effectShown(injure, { category: '', style: '', search: 'teleport' })).toBe(false);
    expect(choices.find((c) => c.id === 'intangibility')?.requires).toBe('veteran');
    expect(effectChoices(catalog, 'consumable-crafting').find((c) => c.id === 'intangibility')?.fitsType).toBe(false);
    expect(requiresLabel('veteran')).toBe('Requires Veteran');
    expect(requiresLabel('newbie')).toBeUndefined();
    expect(statusAllows('newbie', 'veteran')).toBe(false);
    expect(statusAllows(undefined, 'veteran')).toBe(true);
  });

  it('resets to the new Effect’s defaults when a form without scripts switched Effect', () => {
    const old = togglePick(catalog, defaultGiftSpec(catalog, 'injure'), {
      kind: 'enhancements',
      id: 'staggering',
      on: true,
    });
    const sent = { ...old, effectId: 'heal' };
    const settled = settleSpec(catalog, sent, { effectId: 'injure', typeId: 'power' });
    expect(settled.changed).toBe(true);
    expect(settled.spec).toMatchObject({
      effectId: 'heal',
      enhancements: [],
      styleId: defaultGiftSpec(catalog, 'heal').styleId,
    });
    expect(settleSpec(catalog, old, { effectId: 'injure', typeId: 'power' })).toEqual({ spec: old, changed: false });
  });

  it('never leaves a random Gift invalid after a type switch and back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(...Object.keys(catalog.types)), (seed, typeId) => {
        const spec = randomGift(catalog, seededRng(seed), { status: 'veteran' });
        const moved = chooseType(catalog, spec, typeId);
        if (moved.effectId === '') return;
        const codes = compileGift(moved, catalog).violations.map((v) => v.code);
        expect(codes.filter((c) => c.includes('not_allowed'))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('parameterLevelText', () => {
  const penalty = catalog.effects.oath!.parameters.penalty!;

  it('reads as the select shows it: the words, the default or the cost step, and a Status above Newbie', () => {
    expect(parameterLevelText(penalty, 'curse')).toBe(
      'the loss of dice equal to the Outcome, at most 3, on every roll for a day (default)',
    );
    expect(parameterLevelText(penalty, 'brand')).toMatch(/ \(−1\)$/);
    expect(parameterLevelText(penalty, 'wound')).toBe('an Injury of severity equal to the Outcome (+1) · Novice');
    expect(parameterLevelText(penalty, 'doom')).toMatch(/ \(\+2\) · Seasoned$/);
  });

  it('is empty for a level the Parameter does not have', () => {
    expect(parameterLevelText(penalty, 'nope')).toBe('');
    expect(parameterLevelText(penalty, undefined)).toBe('');
  });
});
