import { STOCK_GIFT_IDS, giftCatalog, stockGiftSpec, stockGifts } from '@harbinger/rules';
import { apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { giftCatalogSchema } from '#lib/api/responses-gifts.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: giftCatalogSchema } } satisfies RouteSchemas;

/** The Gift catalog (version, categories, Gift Types, Activation Styles, Effects) and the stock Gifts' specs. */
export const GET: RequestHandler = () =>
  apiJson(
    {
      ...giftCatalog,
      stock: STOCK_GIFT_IDS.map((id) => ({ id, category: stockGifts[id].category, spec: stockGiftSpec(id) })),
    },
    // The catalog only changes with a new release; its version says which one this is.
    { schema: _schemas.GET.response, headers: { 'cache-control': 'public, max-age=300' } },
  );

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
