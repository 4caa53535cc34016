import { describe, expect, it } from 'vitest';
import {
  GIFT_TYPE_IDS,
  STOCK_GIFT_IDS,
  compileGift,
  defaultGiftSpec,
  effects,
  effectAllowedForType,
  giftCatalog,
  sharedStyles,
  stockGifts,
  type EffectId,
} from './index.js';
import type { GiftSpec } from './types.js';

// The Effects issue 19 added to the information, stealth and movement categories.
const ADDED: EffectId[] = [
  'read-memories',
  'commune',
  'truthsense',
  'precognition',
  'clairvoyance',
  'mark',
  'silence',
  'forget-me',
  'illusion',
  'haste',
  'phase',
  'flight',
  'portal',
];

const newbie = { status: 'newbie', giftCredits: 1, improvements: 0 } as const;

function spec(effectId: EffectId, changes: Partial<GiftSpec> = {}): GiftSpec {
  return { ...defaultGiftSpec(giftCatalog, effectId), description: 'How it looks.', ...changes };
}

const text = (effectId: EffectId, changes: Partial<GiftSpec> = {}) =>
  compileGift(spec(effectId, changes), giftCatalog).systemText;

describe('information, stealth and movement Effects of issue 19', () => {
  it.each(ADDED)('%s makes a Newbie Power for one Gift Credit at its defaults', (id) => {
    const result = compileGift(spec(id), giftCatalog, newbie);
    expect(result.violations).toEqual([]);
    expect(result.cost).toBe(1);
    expect(spec(id).typeId).toBe('power');
    expect(effects[id].category).toMatch(/^(information|stealth|movement)$/);
  });

  it('gives every Effect in the catalog its own name, so none is an old one renamed', () => {
    const names = Object.values(effects).map((e) => e.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ADDED)('%s never says "Activated" or "only yourself" outside a sentence for that style', (id) => {
    const effect = effects[id];
    const modifiers = [...Object.values(effect.enhancements), ...Object.values(effect.drawbacks)];
    for (const m of modifiers) expect(m.text, m.name).not.toMatch(/Activated|only yourself|\(/);
    const unscoped = effect.template
      .split(/(?<=[.!?])\s+/)
      .filter((s) => !/^(Activated|Targeted|Trap|Passive),/.test(s));
    for (const sentence of unscoped) expect(sentence).not.toMatch(/Activated|only yourself|\(/);
  });

  it('centers Silence on you when Activated and on the trigger spot as a Trap', () => {
    const activated = text('silence');
    expect(activated).toContain('its center is you and moves with you');
    expect(activated).not.toContain('where it goes off');
    const trap = text('silence', { styleId: 'trap' });
    expect(trap).toContain('its center is the spot where it goes off');
    expect(trap).not.toContain('moves with you');
    expect(compileGift(spec('silence', { styleId: 'trap' }), giftCatalog).cost).toBe(1);
  });

  it('opens a Portal beside you, or under whoever springs it as a Trap', () => {
    expect(text('portal')).toContain('it opens beside you');
    expect(text('portal')).not.toContain('fall through');
    expect(text('portal', { styleId: 'trap' })).toContain('they fall through');
    expect(text('portal', { styleId: 'trap' })).not.toContain('beside you');
  });

  it('lets a Targeted Illusion be steered and a Trap Illusion play its scene; Set Piece only fits the first', () => {
    expect(text('illusion')).toContain('as you direct while you concentrate');
    expect(text('illusion', { styleId: 'trap' })).toContain('plays out a scene you described');
    expect(text('illusion', { styleId: 'trap' })).not.toContain('concentrate');
    const trapWithSetPiece = compileGift(
      spec('illusion', { styleId: 'trap', enhancements: [{ id: 'set-piece' }] }),
      giftCatalog,
    );
    expect(trapWithSetPiece.violations).toContainEqual(
      expect.objectContaining({ code: 'component_not_allowed_for_style', component: 'enhancement:illusion/set-piece' }),
    );
  });

  it('keeps Walking Pace to an Activated Silence, whose center moves with you', () => {
    const trap = compileGift(spec('silence', { styleId: 'trap', drawbacks: [{ id: 'walking-pace' }] }), giftCatalog);
    expect(trap.violations.map((v) => v.code)).toContain('component_not_allowed_for_style');
    const activated = compileGift(
      spec('silence', { enhancements: [{ id: 'swift' }], drawbacks: [{ id: 'walking-pace' }] }),
      giftCatalog,
      newbie,
    );
    expect(activated.violations).toEqual([]);
    expect(activated.cost).toBe(1);
  });

  it('says how long Commune, Truthsense and Flight last only when they are Activated', () => {
    for (const id of ['commune', 'truthsense'] as const) {
      expect(text(id)).not.toContain('lasts ten minutes');
      expect(text(id, { styleId: 'activated' })).toContain('Activated, it lasts ten minutes.');
    }
    expect(text('flight')).toContain('Activated, it lasts ten minutes.');
    expect(text('flight', { styleId: 'passive' })).not.toContain('ten minutes');
  });

  it('prices the styles: an always-on Flight costs one more, an Activated Commune one less', () => {
    expect(compileGift(spec('flight', { styleId: 'passive' }), giftCatalog).rawCost).toBe(2);
    const cheap = compileGift(spec('commune', { styleId: 'activated' }), giftCatalog);
    expect(cheap.rawCost).toBe(0);
    expect(cheap.violations.map((v) => v.code)).toContain('cost_below_minimum');
    const withWriting = spec('commune', { styleId: 'activated', enhancements: [{ id: 'written-word' }] });
    expect(compileGift(withWriting, giftCatalog, newbie).violations).toEqual([]);
  });

  it('gates the strong levels like their closest older Effects do', () => {
    const level = (id: EffectId, parameter: string, levelId: string) =>
      (effects[id].parameters as Record<string, { levels: readonly { id: string; requires?: string }[] }>)[
        parameter
      ]!.levels.find((l) => l.id === levelId)!.requires;
    // True flight: a Seasoned Enhancement on Special Movement, a Seasoned ceiling on Flight.
    expect(level('flight', 'ceiling', 'open-sky')).toBe(effects['special-movement'].enhancements.flight.requires);
    // A free extra action every Round: Seasoned on Super Speed and on Haste.
    expect(level('haste', 'extra', 'action')).toBe(effects['super-speed'].enhancements['spare-moment'].requires);
    // Any memory at all: Seasoned on Read Mind and on Read Memories.
    expect(level('read-memories', 'lookback', 'lifetime')).toBe(level('read-mind', 'depth', 'deep'));
    // Anywhere in the world: Veteran reach for Telepathy's "anywhere at all", Clairvoyance and Portal alike.
    expect(level('clairvoyance', 'distance', 'beyond')).toBe(level('telepathy', 'reach', 'beyond'));
    expect(level('portal', 'distance', 'anywhere')).toBe(level('teleport', 'distance', 'anywhere'));
  });

  it('shows the roll and the reach a Mark was built with', () => {
    const marked = text('mark', { parameters: { range: 'near', hold: 'week' } });
    expect(marked).toContain('within 15 feet');
    expect(marked).toContain('holds for one week');
    expect(marked).toMatch(/^Roll Dexterity \+ Thievery at Difficulty 6 against a creature or object/);
    const refused = compileGift(spec('mark', { parameters: { hold: 'week' } }), giftCatalog, newbie);
    expect(refused.violations).toContainEqual(
      expect.objectContaining({ code: 'status_too_low', expected: 'novice', component: 'parameter:mark/hold' }),
    );
  });

  it('puts its stock Gifts on the Sleuth and Shadow shelves, each shelf kept together in shelf order', () => {
    const added = STOCK_GIFT_IDS.filter((id) => (ADDED as string[]).includes(stockGifts[id].effectId));
    expect(added.length).toBeGreaterThanOrEqual(3);
    for (const id of added) expect(['sleuth', 'shadow']).toContain(stockGifts[id].category);
    const shelves = STOCK_GIFT_IDS.map((id) => stockGifts[id].category);
    const runs = shelves.filter((shelf, i) => shelf !== shelves[i - 1]);
    expect(runs).toEqual([...new Set(shelves)]);
  });

  it.each(ADDED)('%s reads as one text with any single pick, in every type and style it allows', (id) => {
    const effect = effects[id];
    const picks = [
      ...Object.entries(effect.enhancements).map(([pid, c]) => ({ field: 'enhancements' as const, pid, c })),
      ...Object.entries(effect.drawbacks).map(([pid, c]) => ({ field: 'drawbacks' as const, pid, c })),
    ];
    for (const typeId of GIFT_TYPE_IDS) {
      if (!effectAllowedForType(giftCatalog, { typeId, effectId: id })) continue;
      for (const styleId of sharedStyles(giftCatalog, { typeId, effectId: id })) {
        for (const { field, pid, c } of picks) {
          const pick = 'detail' in c ? { id: pid, detail: 'a silver locket' } : { id: pid };
          const built = { ...defaultGiftSpec(giftCatalog, id, typeId), styleId, [field]: [pick] };
          const result = compileGift(built, giftCatalog);
          const where = `${typeId}/${styleId}/${pid}`;
          if (result.violations.some((v) => v.code.startsWith('component_not_allowed'))) continue;
          const sentences = result.systemText.split(/(?<=[.!?])\s+|\n/).map((x) => x.trim());
          expect(sentences.length, where).toBe(new Set(sentences).size);
          if (styleId === 'passive') expect(result.systemText, where).not.toMatch(/\bActivated\b/);
          if (styleId === 'targeted') expect(result.systemText, where).not.toMatch(/only yourself/);
          expect(result.systemText, where).not.toMatch(/\{[a-z-]+\}/);
        }
      }
    }
  });
});
