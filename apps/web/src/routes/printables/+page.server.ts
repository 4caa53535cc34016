import { getStockShelf } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** The printables: the quick reference, the premades, and the stock Scenarios the reader may print. */
export const load: PageServerLoad = async ({ locals }) => {
  const shelf = valueOr404(await getStockShelf(locals.platform, locals.actor));
  return {
    scenarios: shelf.items.map((s) => ({ id: s.id, title: s.title, summary: s.summary, readable: s.readable })),
    signedIn: shelf.signedIn,
  };
};
