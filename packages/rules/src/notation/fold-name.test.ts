import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldName } from './fold-name.js';

describe('foldName', () => {
  it('drops case, spaces and punctuation but keeps letters and digits of any script', () => {
    expect(foldName('Con-Artistry')).toBe('conartistry');
    expect(foldName('Lock Picking')).toBe('lockpicking');
    expect(foldName('3D Printing')).toBe('3dprinting');
    expect(foldName('Éclair  Making!')).toBe('éclairmaking');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(foldName(foldName(name))).toBe(foldName(name));
      }),
    );
  });

  it('ignores how a name is capitalised or spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9 -]{0,20}$/), (name) => {
        expect(foldName(name.toUpperCase())).toBe(foldName(name));
        expect(foldName(name.replaceAll(' ', ''))).toBe(foldName(name));
      }),
    );
  });
});
