import { chapters } from '#lib/rules-reference/sections.ts';
import { searchRules } from '#lib/rules-reference/search.ts';
import type { PageLoad } from './$types';

const MAX_QUERY_LENGTH = 200;

/** The index, and when `?q=` is given, the ranked matches. */
export const load: PageLoad = ({ url }) => {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return { query, hits: query ? searchRules(query) : [], chapters: chapters() };
};
