import { describe, expect, it } from 'vitest';
import {
  checkSpecAgainstCatalog,
  compileGift,
  componentFingerprint,
  giftCatalog,
  specComponentKeys,
  stampGiftSpec,
  stockGiftSpec,
} from './index.js';
import type { GiftCatalog, GiftSpec } from './types.js';

const clone = (): GiftCatalog => structuredClone(giftCatalog) as GiftCatalog;
const saved = (): GiftSpec => stockGiftSpec('hellfire-bolt');

describe('catalog versions and saved Gifts (issue 4: a later catalog change never silently rewrites a Gift)', () => {
  it('stamps the version, writes every Parameter level out, and records a fingerprint per component', () => {
    const spec = saved();
    expect(spec.catalogVersion).toBe(giftCatalog.version);
    expect(spec.parameters).toEqual({ range: 'medium', damage: 'wd2' });
    expect(Object.keys(spec.components!)).toEqual([
      'type:power',
      'style:targeted',
      'effect:injure',
      'parameter:injure/range',
      'parameter:injure/damage',
      'enhancement:injure/staggering',
      'drawback:injure/telltale',
    ]);
    expect(checkSpecAgainstCatalog(spec, giftCatalog)).toEqual({
      versionChanged: false,
      missing: [],
      changed: [],
      unstamped: false,
    });
  });

  it('reports a component whose rules changed, and the compiler warns about it', () => {
    const next = clone();
    next.version = `${giftCatalog.version}.next`;
    (next.effects.injure!.enhancements.staggering as { text: string }).text = 'Now it does something else.';
    const check = checkSpecAgainstCatalog(saved(), next);
    expect(check).toEqual({
      versionChanged: true,
      missing: [],
      changed: ['enhancement:injure/staggering'],
      unstamped: false,
    });
    expect(compileGift(saved(), next).warnings).toContainEqual(
      expect.objectContaining({ code: 'component_changed', component: 'enhancement:injure/staggering' }),
    );
  });

  it('reports removed components; the compiler refuses them as unknown', () => {
    const next = clone();
    delete (next.effects.injure!.drawbacks as Record<string, unknown>).telltale;
    expect(checkSpecAgainstCatalog(saved(), next).missing).toEqual(['drawback:injure/telltale']);
    expect(compileGift(saved(), next).violations.map((v) => v.code)).toContain('unknown_drawback');
  });

  it('a new default level does not move a saved Gift, but the changed Parameter is reported', () => {
    const next = clone();
    (next.effects.injure!.parameters.damage as { default: string }).default = 'wd1';
    const spec = saved();
    expect(checkSpecAgainstCatalog(spec, next).changed).toEqual(['parameter:injure/damage']);
    expect(compileGift(spec, next).systemText).toContain('Weapon Damage 2');
  });

  it('ignores rewording of summaries, examples and other names, and a bare version bump', () => {
    const next = clone();
    next.version = '2027.1';
    (next.effects.injure as { summary: string }).summary = 'Reworded.';
    (next.effects.injure as { aliases?: string[] }).aliases = ['Smite'];
    (next.effects.injure as { example: string }).example = 'Another example.';
    expect(checkSpecAgainstCatalog(saved(), next)).toEqual({
      versionChanged: true,
      missing: [],
      changed: [],
      unstamped: false,
    });
  });

  it('says when a spec carries no fingerprints at all', () => {
    const { components: _components, ...draft } = saved();
    expect(checkSpecAgainstCatalog(draft, giftCatalog).unstamped).toBe(true);
  });

  it('fingerprints every kind of component and nothing that is absent', () => {
    for (const key of [
      'type:power',
      'style:trap',
      'effect:injure',
      'parameter:injure/range',
      'enhancement:injure/piercing',
      'drawback:injure/focus',
    ]) {
      expect(componentFingerprint(giftCatalog, key), key).toMatch(/^[0-9a-f]{16}$/);
    }
    for (const key of [
      'type:nope',
      'effect:__proto__',
      'parameter:nope/range',
      'enhancement:injure/nope',
      'widget:injure',
      'enhancement',
    ]) {
      expect(componentFingerprint(giftCatalog, key), key).toBeUndefined();
    }
    expect(componentFingerprint(giftCatalog, 'enhancement:injure/piercing')).not.toBe(
      componentFingerprint(giftCatalog, 'enhancement:injure/staggering'),
    );
  });

  it('lists component keys for unknown parts too, so they can be reported', () => {
    const spec: GiftSpec = { ...saved(), parameters: { speed: 'x' }, enhancements: [{ id: 'laser' }] };
    expect(specComponentKeys(spec, giftCatalog)).toContain('enhancement:injure/laser');
    expect(stampGiftSpec(spec, giftCatalog).components).not.toHaveProperty('enhancement:injure/laser');
  });
});
