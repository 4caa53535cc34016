import type { DiffLine } from './views.js';

/**
 * A line-by-line diff of two texts (longest common subsequence): unchanged lines are `same`, lines only in `after`
 * are `added`, lines only in `before` are `removed`, in reading order (removals before additions at each change).
 * System Texts run to a dozen lines, so the quadratic table is small.
 * @example diffLines('a\nb', 'a\nc') // same a, removed b, added c
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      out.push({ op: 'removed', text: a[i++]! });
    } else {
      out.push({ op: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) out.push({ op: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ op: 'added', text: b[j++]! });
  return out;
}
