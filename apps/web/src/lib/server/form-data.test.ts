import { describe, expect, it } from 'vitest';
import { formChecked, formList, formNumber, formText } from './form-data.js';

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('form fields', () => {
  const data = form([
    ['name', '  Mara Quill '],
    ['password', ' spaced secret '],
    ['age', '34'],
    ['brawn', 'three'],
    ['blank', ''],
    ['private', 'on'],
    ['off', 'false'],
    ['assets', 'wealthy'],
    ['assets', 'ally'],
    ['assets', 'wealthy'],
    ['assets', ''],
    ['file', new Blob(['{}'])],
  ]);

  it('trims text, except when told not to (passwords)', () => {
    expect(formText(data, 'name')).toBe('Mara Quill');
    expect(formText(data, 'password', { trim: false })).toBe(' spaced secret ');
    expect(formText(data, 'missing')).toBe('');
    expect(formText(data, 'file')).toBe('');
  });

  it('reads numbers, leaving blanks undefined and non-numbers as typed for the schema to refuse', () => {
    expect(formNumber(data, 'age')).toBe(34);
    expect(formNumber(data, 'blank')).toBeUndefined();
    expect(formNumber(data, 'brawn')).toBe('three');
  });

  it('reads checkboxes', () => {
    expect(formChecked(data, 'private')).toBe(true);
    expect(formChecked(data, 'off')).toBe(false);
    expect(formChecked(data, 'missing')).toBe(false);
  });

  it('reads checkbox groups without blanks or repeats', () => {
    expect(formList(data, 'assets')).toEqual(['wealthy', 'ally']);
  });
});
