import type { GiftCatalog } from '@harbinger/rules';

type Fetch = typeof fetch;

// One download per visit: a later builder page (another Effect, a stock Gift) reuses it.
let fetched: { version: string; catalog: Promise<GiftCatalog> } | undefined;

/**
 * The Gift catalog of `version` for the builder. On the server it is the rules package's own; in the browser it comes
 * from /gifts/catalog/<version>, cached for good, instead of riding in every builder page's HTML.
 * @throws {Error} in the browser when the catalog cannot be downloaded (the page then shows its error).
 */
export async function builderCatalog(fetchFn: Fetch, version: string): Promise<GiftCatalog> {
  if (import.meta.env.SSR) return (await import('@harbinger/rules')).giftCatalog;
  if (fetched?.version !== version) {
    const catalog = download(fetchFn, version);
    fetched = { version, catalog };
    catalog.catch(() => (fetched = undefined));
  }
  return fetched.catalog;
}

async function download(fetchFn: Fetch, version: string): Promise<GiftCatalog> {
  const response = await fetchFn(`/gifts/catalog/${encodeURIComponent(version)}`);
  if (!response.ok) throw new Error(`the Gift catalog ${version} could not be loaded (${response.status})`);
  return (await response.json()) as GiftCatalog;
}
