import { z } from 'zod';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** Longest reason a veto may give. */
export const MAX_VETO_REASON = 1000;

/**
 * Vetoing a Gift (`POST /api/v1/contractors/{id}/gifts/{giftId}/veto`): the Playgroup it is vetoed in and why.
 * `contractorId` is the holder the address names; when given it must be the Gift's holder.
 */
export const vetoGiftSchema = z.strictObject({
  playgroupId: uuid,
  reason: z.string().trim().min(3, 'say in a few words why the Gift is vetoed').max(MAX_VETO_REASON),
  contractorId: uuid.optional(),
});
export type VetoGiftInput = z.input<typeof vetoGiftSchema>;

/** Lifting a veto (`DELETE` of the same address): the Playgroup whose veto ends. */
export const liftGiftVetoSchema = z.strictObject({
  playgroupId: uuid,
  contractorId: uuid.optional(),
});
export type LiftGiftVetoInput = z.input<typeof liftGiftVetoSchema>;
