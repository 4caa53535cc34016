import { describe, expect, it } from 'vitest';
import { passportFileName } from './passport-file.js';

describe('passportFileName', () => {
  it('turns a name into a dashed file name', () => {
    expect(passportFileName('Mara Quill')).toBe('mara-quill.harbinger.json');
  });
  it('drops accents and anything that could break a header', () => {
    expect(passportFileName('Zoë "Ash" Ortíz\r\n')).toBe('zoe-ash-ortiz.harbinger.json');
  });
  it('falls back when nothing is left', () => {
    expect(passportFileName('???')).toBe('contractor.harbinger.json');
    expect(passportFileName('')).toBe('contractor.harbinger.json');
  });
  it('keeps long names short', () => {
    expect(passportFileName('a '.repeat(100)).length).toBeLessThanOrEqual(60 + '.harbinger.json'.length);
  });
});
