/** "a Major", "an Extreme": the indefinite article a word takes, by its first letter. Safe in the browser too. */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word.trim()) ? `an ${word}` : `a ${word}`;
}
