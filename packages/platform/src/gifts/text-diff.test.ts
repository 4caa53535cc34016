import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines } from './text-diff.js';

const side = (lines: ReturnType<typeof diffLines>, keep: 'removed' | 'added') =>
  lines.filter((l) => l.op !== (keep === 'removed' ? 'added' : 'removed')).map((l) => l.text);

describe('diffLines', () => {
  it('marks a changed line as removed then added, keeping the rest', () => {
    expect(
      diffLines('Roll.\nEnhancement: A.\nDrawback: B.', 'Roll.\nEnhancement: A.\nEnhancement: C.\nDrawback: B.'),
    ).toEqual([
      { op: 'same', text: 'Roll.' },
      { op: 'same', text: 'Enhancement: A.' },
      { op: 'added', text: 'Enhancement: C.' },
      { op: 'same', text: 'Drawback: B.' },
    ]);
    expect(diffLines('a\nb\nc', 'a\nx\nc')).toEqual([
      { op: 'same', text: 'a' },
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'x' },
      { op: 'same', text: 'c' },
    ]);
  });

  it('treats an empty text as no lines', () => {
    expect(diffLines('', 'one\ntwo').map((l) => l.op)).toEqual(['added', 'added']);
    expect(diffLines('one', '')).toEqual([{ op: 'removed', text: 'one' }]);
    expect(diffLines('', '')).toEqual([]);
  });

  it('rebuilds both texts and keeps a longest common run unchanged (property)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = diffLines(before, after);
        expect(side(diff, 'removed').join('\n')).toBe(before);
        expect(side(diff, 'added').join('\n')).toBe(after);
        if (before === after) expect(diff.every((l) => l.op === 'same')).toBe(true);
      }),
    );
  });
});
