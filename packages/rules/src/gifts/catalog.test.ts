import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../character/status.js';
import {
  EFFECT_IDS,
  GIFT_CATALOG_VERSION,
  effectCategories,
  effects,
  giftCatalog,
  giftTypes,
  styles,
} from './index.js';
import {
  chosenLevel,
  defaultGiftSpec,
  defaultTypeFor,
  effectAllowedForType,
  effectsForType,
  sharedStyles,
} from './catalog-queries.js';
import { ladder } from './parameters.js';
import { harmEffects } from './harm.js';
import { healingEffects } from './healing.js';
import { influenceEffects } from './influence.js';
import { compulsionEffects } from './influence-compulsion.js';
import { informationEffects } from './information.js';
import { farInformationEffects } from './information-distance.js';
import { peopleInformationEffects } from './information-people.js';
import { masteryEffects } from './mastery.js';
import { skillMasteryEffects } from './mastery-skills.js';
import { movementEffects } from './movement.js';
import { travelEffects } from './movement-travel.js';
import { mythicEffects } from './mythic.js';
import { protectionEffects } from './protection.js';
import { stealthEffects } from './stealth.js';
import { transformationEffects } from './transformation.js';
import { graftEffects } from './transformation-graft.js';
import { shapeEffects } from './transformation-shape.js';
import type { EffectConfig } from './types.js';
import { utilityEffects } from './utility.js';
import { utilityGearEffects } from './utility-gear.js';
import { utilityNatureEffects } from './utility-nature.js';
import { utilityUncannyEffects } from './utility-uncanny.js';

const all: [string, EffectConfig][] = Object.entries(effects);
// Each category's files in category order: its first file, then any split off by sub-theme.
const categoryFiles: Record<string, EffectConfig>[][] = [
  [harmEffects],
  [protectionEffects],
  [healingEffects],
  [influenceEffects, compulsionEffects],
  [informationEffects, peopleInformationEffects, farInformationEffects],
  [stealthEffects],
  [movementEffects, travelEffects],
  [transformationEffects, shapeEffects, graftEffects],
  [masteryEffects, skillMasteryEffects],
  [mythicEffects],
  [utilityEffects, utilityGearEffects, utilityNatureEffects, utilityUncannyEffects],
];

