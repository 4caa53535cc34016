import { error } from '@sveltejs/kit';
import { builderCatalog } from '#lib/gifts/builder-catalog.ts';
import type { PageLoad } from './$types';

/** Adds the Gift catalog the page was drawn with (downloaded once in the browser, see builder-catalog.ts). */
export const load: PageLoad = async ({ data, fetch }) => {
  try {
    return { ...data, catalog: await builderCatalog(fetch, data.catalogVersion) };
  } catch {
    error(503, {
      message: 'The Gift Builder could not load its list of Effects. Check the connection and reload the page.',
      code: 'catalog_unavailable',
    });
  }
};
