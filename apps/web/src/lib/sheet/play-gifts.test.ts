import { describe, expect, it } from 'vitest';
import { giftRollRow, playGifts } from './play-gifts.js';
import { sheetFixture } from './test-fixture.js';

const bolt = {
  id: 'g1',
  name: 'Hellfire Bolt',
  tagline: '',
  typeName: 'Power',
  styleName: 'Targeted',
  systemText: 'Attack one target: roll Perception + Occult at Difficulty 6.',
  activation: 'exert_or_source' as const,
  free: null,
  draining: false,
  roll: { attribute: 'perception', ability: 'occult', difficulty: 6 },
  unusable: null,
};

describe('giftRollRow', () => {
  it('rolls the Gift’s Attribute and Ability at its Difficulty, penalties applied', () => {
    const facts = sheetFixture({ traits: { abilities: { occult: 2 } } });
    expect(giftRollRow(bolt, facts)).toMatchObject({
      key: 'occult',
      label: 'Hellfire Bolt',
      pool: 'Perception + Occult',
      dice: 4,
      difficulty: 6,
      query: 'roll=occult&attribute=perception&difficulty=6',
    });
    const hurt = sheetFixture({ traits: { abilities: { occult: 2 } }, severities: [4] });
    expect(giftRollRow(bolt, hurt)?.dice).toBe(2);
  });

  it('adds the usual +1 Difficulty when the Contractor has no rank in the Ability', () => {
    const row = giftRollRow(
      { ...bolt, roll: { attribute: 'intellect', ability: 'occult', difficulty: 7 } },
      sheetFixture(),
    );
    expect(row).toMatchObject({ pool: 'Intellect + Occult', dice: 3, difficulty: 8 });
    expect(row?.query).toBe('roll=occult&attribute=intellect&difficulty=7');
  });

  it('is null for a Gift without a roll or with an Ability the rules do not know', () => {
    expect(giftRollRow({ ...bolt, roll: null }, sheetFixture())).toBeNull();
    expect(
      giftRollRow({ ...bolt, roll: { attribute: 'perception', ability: 'nope', difficulty: 6 } }, sheetFixture()),
    ).toBeNull();
  });
});

describe('playGifts', () => {
  it('keeps every Gift and Consumable, adding the rolls', () => {
    const consumables = [{ id: 'c1', name: 'Healing Draught', quantity: 2, systemText: 'Heals.' }];
    const shown = playGifts({ gifts: [bolt, { ...bolt, id: 'g2', roll: null }], consumables }, sheetFixture());
    expect(shown.gifts.map((g) => g.rollRow?.key ?? null)).toEqual(['occult', null]);
    expect(shown.consumables).toMatchObject(consumables);
  });

  it('splits each System Text into runs with its terms linked, the words unchanged', () => {
    const consumables = [{ id: 'c1', name: 'Healing Draught', quantity: 2, systemText: 'Heals 1 Injury.' }];
    const shown = playGifts({ gifts: [bolt], consumables }, sheetFixture());
    const runs = shown.gifts[0]!.systemTextRuns;
    expect(runs.map((run) => run.text).join('')).toBe(bolt.systemText);
    expect(runs.filter((run) => run.kind === 'term').map((run) => run.text)).toEqual([
      'Perception',
      'Occult',
      'Difficulty',
    ]);
    expect(shown.consumables[0]!.systemTextRuns.find((run) => run.kind === 'term')?.text).toBe('Injury');
  });
});
