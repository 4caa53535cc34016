import { describe, expect, it } from 'vitest';
import { actionQuery, readBuilderForm } from './builder-form.js';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe('readBuilderForm', () => {
  it('reads radios, selects, checkboxes with words and the texts into a spec', () => {
    const values = readBuilderForm(
      form([
        ['catalogVersion', '2026.1'],
        ['typeId', 'power'],
        ['effectId', 'injure'],
        ['styleId', 'targeted'],
        ['param.range', 'far'],
        ['param.damage', ''],
        ['roll.attribute', 'perception'],
        ['roll.ability', 'occult'],
        ['enh', 'staggering'],
        ['enh', 'staggering'],
        ['drw', 'focus'],
        ['drw.focus.detail', '  a bone wand '],
        ['enh.swift.detail', 'ignored unless ticked'],
        ['name', ' Hex '],
        ['tagline', ''],
        ['description', 'Green fire.'],
        ['shownEffect', 'injure'],
        ['shownType', 'power'],
        ['contractor', 'c1'],
        ['improve', ''],
      ]),
    );
    expect(values.spec).toEqual({
      catalogVersion: '2026.1',
      typeId: 'power',
      effectId: 'injure',
      styleId: 'targeted',
      parameters: { range: 'far' },
      enhancements: [{ id: 'staggering' }],
      drawbacks: [{ id: 'focus', detail: 'a bone wand' }],
      roll: { attribute: 'perception', ability: 'occult' },
      name: 'Hex',
      tagline: '',
      description: 'Green fire.',
    });
    expect(values).toMatchObject({
      shown: { effectId: 'injure', typeId: 'power' },
      contractorId: 'c1',
      improveId: '',
      draftId: '',
      revision: '',
    });
  });

  it('leaves out the roll when either half is missing, and reads a bare form as empty', () => {
    const values = readBuilderForm(form([['roll.attribute', 'perception']]));
    expect(values.spec.roll).toBeUndefined();
    expect(values.spec).toMatchObject({ typeId: '', effectId: '', enhancements: [], drawbacks: [], parameters: {} });
  });

  it('keeps the page’s query in form actions, minus action keys and the saved note', () => {
    expect(actionQuery(new URLSearchParams('improve=abc&/save'))).toBe('?improve=abc&');
    expect(actionQuery(new URLSearchParams('draft=d1&saved=draft&contractor=c 1'))).toBe('?draft=d1&contractor=c%201&');
    expect(actionQuery(new URLSearchParams(''))).toBe('?');
  });
});
