/**
 * Reference text may carry cross-links: `[[slug]]`, `[[slug|words]]`, `[[slug#anchor|words]]`, or a site path
 * `[[/odds|words]]`. This splits such text into plain and link pieces, and flattens it for search.
 */

export type InlinePiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; slug: string; anchor?: string; href: string };

const LINK = /\[\[([^\]|#]+)(?:#([^\]|]+))?(?:\|([^\]]+))?\]\]/g;

/** Splits text into plain and link pieces; a bare `[[slug]]` shows the slug with dashes as spaces. */
export function parseInline(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) pieces.push({ kind: 'text', text: text.slice(last, m.index) });
    const slug = m[1] ?? '';
    const anchor = m[2];
    const words = m[3] ?? slug.replace(/-/g, ' ');
    const href = slug.startsWith('/') ? slug : `/rules/${slug}${anchor ? `#${anchor}` : ''}`;
    pieces.push({ kind: 'link', text: words, slug, anchor, href });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** The text as a reader sees it, links reduced to their words. */
export function plainText(text: string): string {
  return parseInline(text)
    .map((p) => p.text)
    .join('');
}

/** Every section slug a text links to (site paths excluded). */
export function linkedSlugs(text: string): { slug: string; anchor?: string }[] {
  return parseInline(text).flatMap((p) =>
    p.kind === 'link' && !p.slug.startsWith('/') ? [{ slug: p.slug, anchor: p.anchor }] : [],
  );
}
