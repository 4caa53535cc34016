import { describe, expect, it } from 'vitest';
import { CUSTOM_LIMIT, emptyCreationValues, toCreateInput } from '../creation/form-values.js';
import { readCreationForm } from './creation-form.js';

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

describe('readCreationForm', () => {
  it('reads every step of the form', () => {
    const values = readCreationForm(
      form({
        name: ' Mara Quill ',
        archetype: 'hospice nurse',
        paradigm: 'bone reader',
        ambition: 'to find her brother',
        age: '34',
        residence: '',
        appearance: 'Tall, tired eyes.',
        'limits.0.choice': 'anguish',
        'limits.1.choice': 'betrayal',
        'limits.2.choice': CUSTOM_LIMIT,
        'limits.2.custom': 'Losing my music',
        'attributes.brawn': '2',
        'attributes.dexterity': '3',
        'attributes.perception': '1',
        'attributes.charisma': '1',
        'attributes.intellect': '4',
        'abilities.medicine': '3',
        'abilities.stealth': 'lots',
        'secondary.0.name': 'Hospice care',
        'secondary.0.rating': '2',
        'secondary.1.name': '',
        'secondary.1.rating': '1',
        assets: ['rich', 'jaded'],
        liabilities: 'one_eye',
        private: 'on',
      }),
    );
    expect(values.name).toBe('Mara Quill');
    expect(values.limits).toEqual([
      { choice: 'anguish', custom: '' },
      { choice: 'betrayal', custom: '' },
      { choice: CUSTOM_LIMIT, custom: 'Losing my music' },
    ]);
    expect(values.attributes).toEqual({ brawn: 2, dexterity: 3, perception: 1, charisma: 1, intellect: 4 });
    expect(values.abilities.medicine).toBe(3);
    expect(values.abilities.alertness).toBeNull(); // missing field: left for the schema to name
    expect(values.abilities.stealth).toBeNull(); // not a number
    expect(values.secondary[0]).toEqual({ name: 'Hospice care', rating: 2 });
    expect(values.secondary.filter((row) => row.name === '').length).toBeGreaterThanOrEqual(3);
    expect(values.assets).toEqual(['rich', 'jaded']);
    expect(values.liabilities).toEqual(['one_eye']);
    expect(values.private).toBe(true);
    expect(values.useCoinOfCharon).toBe(false);
  });

  it('treats a missing Limit picker as a custom slot, so nothing is silently chosen for the player', () => {
    expect(readCreationForm(form({})).limits[0]).toEqual({ choice: CUSTOM_LIMIT, custom: '' });
  });
});

describe('toCreateInput', () => {
  it('builds the platform input: Limits as ids or custom text, Secondary Abilities by name, blanks left out', () => {
    const values = emptyCreationValues();
    values.name = 'Mara';
    values.archetype = 'hospice nurse';
    values.paradigm = 'bone reader';
    values.ambition = 'to find her brother';
    values.age = '  ';
    values.limits[2] = { choice: CUSTOM_LIMIT, custom: ' Losing my music ' };
    values.abilities.medicine = 3;
    values.abilities.stealth = null; // cleared field: the same as 0
    values.secondary[0] = { name: 'Hospice care', rating: 2 };
    values.assets = ['rich'];
    const input = toCreateInput(values, { coinAvailable: false });
    expect(input).toMatchObject({
      name: 'Mara',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Losing my music' }],
      attributes: { brawn: 1, dexterity: 1, perception: 1, charisma: 1, intellect: 1 },
      abilities: { medicine: 3 },
      secondaryAbilities: { 'Hospice care': 2 },
      assets: ['rich'],
      liabilities: [],
      private: false,
    });
    expect(input.age).toBeUndefined();
    expect(input.abilities).toEqual({ medicine: 3 });
    expect(input).not.toHaveProperty('useCoinOfCharon');
  });

  it('sends the Coin of Charon choice only when the account has a Coin', () => {
    const values = emptyCreationValues();
    values.useCoinOfCharon = true;
    expect(toCreateInput(values, { coinAvailable: true }).useCoinOfCharon).toBe(true);
    expect(toCreateInput(values, { coinAvailable: false })).not.toHaveProperty('useCoinOfCharon');
  });
});
