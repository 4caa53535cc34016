import { STOCK_GIFT_IDS } from '@harbinger/rules';
import { z } from 'zod';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
/** The sheet version the player saw; when given, a stale one is refused with 409. */
const version = whole(1, Number.MAX_SAFE_INTEGER).optional();
const id = z.string().max(60);
/** The spec is checked by the rules' own shape check (validateGiftSpecShape), so it passes through zod untouched. */
const spec = z.unknown();

/** Most copies crafted, or items used or given, in one go. */
export const MAX_BATCH = 20;

/** Compile-only preview: a spec, and optionally the Contractor it is meant for (`POST /api/v1/gifts/compile`). */
export const previewGiftSchema = z.strictObject({ spec, contractorId: id.optional() });

/**
 * A new Gift for a Contractor (`POST /api/v1/contractors/{id}/gifts`); `startedFrom` names the Gift it was copied
 * from ("Start from this Gift"), which must be one the player may see.
 */
export const createGiftSchema = z.strictObject({ version, spec, startedFrom: id.optional() });
export type CreateGiftInput = z.input<typeof createGiftSchema>;

/** A new revision of a Gift; `revision` (the one the player saw) guards against two improvements at once. */
export const improveGiftSchema = z.strictObject({
  version,
  revision: whole(1, 100_000).optional(),
  contractorId: id.optional(),
  spec,
});
export type ImproveGiftInput = z.input<typeof improveGiftSchema>;

/** A stock Gift granted as it is. */
export const grantStockGiftSchema = z.strictObject({
  version,
  stockId: z.string().refine((s) => (STOCK_GIFT_IDS as string[]).includes(s), 'is not a stock Gift'),
});
export type GrantStockGiftInput = z.input<typeof grantStockGiftSchema>;

/** Crafting copies from one of the Contractor's crafting Gifts. */
export const craftSchema = z.strictObject({
  version,
  giftId: id,
  quantity: whole(1, MAX_BATCH).default(1),
  name: z.string().trim().min(1).max(80).optional(),
});
export type CraftInput = z.input<typeof craftSchema>;

/** Using Consumables from a stack. */
export const useConsumableSchema = z.strictObject({ version, itemId: id, quantity: whole(1, MAX_BATCH).default(1) });
export type UseConsumableInput = z.input<typeof useConsumableSchema>;

/** Handing crafted items to another Contractor. */
export const giveItemSchema = z.strictObject({
  version,
  itemId: id,
  toContractorId: id,
  quantity: whole(1, MAX_BATCH).default(1),
});
export type GiveItemInput = z.input<typeof giveItemSchema>;

/** What can happen to a Legendary Artifact. */
export const artifactStatusSchema = z.enum(['held', 'lost', 'stolen', 'destroyed']);

/** A Legendary Artifact's new status. */
export const setArtifactStatusSchema = z.strictObject({
  version,
  giftId: id,
  status: artifactStatusSchema,
  note: z.string().trim().max(300).default(''),
});
export type SetArtifactStatusInput = z.input<typeof setArtifactStatusSchema>;

/** Handing a Legendary Artifact to another Contractor. */
export const transferArtifactSchema = z.strictObject({
  version,
  giftId: id,
  toContractorId: id,
  note: z.string().trim().max(300).default(''),
});
export type TransferArtifactInput = z.input<typeof transferArtifactSchema>;

/** A Crafting Location's name, words and whether it can be used. */
export const craftingLocationSchema = z.strictObject({
  version,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(1000).default(''),
  available: z.boolean().default(true),
});
export type CraftingLocationInput = z.input<typeof craftingLocationSchema>;

/** A new name for the Source ("Rage", "Faith", "Battery"). */
export const renameSourceSchema = z.strictObject({ version, name: z.string().trim().min(1).max(80) });
export type RenameSourceInput = z.input<typeof renameSourceSchema>;

/** The conditions that refill the Source. */
export const sourceConditionsSchema = z.strictObject({
  version,
  conditions: z.array(z.string().trim().max(200)).max(5),
});
export type SourceConditionsInput = z.input<typeof sourceConditionsSchema>;

/** Buying one more point of Source capacity with Exp. */
export const buySourceSchema = z.strictObject({ version });

/** A draft: a new one, or a new spec for one the player already has. */
export const saveDraftSchema = z.strictObject({ id: id.optional(), spec });
export type SaveDraftInput = z.input<typeof saveDraftSchema>;

/** Setting off a Gift, paid with a point of Source or an Exertion (the sheet's play tab). */
export const activateGiftSchema = z.strictObject({ version, giftId: id, pay: z.enum(['source', 'exert']) });
export type ActivateGiftInput = z.input<typeof activateGiftSchema>;
/** The body of `POST /api/v1/contractors/{id}/gifts/{giftId}/activate` (the path names the Gift). */
export const activateGiftBodySchema = activateGiftSchema.omit({ giftId: true });
