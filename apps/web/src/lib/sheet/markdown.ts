// A deliberately small Markdown renderer for the sheet's own text (Equipment): paragraphs, line breaks, lists,
// headings, bold, italic and inline code. Everything is HTML-escaped first and no raw HTML, link or image syntax
// is honoured, so whatever a player types can only ever come out as text and these few tags.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes the five characters that matter in HTML text and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Inline markup on one escaped line: `code`, **bold** / __bold__, *italic* / _italic_. */
export function inline(escaped: string): string {
  const codes: string[] = [];
  // Code spans first, parked behind placeholders so nothing inside them is read as emphasis. A placeholder uses
  // a private-use character, which escaping never produces and emphasis never matches.
  let text = escaped
    .replaceAll('\uE000', '')
    .replace(/`([^`]+)`/g, (_, code: string) => `\uE000${String(codes.push(code) - 1)}\uE000`);
  text = text
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)(.+?)(?<=\S)__/g, '<strong>$1</strong>');
  text = text
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_]+?)(?<=\S)_(?![_\w])/g, '$1<em>$2</em>');
  return text.replace(/\uE000(\d+)\uE000/g, (_, i: string) => `<code>${codes[Number(i)]!}</code>`);
}

/** One block of a Markdown text: a paragraph's lines, a list's items or a heading, all still unescaped. */
export type Block =
  { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'h'; level: number; text: string };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Splits Markdown into blocks (the Scenario renderer builds on these too). */
export function blocks(source: string): Block[] {
  const out: Block[] = [];
  let current: Block | undefined;
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      current = undefined;
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      out.push({ kind: 'h', level: heading[1]!.length, text: heading[2]! });
      current = undefined;
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)![1]!;
      if (current?.kind === kind) current.items.push(item);
      else out.push((current = { kind, items: [item] }));
    } else if ((current?.kind === 'ul' || current?.kind === 'ol') && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else if (current?.kind === 'p') {
      current.lines.push(line.trim());
    } else {
      out.push((current = { kind: 'p', lines: [line.trim()] }));
    }
  }
  return out;
}

/**
 * Renders the sheet's Markdown to safe HTML; headings become h3–h5 so they sit under the tab's own headings.
 * @example
 * renderMarkdown('**Rope**, 50 ft\n- lighter') // '<p><strong>Rope</strong>, 50 ft</p>\n<ul><li>lighter</li></ul>'
 */
export function renderMarkdown(source: string): string {
  return blocks(source)
    .map((block) => {
      switch (block.kind) {
        case 'h': {
          const level = Math.min(5, block.level + 2);
          return `<h${String(level)}>${inline(escapeHtml(block.text))}</h${String(level)}>`;
        }
        case 'p':
          return `<p>${block.lines.map((line) => inline(escapeHtml(line))).join('<br>')}</p>`;
        default:
          return `<${block.kind}>${block.items.map((item) => `<li>${inline(escapeHtml(item))}</li>`).join('')}</${block.kind}>`;
      }
    })
    .join('\n');
}
