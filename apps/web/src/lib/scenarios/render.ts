import { blocks, escapeHtml, inline, type Block } from '../sheet/markdown.js';

// A Scenario's write-up as safe HTML with a table of contents. It builds on the sheet's escape-first renderer: every
// character is escaped before the few tags are added, no raw HTML, link or image is honoured, and the only
// attribute written is an id made of [a-z0-9-]. Lines starting with ">" become a quote (read-aloud text).

/** One entry of the table of contents: a section (level 1) or a heading inside one (2 and deeper). */
export interface TocEntry {
  id: string;
  /** Plain text, for the page to escape as it shows it. */
  text: string;
  level: number;
}

/** One section ready to show: its heading id, its HTML and the headings inside it. */
export interface RenderedSection {
  key: string;
  title: string;
  id: string;
  html: string;
  headings: TocEntry[];
}

/** A section to render: its key (`mission`), its title and its Markdown. */
export interface SectionSource {
  key: string;
  title: string;
  text: string;
}

/** Lower-case ASCII words joined by hyphens; `fallback` when nothing is left. */
export function slug(text: string, fallback = 'part'): string {
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return words === '' ? fallback : words;
}

/** What a reader sees of a heading's inline Markdown, without its markup. */
export function plainText(markdown: string): string {
  return markdown.replace(/(\*\*|__|[*_`])/gu, '').trim();
}

/** Hands out ids unique within one page: a repeat gets -2, -3… */
function idMaker(): (wanted: string) => string {
  const used = new Set<string>();
  return (wanted) => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${String(n)}`;
    used.add(id);
    return id;
  };
}

/** Splits a text into runs of quoted lines (">") and the rest, so quotes can wrap their own blocks. */
function runs(source: string): { quote: boolean; text: string }[] {
  const out: { quote: boolean; text: string }[] = [];
  for (const line of source.replace(/\r\n?/gu, '\n').split('\n')) {
    const quoted = /^\s{0,3}>/u.exec(line);
    const text = quoted ? line.replace(/^\s{0,3}> ?/u, '') : line;
    const last = out[out.length - 1];
    if (last?.quote === Boolean(quoted)) last.text += `\n${text}`;
    else out.push({ quote: Boolean(quoted), text });
  }
  return out;
}

function renderBlock(block: Block, headingId: (block: Extract<Block, { kind: 'h' }>) => string): string {
  switch (block.kind) {
    case 'h': {
      // Section titles are h2; a writer's own headings sit under them (# → h3 … capped at h6).
      const level = String(Math.min(6, block.level + 2));
      return `<h${level} id="${headingId(block)}">${inline(escapeHtml(block.text))}</h${level}>`;
    }
    case 'p':
      return `<p>${block.lines.map((line) => inline(escapeHtml(line))).join('<br>')}</p>`;
    default:
      return `<${block.kind}>${block.items.map((item) => `<li>${inline(escapeHtml(item))}</li>`).join('')}</${block.kind}>`;
  }
}

/**
 * Renders the sections of a write-up and its table of contents: each section title, then the headings inside it.
 * Ids are stable for the same text (`mission`, `mission-the-docks`), so a link to a part keeps working.
 * @example renderScenario([{ key: 'mission', title: 'Mission', text: '## The docks\nGo.' }]).toc
 * // [{ id: 'mission', text: 'Mission', level: 1 }, { id: 'mission-the-docks', text: 'The docks', level: 2 }]
 */
export function renderScenario(sections: readonly SectionSource[]): { sections: RenderedSection[]; toc: TocEntry[] } {
  const makeId = idMaker();
  const rendered = sections.map((section): RenderedSection => {
    const id = makeId(slug(section.key));
    const headings: TocEntry[] = [];
    const headingId = (block: Extract<Block, { kind: 'h' }>) => {
      const text = plainText(block.text);
      const headingIdText = makeId(`${id}-${slug(text)}`);
      headings.push({ id: headingIdText, text, level: Math.min(5, block.level + 1) });
      return headingIdText;
    };
    const html = runs(section.text)
      .map((run) => {
        const inner = blocks(run.text)
          .map((b) => renderBlock(b, headingId))
          .join('\n');
        return run.quote && inner !== '' ? `<blockquote>${inner}</blockquote>` : inner;
      })
      .filter((part) => part !== '')
      .join('\n');
    return { key: section.key, title: section.title, id, html, headings };
  });
  const toc = rendered.flatMap((s) => [{ id: s.id, text: s.title, level: 1 }, ...s.headings]);
  return { sections: rendered, toc };
}
