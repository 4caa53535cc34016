/**
 * "a Major", "an Extreme": the indefinite article a word takes when read aloud (by its first letter). A phrase a
 * player already began with an article ("the last courier", "a nurse") is left as written, never "an a nurse".
 */
export function withArticle(word: string): string {
  if (/^(a|an|the)\s/i.test(word.trim())) return word;
  return /^[aeiou]/i.test(word.trim()) ? `an ${word}` : `a ${word}`;
}

/** A count with its noun: "1 Contract", "3 Contracts", "2 victories" (give the plural when it is not noun + s). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}

/**
 * The parts worth showing, joined with a separator: `joinParts(['@mara', 34, null, 'lives in Leeds'])` is
 * "@mara · 34 · lives in Leeds". Empty parts (null, undefined, false, '') are left out, so the separator never
 * doubles or dangles, whatever is missing.
 */
export function joinParts(parts: readonly (string | number | null | undefined | false)[], separator = ' · '): string {
  return parts
    .filter((p): p is string | number => p !== null && p !== undefined && p !== false && String(p).trim() !== '')
    .map(String)
    .join(separator);
}
