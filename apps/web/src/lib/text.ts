// Words whose first letter misleads: a vowel read as "you"/"won", or a silent h.
const SOUNDS_LIKE_CONSONANT = /^(uni|use|usu|uti|ure|eu|ewe|one\b|once)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/**
 * "a Major", "an Extreme", "a university lecturer", "an honest cop": the indefinite article a word takes when read
 * aloud (by its first letter, with the common exceptions). A phrase a player already began with an article ("the
 * last courier", "a nurse") is left as written, never "an a nurse".
 */
export function withArticle(word: string): string {
  const text = word.trim();
  if (/^(a|an|the)\s/i.test(text)) return word;
  const vowelSound = SILENT_H.test(text) || (/^[aeiou]/i.test(text) && !SOUNDS_LIKE_CONSONANT.test(text));
  return vowelSound ? `an ${word}` : `a ${word}`;
}

/**
 * The text with its first letter in capitals, to open a sentence: "an Extreme Injury" → "An Extreme Injury".
 * @example sentenceCase('failure') === 'Failure'
 */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
