/**
 * Splits a migration file into single statements (PGlite's query path takes one at a time). Understands `--`
 * comments and quoted strings; dollar-quoted bodies are not supported and are refused.
 */
export function splitSqlStatements(text: string): string[] {
  if (text.includes('$$')) throw new Error('dollar-quoted SQL is not supported in migrations');
  const statements: string[] = [];
  let current = '';
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== null) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end - 1;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === ';') {
      if (current.trim() !== '') statements.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (quote !== null) throw new Error('unterminated quote in migration');
  if (current.trim() !== '') statements.push(current.trim());
  return statements;
}
