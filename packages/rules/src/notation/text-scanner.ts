/**
 * Character-level helpers for the roll grammar. Positions are 0-based UTF-16 indexes, so they line up with
 * `String.prototype.slice` and with what an editor or a chat client highlights.
 */
export class TextScanner {
  constructor(readonly text: string) {}

  get length(): number {
    return this.text.length;
  }

  /** True when `i` is past the end or on a whitespace character. */
  isSpace(i: number): boolean {
    return i < this.text.length && /\s/.test(this.text.charAt(i));
  }

  isDigit(i: number): boolean {
    const c = this.text.charCodeAt(i);
    return c >= 48 && c <= 57;
  }

  /** True when a letter (any script, astral planes included) starts at `i`. */
  isLetter(i: number): boolean {
    const code = this.text.codePointAt(i);
    return code !== undefined && /\p{L}/u.test(String.fromCodePoint(code));
  }

  /** The first index at or after `i` that is not whitespace. */
  skipSpace(i: number): number {
    let j = i;
    while (this.isSpace(j)) j += 1;
    return j;
  }

  /** The end of the whitespace-delimited word starting at `i`. */
  wordEnd(i: number): number {
    let j = i;
    while (j < this.text.length && !this.isSpace(j)) j += 1;
    return j;
  }

  /** The whitespace-delimited word starting at `i` ('' at the end of the text). */
  wordAt(i: number): string {
    return this.text.slice(i, this.wordEnd(i));
  }

  /** The end of a run of digits starting at `i`. */
  digitsEnd(i: number): number {
    let j = i;
    while (j < this.text.length && this.isDigit(j)) j += 1;
    return j;
  }

  /**
   * True where a grammar item may stop: the end, whitespace, `@`, `+`, or a `-` glued to a digit (so that
   * `dex-1` is Dexterity with a penalty while `basket-weaving` stays one word).
   */
  isBoundary(i: number): boolean {
    if (i >= this.text.length || this.isSpace(i)) return true;
    const c = this.text.charAt(i);
    return c === '@' || c === '+' || (c === '-' && this.isDigit(i + 1));
  }

  /** The end of a name (an Attribute, an Ability or a keyword) starting at `i`: it runs to the next boundary. */
  nameEnd(i: number): number {
    let j = i;
    while (!this.isBoundary(j)) j += 1;
    return j;
  }
}
