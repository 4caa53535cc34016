// Lists show a Playgroup's Markdown as one line of plain text: the markup the renderer knows (headings, list
// markers, emphasis, code) is dropped rather than shown as raw `**` and `#`.

/** The plain text of simple Markdown, on one line. */
export function markdownText(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/\s+#+\s*$/, '')
        .replace(/^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+/, ''),
    )
    .join(' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1$2')
    .replace(/(^|[^_\w])_(?=\S)([^_]+?)(?<=\S)_(?![_\w])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A plain-text excerpt of Markdown of at most `max` characters, cut at a word with an ellipsis when longer.
 * @example markdownExcerpt('We play **every** Friday.', 240) // 'We play every Friday.'
 */
export function markdownExcerpt(source: string, max = 240): string {
  const text = markdownText(source);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
