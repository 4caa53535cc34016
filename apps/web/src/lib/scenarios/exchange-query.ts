import { pageQuery } from '../playgroups/query.js';

// Reading the Exchange's filters from a query string (the page's form and the API alike). Anything present is passed
// on as typed, so the platform's schema refuses nonsense with its own words; empty fields mean "any".

/** Tags from `?tags=heist, city` (commas or spaces) and repeated `?tag=`. */
export function tagsOf(url: URL): string[] {
  const listed = (url.searchParams.get('tags') ?? '').split(/[,\s]+/);
  return [...new Set([...listed, ...url.searchParams.getAll('tag')].map((t) => t.trim()).filter((t) => t !== ''))];
}

/** The Exchange filters in `url`'s query. */
export function exchangeQuery(url: URL): Record<string, unknown> {
  const text = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const words = text('text');
  const players = text('players');
  const status = text('status');
  const tags = tagsOf(url);
  return {
    ...pageQuery(url),
    ...(words ? { text: words } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(players ? { players: Number.isFinite(Number(players)) ? Number(players) : players } : {}),
    ...(status ? { status } : {}),
  };
}
