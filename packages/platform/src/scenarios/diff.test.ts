import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines, diffTokens, diffWords, withContext, type DiffPart } from './diff.js';
import { diffContent } from './revision-diff.js';
import { readContent } from './content.js';

const side = (parts: readonly DiffPart[], keep: 'add' | 'remove') =>
  parts.filter((p) => p.op === 'same' || p.op === keep).map((p) => p.text);

describe('diffTokens', () => {
  it('keeps what both share and marks the rest', () => {
    expect(diffTokens(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([
      { op: 'same', text: 'a' },
      { op: 'remove', text: 'b' },
      { op: 'add', text: 'x' },
      { op: 'same', text: 'c' },
    ]);
    expect(diffTokens([], ['a'])).toEqual([{ op: 'add', text: 'a' }]);
    expect(diffTokens(['a'], [])).toEqual([{ op: 'remove', text: 'a' }]);
  });

  it('always rebuilds both sides, and keeps a longest common part', () => {
    const tokens = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 25 });
    fc.assert(
      fc.property(tokens, tokens, (before, after) => {
        const parts = diffTokens(before, after);
        expect(side(parts, 'remove')).toEqual(before);
        expect(side(parts, 'add')).toEqual(after);
        // Diffing a sequence against itself changes nothing.
        expect(diffTokens(before, before).every((p) => p.op === 'same')).toBe(true);
      }),
    );
  });

  it('finds the longest common subsequence, not just any', () => {
    const same = diffTokens(['x', 'a', 'b', 'c'], ['a', 'b', 'c', 'x']).filter((p) => p.op === 'same');
    expect(same.map((p) => p.text)).toEqual(['a', 'b', 'c']);
  });
});

describe('diffLines and diffWords', () => {
  it('compares texts line by line', () => {
    expect(diffLines('one\ntwo\nthree', 'one\n2\nthree')).toEqual([
      { op: 'same', text: 'one' },
      { op: 'remove', text: 'two' },
      { op: 'add', text: '2' },
      { op: 'same', text: 'three' },
    ]);
    expect(diffLines('', '')).toEqual([]);
    expect(diffLines('a\r\nb', 'a\nb').every((p) => p.op === 'same')).toBe(true);
  });

  it('compares short texts word by word, merging runs', () => {
    expect(diffWords('a red door', 'a blue door')).toEqual([
      { op: 'same', text: 'a ' },
      { op: 'remove', text: 'red' },
      { op: 'add', text: 'blue' },
      { op: 'same', text: ' door' },
    ]);
    expect(diffWords('The Salt Ledger', 'The Salt Ledger, burned')).toEqual([
      { op: 'same', text: 'The Salt Ledger' },
      { op: 'add', text: ', burned' },
    ]);
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = diffWords(before, after);
        expect(side(parts, 'add').join('')).toBe(after);
        expect(side(parts, 'remove').join('')).toBe(before);
      }),
    );
  });

  it('folds long unchanged stretches, keeping context around changes', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    const folded = withContext(diffLines(before, after), 2);
    expect(folded[0]).toEqual({ op: 'skip', count: 8 });
    expect(folded.filter((l) => l.op !== 'skip').map((l) => ('text' in l ? l.text : ''))).toEqual([
      'line 8',
      'line 9',
      'line 10',
      'line ten',
      'line 11',
      'line 12',
    ]);
    expect(folded[folded.length - 1]).toEqual({ op: 'skip', count: 7 });
  });
});

describe('diffContent', () => {
  it('names each changed field with the right kind of diff', () => {
    const before = readContent({ title: 'The Salt Ledger', mission: 'Find the ledger.', tags: ['heist'] });
    const after = readContent({
      title: 'The Salt Ledger, revised',
      mission: 'Find the ledger.\nBurn it.',
      tags: ['heist', 'harbour'],
      highlander: true,
      handouts: [{ id: 'h1', kind: 'trophy', name: 'A ledger page', description: '' }],
    });
    const changes = diffContent(before, after);
    expect(changes.map((c) => [c.field, c.kind])).toEqual([
      ['title', 'words'],
      ['highlander', 'value'],
      ['tags', 'value'],
      ['mission', 'lines'],
      ['handouts', 'lines'],
    ]);
    expect(changes[1]).toMatchObject({ before: 'no', after: 'yes' });
    expect(changes[4]).toMatchObject({ lines: [{ op: 'add', text: 'Trophy: A ledger page' }] });
    expect(diffContent(after, after)).toEqual([]);
  });
});
