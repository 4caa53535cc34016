import {
  STOCK_GIFT_IDS,
  compileGift,
  giftCatalog,
  stockGiftCategories,
  stockGiftSpec,
  stockGifts,
} from '@harbinger/rules';

/** A stock Gift as the shelf shows it. */
export interface StockGiftCard {
  id: string;
  name: string;
  tagline: string;
  description: string;
  cost: number;
  typeName: string;
  effectName: string;
  styleName: string;
  systemText: string;
}

/** One shelf of stock Gifts. */
export interface StockShelf {
  id: string;
  name: string;
  summary: string;
  gifts: StockGiftCard[];
}

/** Every stock Gift compiled, on its shelf, shelves in the catalog's order. */
export function stockShelves(): StockShelf[] {
  return Object.entries(stockGiftCategories).map(([id, shelf]) => ({
    id,
    name: shelf.name,
    summary: shelf.summary,
    gifts: STOCK_GIFT_IDS.filter((g) => stockGifts[g].category === id).map((g) => {
      const spec = stockGiftSpec(g);
      const compiled = compileGift(spec, giftCatalog);
      return {
        id: g,
        name: spec.name,
        tagline: spec.tagline,
        description: spec.description,
        cost: compiled.cost,
        typeName: giftCatalog.types[spec.typeId]?.name ?? spec.typeId,
        effectName: giftCatalog.effects[spec.effectId]?.name ?? spec.effectId,
        styleName: giftCatalog.styles[spec.styleId]?.name ?? spec.styleId,
        systemText: compiled.systemText,
      };
    }),
  }));
}
