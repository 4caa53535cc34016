import { json } from '@sveltejs/kit';
import { giftCatalog } from '@harbinger/rules';
import type { RequestHandler } from './$types';

/**
 * The Gift catalog of one version, for the Gift Builder in the browser. A version never changes once released, so a
 * phone keeps it for a year and the builder's page stays small (the catalog is most of what the builder needs).
 * Another version answers 404: the builder asks for the one its page was drawn with.
 */
export const GET: RequestHandler = ({ params }) => {
  if (params.version !== giftCatalog.version)
    return json(
      {
        error: {
          code: 'not_found',
          message: `This server has Gift catalog ${giftCatalog.version}, not ${params.version}.`,
        },
      },
      { status: 404 },
    );
  return json(giftCatalog, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
};
