// A small, pure sequence diff (longest common subsequence) for comparing two revisions of a Scenario: line by line
// for the write-up, word by word for short fields. Common ends are trimmed first, so a typical edit costs little.

/** One piece of a diff: kept, added in the newer text, or removed from the older. */
export interface DiffPart {
  op: 'same' | 'add' | 'remove';
  text: string;
}

/** Past this many cells the middle is shown as removed-then-added rather than aligned (keeps memory bounded). */
const MAX_CELLS = 4_000_000;

/**
 * The edit script turning `before` into `after`, in order, with neighbouring parts of one kind kept apart (one part
 * per token). Removals come before additions where both happen at one place.
 * @example diffTokens(['a', 'b'], ['a', 'c']) // same a, remove b, add c
 */
export function diffTokens(before: readonly string[], after: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const head = before.slice(0, start).map((text): DiffPart => ({ op: 'same', text }));
  const tail = before.slice(endB).map((text): DiffPart => ({ op: 'same', text }));
  return [...head, ...middle(before.slice(start, endB), after.slice(start, endA)), ...tail];
}

function middle(a: readonly string[], b: readonly string[]): DiffPart[] {
  const removeAll = a.map((text): DiffPart => ({ op: 'remove', text }));
  const addAll = b.map((text): DiffPart => ({ op: 'add', text }));
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_CELLS) return [...removeAll, ...addAll];
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], kept in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const out: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) out.push({ op: 'remove', text: a[i++]! });
    else out.push({ op: 'add', text: b[j++]! });
  }
  while (i < a.length) out.push({ op: 'remove', text: a[i++]! });
  while (j < b.length) out.push({ op: 'add', text: b[j++]! });
  return out;
}

/** Splits a text into lines (any line ending); an empty text has no lines. */
function lines(text: string): string[] {
  return text === '' ? [] : text.replace(/\r\n?/gu, '\n').split('\n');
}

/**
 * A line diff of two texts.
 * @example diffLines('one\ntwo', 'one\n2') // same one, remove two, add 2
 */
export function diffLines(before: string, after: string): DiffPart[] {
  return diffTokens(lines(before), lines(after));
}

/**
 * A word diff of two short texts; the spaces are tokens too, so joining every `same` and `add` part gives `after`.
 * Neighbouring parts of one kind are merged.
 * @example diffWords('a red door', 'a blue door') // same "a ", remove "red", add "blue", same " door"
 */
export function diffWords(before: string, after: string): DiffPart[] {
  // Spaces, words and each punctuation mark are tokens of their own, so "Ledger" → "Ledger," adds only the comma.
  const split = (text: string) => text.match(/\s+|[\p{L}\p{N}'’-]+|[^\s\p{L}\p{N}'’-]/gu) ?? [];
  return merge(diffTokens(split(before), split(after)));
}

function merge(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last?.op === part.op) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** A line diff with long unchanged stretches folded: `skip` stands for that many unchanged lines left out. */
export type DiffLine = DiffPart | { op: 'skip'; count: number };

/**
 * Keeps `context` unchanged lines around each change and folds the rest into `skip` markers (a lone unchanged line
 * is shown rather than folded: the marker would take its place anyway).
 * @example withContext(diffLines(a, b), 2)
 */
export function withContext(parts: readonly DiffPart[], context = 2): DiffLine[] {
  const keep = parts.map(() => false);
  parts.forEach((part, index) => {
    if (part.op === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(parts.length - 1, index + context); k++) keep[k] = true;
  });
  const out: DiffLine[] = [];
  let folded: DiffPart[] = [];
  const flush = () => {
    if (folded.length === 1) out.push(folded[0]!);
    else if (folded.length > 1) out.push({ op: 'skip', count: folded.length });
    folded = [];
  };
  parts.forEach((part, index) => {
    if (keep[index]) {
      flush();
      out.push(part);
    } else folded.push(part);
  });
  flush();
  return out;
}