describe('the Gift catalog (issue 4: Catalog)', () => {
  it('carries a version and at least 40 Effects, none lost to a duplicate id across category files', () => {
    expect(giftCatalog.version).toBe(GIFT_CATALOG_VERSION);
    expect(GIFT_CATALOG_VERSION).toMatch(/^\d{4}\.\d+$/);
    expect(EFFECT_IDS.length).toBeGreaterThanOrEqual(40);
    const files = categoryFiles.flat();
    expect(files.reduce((n, file) => n + Object.keys(file).length, 0)).toBe(EFFECT_IDS.length);
  });

  it('has every Effect the issue names', () => {
    const names = all.map(([, e]) => e.name);
    for (const name of [
      'Injure',
      'Afflict',
      'Blast',
      'Barrier',
      'Armor',
      'Heal',
      'Cure',
      'Heal Mind',
      'Emotion Control',
      'Fascinate',
      'Suggestion',
      'Investigate Individual',
      'Investigate Area',
      'Investigate Object',
      'Read Mind',
      'Telepathy',
      'Heightened Senses',
      'Obscure',
      'Disguise',
      'Teleport',
      'Telekinesis',
      'Special Movement',
      'Super Speed',
      'Alternate Form',
      'Animal Form',
      'Weapon Mastery',
      'Unarmed Mastery',
      'Throwing Mastery',
      'Mythic Brawn',
      'Mythic Dexterity',
      'Mythic Perception',
      'Mythic Charisma',
      'Mythic Intellect',
      'Intangibility',
      'Hack',
      'Summon',
      'Possession',
      'Stash',
    ])
      expect(names, name).toContain(name);
  });

  it('has at least 92 Effects, and finds every Effect issue 19 names by its name or another it goes by', () => {
    expect(EFFECT_IDS.length).toBeGreaterThanOrEqual(92);
    const known = all.flatMap(([, e]) => [e.name, ...(e.aliases ?? [])].map((n) => n.toLowerCase()));
    for (const name of [
      'Heal Battle Scar',
      'Energy Transfer',
      'Sleep',
      'Command',
      'Animal Control',
      'Oath',
      'Read Memories',
      'Commune',
      'Investigate Area',
      'Detection',
      'Unlock',
      'Repair',
      'Elemental Control',
      'Haste',
      'Phase',
      'Undying',
      'Sustenance',
      'Mark',
      'Extra Appendage',
      'Object Form',
      'Augmentation',
      'Augment Other',
      'Grit',
      'Enhanced Weapon',
      'Enhanced Armor',
      'Animal Possession',
      'Material Manipulation',
      'Traps',
      'Summon Minion',
      'Pyrokinesis',
    ])
      expect(known, name).toContain(name.toLowerCase());
  });

  it('keeps each category file to its own category, and every category has Effects', () => {
    const categories = Object.keys(effectCategories);
    categoryFiles.forEach((files, i) => {
      for (const effect of files.flatMap((file) => Object.values(file))) expect(effect.category).toBe(categories[i]);
    });
    expect(categoryFiles).toHaveLength(categories.length);
  });

  it('restricts Intangibility to Veterans (seed 000: Restrictions on Gifts)', () => {
    expect(effects.intangibility.requires).toBe('veteran');
  });

  it('makes social Effects roll Charisma and nothing else (seed 000: Charisma)', () => {
    for (const id of ['emotion-control', 'fascinate', 'suggestion', 'beast-command'] as const) {
      expect(effects[id].roll.attributes, id).toEqual(['charisma']);
    }
  });

  it('gates some Enhancements and Parameter levels by Status', () => {
    const gatedEnhancements = all.flatMap(([, e]) => Object.values(e.enhancements)).filter((m) => m.requires);
    const gatedLevels = all
      .flatMap(([, e]) => Object.values(e.parameters).flatMap((p) => p.levels))
      .filter((l) => l.requires);
    expect(gatedEnhancements.length).toBeGreaterThan(20);
    expect(new Set(gatedLevels.map((l) => l.requires))).toEqual(new Set(STATUS_IDS.slice(1)));
  });
});

describe.each(all)('Effect %s is complete', (id, effect) => {
  it('has a summary, an example, styles and a default style among them', () => {
    expect(effect.summary.length).toBeGreaterThan(10);
    expect(effect.example.length).toBeGreaterThan(20);
    expect(Object.keys(effect.styles).length).toBeGreaterThan(0);
    expect(Object.keys(effect.styles)).toContain(effect.defaultStyle);
    expect(effect.styles[effect.defaultStyle as keyof typeof effect.styles]).toBe(0);
  });

  it('offers at least 3 Enhancements and 3 Drawbacks, with distinct ids', () => {
    const enhancementIds = Object.keys(effect.enhancements);
    const drawbackIds = Object.keys(effect.drawbacks);
    expect(enhancementIds.length).toBeGreaterThanOrEqual(3);
    expect(drawbackIds.length).toBeGreaterThanOrEqual(3);
    expect(enhancementIds.filter((x) => drawbackIds.includes(x))).toEqual([]);
  });

  it('has Parameters whose default is a free, ungated level and whose level ids are distinct', () => {
    for (const [pid, p] of Object.entries(effect.parameters)) {
      const ids = p.levels.map((l) => l.id);
      expect(new Set(ids).size, pid).toBe(ids.length);
      const defaultIndex = ids.indexOf(p.default);
      expect(defaultIndex, pid).toBeGreaterThanOrEqual(0);
      for (const level of p.levels.slice(0, defaultIndex + 1))
        expect(level.requires, `${pid}/${level.id}`).toBeUndefined();
    }
  });

  it('uses every Parameter in its template, the roll only when it has one, and no other marker', () => {
    const markers = [...effect.template.matchAll(/\{([a-z-]+)\}/g)].map((m) => m[1]);
    const expected = [...Object.keys(effect.parameters), ...(effect.roll ? ['roll'] : [])];
    expect(new Set(markers)).toEqual(new Set(expected));
  });

  it('uses only {detail} and {roll} in modifier texts, and {detail} only where a detail is asked for', () => {
    for (const m of [...Object.values(effect.enhancements), ...Object.values(effect.drawbacks)]) {
      const markers = [...m.text.matchAll(/\{([a-z-]+)\}/g)].map((x) => x[1]);
      for (const marker of markers) expect(['detail', 'roll'], `${id}: ${m.name}`).toContain(marker);
      expect(markers.includes('detail'), `${id}: ${m.name}`).toBe(m.detail !== undefined);
    }
  });

  it('can be built as at least one Gift Type', () => {
    expect(defaultTypeFor(giftCatalog, id)).toBeDefined();
  });
});

