import { pageQuery } from '#lib/playgroups/query.ts';

/** The community filters as the browse form and the API send them; blank ones are left out. */
export interface CommunityFilters {
  effect: string;
  type: string;
  cost: string;
}

/** Reads `?effect=&type=&cost=` as typed; blank means "any". */
export function communityFilters(url: URL): CommunityFilters {
  const read = (name: string) => (url.searchParams.get(name) ?? '').trim();
  return { effect: read('effect'), type: read('type'), cost: read('cost') };
}

/**
 * The query `listCommunityGifts` takes from a URL (`?effect=&type=&cost=&before=&limit=`): blank filters are left
 * out, and a cost that is not a number is passed on as text for the platform to refuse with a clear message.
 */
export function communityQuery(url: URL): Record<string, string | number> {
  const { effect, type, cost } = communityFilters(url);
  return {
    ...pageQuery(url),
    ...(effect ? { effect } : {}),
    ...(type ? { type } : {}),
    ...(cost ? { cost: Number.isFinite(Number(cost)) ? Number(cost) : cost } : {}),
  };
}
