/** Exp to treat one Trauma with therapy during a Downtime. */
export const THERAPY_EXP_COST = 3;

/** Exp to craft one Consumable from a Gift. */
export const CONSUMABLE_CRAFT_EXP_COST = 1;

/** How much dearer an Asset bought, or a Liability removed, becomes once the Contractor has been created. */
const AFTER_CREATION_MULTIPLIER = 3;

/** When an Asset or Liability changes hands: while building the Contractor, or later with Leader approval. */
export interface SheetMoment {
  atCreation: boolean;
}

function assertValue(value: number): void {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`an Asset or Liability value must be a whole number ≥ 1, got ${value}`);
}

/**
 * Exp to take an Asset of the given value: its value during creation, three times it afterwards
 * (afterwards the Playgroup Leader must also approve, which the platform checks).
 * @example assetCost(2, { atCreation: false }) === 6
 */
export function assetCost(value: number, moment: SheetMoment): number {
  assertValue(value);
  return moment.atCreation ? value : AFTER_CREATION_MULTIPLIER * value;
}

/**
 * Exp a Liability gives back when taken during creation (only then: later Liabilities come from play, not purchase).
 */
export function liabilityCredit(value: number): number {
  assertValue(value);
  return value;
}

/** Exp to buy off a Liability after creation: three times its value (with Leader approval). */
export function liabilityRemovalCost(value: number): number {
  assertValue(value);
  return AFTER_CREATION_MULTIPLIER * value;
}

/** Exp to craft an Artifact from a Gift: one more than the Gift's cost. */
export function artifactCraftCost(giftCost: number): number {
  if (!Number.isInteger(giftCost) || giftCost < 0)
    throw new RangeError(`a Gift cost must be a whole number ≥ 0, got ${giftCost}`);
  return 1 + giftCost;
}
