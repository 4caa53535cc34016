import { json } from '@sveltejs/kit';
import { STOCK_GIFT_IDS, giftCatalog, stockGiftSpec, stockGifts } from '@harbinger/rules';
import { methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** The Gift catalog (version, categories, Gift Types, Activation Styles, Effects) and the stock Gifts' specs. */
export const GET: RequestHandler = () =>
  json(
    { ...giftCatalog, stock: STOCK_GIFT_IDS.map((id) => ({ id, category: stockGifts[id].category, spec: stockGiftSpec(id) })) },
    // The catalog only changes with a new release; its version says which one this is.
    { headers: { 'cache-control': 'public, max-age=300' } },
  );

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
