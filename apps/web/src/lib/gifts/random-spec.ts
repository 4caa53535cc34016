import { cryptoRng, randomGift, type GiftCatalog, type GiftSpec, type StatusId } from '@harbinger/rules';

/** A random valid Gift of cost 1 for a Contractor of `status`, rolled in the browser (loaded on first use). */
export function randomSpec(catalog: GiftCatalog, status: StatusId): GiftSpec {
  return randomGift(catalog, cryptoRng, { status });
}
