import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../character/status.js';
import { seededRng } from '../dice/rng.js';
import { compileGift, EFFECT_IDS, giftCatalog, randomGift, STOCK_GIFT_IDS, stockGiftSpec } from './index.js';
import { sampleGiftSpec } from './sample-spec.js';
import { resolveStyleWords, styleWordChoices } from './system-text.js';
import { systemTextProblems } from './text-problems.js';
import type { GiftSpec } from './types.js';

const problemsOf = (spec: GiftSpec) => {
  const text = compileGift(spec, giftCatalog).systemText;
  return systemTextProblems(text, spec).map(
    (p) => `${p.code}: ${p.sentence}  [${spec.effectId} ${spec.typeId} ${spec.styleId}]`,
  );
};

describe('systemTextProblems', () => {
  it('finds a sentence of another style, a style aside and activation on a Passive Gift', () => {
    const text =
      'For one minute the chosen creature (you, unless Targeted) hides. Activated, it lasts ten minutes.\nActivating it is quick.';
    expect(systemTextProblems(text, { styleId: 'passive' }).map((p) => p.code)).toEqual([
      'style_aside',
      'other_style_sentence',
      'activation_without_activation',
      'activation_without_activation',
    ]);
    expect(systemTextProblems('Activated, it lasts ten minutes.', { styleId: 'activated' })).toEqual([]);
  });

  it('finds "only yourself" on a Targeted Gift, duplicates, unfilled markers and broken spacing', () => {
    const codes = (text: string, styleId: string) => systemTextProblems(text, { styleId }).map((p) => p.code);
    expect(codes('Heal one creature, only yourself.', 'targeted')).toEqual(['self_only_on_other']);
    expect(codes('Heal one creature, only yourself.', 'activated')).toEqual([]);
    expect(codes('It glows.\nDrawback: Glow. It glows.', 'passive')).toEqual(['duplicate_sentence']);
    expect(codes('It reaches {range}.', 'passive')).toEqual(['unfilled_marker']);
    expect(codes('It  reaches far .', 'passive')).toEqual(['broken_spacing']);
  });
});

describe('generated System Text reads as one text (issue 19)', () => {
  it('property: random valid specs of every Effect, type, style, level and pick', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...EFFECT_IDS), (seed, effectId) => {
        const spec = sampleGiftSpec(giftCatalog, seededRng(seed), effectId);
        fc.pre(spec !== undefined);
        expect(problemsOf(spec!)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('property: Random Gift at every Status', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...STATUS_IDS), (seed, status) => {
        expect(problemsOf(randomGift(giftCatalog, seededRng(seed), { status }))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('every stock Gift', () => {
    for (const id of STOCK_GIFT_IDS) expect(problemsOf(stockGiftSpec(id)), id).toEqual([]);
  });
});

describe('style words in the catalog', () => {
  it('resolve by style, with `*` for the rest, and leave {markers} for fillTemplate', () => {
    const text = '{activated=You are|targeted=The target is|*=Someone is} hidden for {duration}.';
    expect(resolveStyleWords(text, 'activated')).toBe('You are hidden for {duration}.');
    expect(resolveStyleWords(text, 'targeted')).toBe('The target is hidden for {duration}.');
    expect(resolveStyleWords(text, 'trap')).toBe('Someone is hidden for {duration}.');
    expect(resolveStyleWords('Roll for {activated=yourself|targeted=one within {reach}}.', 'targeted')).toBe(
      'Roll for one within {reach}.',
    );
  });

  it('every choice in a template or pick covers each style it can be compiled with', () => {
    for (const [effectId, effect] of Object.entries(giftCatalog.effects)) {
      const allowed = Object.keys(effect.styles);
      const texts = [
        { text: effect.template, styles: allowed },
        ...[...Object.values(effect.enhancements), ...Object.values(effect.drawbacks)].map((m) => ({
          text: m.text,
          styles: allowed.filter((s) => !m.styles || (m.styles as readonly string[]).includes(s)),
        })),
      ];
      for (const { text, styles } of texts) {
        for (const choice of styleWordChoices(text)) {
          if (choice.includes('*')) continue;
          expect(
            styles.filter((s) => !choice.includes(s)),
            `${effectId}: ${text}`,
          ).toEqual([]);
        }
      }
    }
  });
});
