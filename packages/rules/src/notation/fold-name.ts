/**
 * Folds a name the way the roll notation compares Ability names: lower case, with spaces and punctuation dropped.
 * @example foldName('Con-Artistry') === 'conartistry'
 */
export function foldName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