describe('Gift Types and Activation Styles', () => {
  it('are the four types and five styles of the issue', () => {
    expect(Object.values(giftTypes).map((t) => t.name)).toEqual([
      'Power',
      'Legendary Artifact',
      'Artifact Crafting',
      'Consumable Crafting',
    ]);
    expect(Object.values(styles).map((s) => s.name)).toEqual([
      'Activated',
      'Targeted',
      'Trap',
      'Passive',
      'Functional item',
    ]);
  });

  it('keep functional items to artifacts and passive Effects off Consumables', () => {
    expect(giftTypes.power.styles).not.toContain('functional');
    expect(giftTypes['consumable-crafting'].styles).not.toContain('passive');
    expect(effectAllowedForType(giftCatalog, { typeId: 'power', effectId: 'enhanced-weapon' })).toBe(false);
    expect(effectAllowedForType(giftCatalog, { typeId: 'consumable-crafting', effectId: 'mythic-brawn' })).toBe(false);
    expect(effectAllowedForType(giftCatalog, { typeId: 'artifact-crafting', effectId: 'enhanced-weapon' })).toBe(true);
    expect(sharedStyles(giftCatalog, { typeId: 'consumable-crafting', effectId: 'armor' })).toEqual(['activated']);
  });

  it('exclude only Effects that exist, and each type allows many Effects', () => {
    for (const type of Object.values(giftTypes))
      for (const id of type.excludedEffects) expect(EFFECT_IDS).toContain(id);
    for (const typeId of Object.keys(giftTypes))
      expect(effectsForType(giftCatalog, typeId).length, typeId).toBeGreaterThan(15);
    expect(effectsForType(giftCatalog, 'artifact-crafting')).not.toContain('possession');
    expect(effectsForType(giftCatalog, 'nope')).toEqual([]);
  });

  it('gives back a credit for Legendary Artifacts and Consumables, nothing for Powers', () => {
    expect(Object.fromEntries(Object.entries(giftTypes).map(([id, t]) => [id, t.costDelta]))).toEqual({
      power: 0,
      'legendary-artifact': -1,
      'artifact-crafting': 0,
      'consumable-crafting': -1,
    });
  });

  it('starts a new Gift as the cheapest type that fits, Power first', () => {
    expect(defaultTypeFor(giftCatalog, 'injure')).toBe('power');
    expect(defaultTypeFor(giftCatalog, 'enhanced-weapon')).toBe('artifact-crafting');
    expect(defaultTypeFor(giftCatalog, 'unknown')).toBeUndefined();
    expect(defaultGiftSpec(giftCatalog, 'armor', 'consumable-crafting').styleId).toBe('activated');
    expect(() => defaultGiftSpec(giftCatalog, 'mythic-brawn', 'consumable-crafting')).toThrow();
  });

  it('reads the level a spec sits at, the default when none is chosen', () => {
    expect(chosenLevel(effects.injure, { parameters: { range: 'far' } }, 'range')).toBe('far');
    expect(chosenLevel(effects.injure, { parameters: {} }, 'damage')).toBe('wd2');
    expect(chosenLevel(effects.injure, { parameters: {} }, 'speed')).toBeUndefined();
  });

  it('refuses a Parameter ladder whose default is not one of its levels (a catalog mistake)', () => {
    expect(() => ladder('Broken', 'missing', [{ id: 'one', label: '1' }])).toThrow(/missing/);
  });
});
