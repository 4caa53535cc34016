import { listCommunityGifts } from '@harbinger/platform';
import { giftCatalog } from '@harbinger/rules';
import { communityFilters, communityQuery } from '#lib/gifts/community-query.ts';
import type { PageServerLoad } from './$types';

/** The Effects grouped by category and the Gift Types, for the filter form (names only, not the whole catalog). */
function filterChoices() {
  const effects = Object.entries(giftCatalog.effects);
  return {
    categories: Object.entries(giftCatalog.categories)
      .map(([id, category]) => ({
        id,
        name: category.name,
        effects: effects.filter(([, e]) => e.category === id).map(([effectId, e]) => ({ id: effectId, name: e.name })),
      }))
      .filter((c) => c.effects.length > 0),
    types: Object.entries(giftCatalog.types).map(([id, type]) => ({ id, name: type.name })),
  };
}

export const load: PageServerLoad = async ({ locals, url }) => {
  const found = await listCommunityGifts(locals.platform, locals.actor, communityQuery(url));
  return {
    ...filterChoices(),
    filters: communityFilters(url),
    paged: url.searchParams.has('before'),
    gifts: found.ok ? found.value.items : [],
    next: found.ok ? found.value.next : null,
    problem: found.ok ? null : found.error.message,
    signedIn: locals.actor !== null,
  };
};
