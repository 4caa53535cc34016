import { STOCK_BATTLE_SCARS, type BattleScarConfig } from './battle-scars.js';

/**
 * One Battle Scar as the derivation reads it: a stock id (its numbers come from the stock table) and/or the
 * numbers a custom scar carries. A scar with neither only counts toward the Body loss past the fourth scar.
 */
export interface BattleScarFacts {
  stockId?: string | null;
  /** The name shown when explaining an effect; the stock name when left out. */
  name?: string | null;
  /** Dice the scar takes from every pool; competes with the wound penalty (the larger applies). */
  penalty?: number;
  /** The Penalty never drops below this. */
  penaltyFloor?: number;
  /** Movement is multiplied by this (0 < m ≤ 1). */
  movementMultiplier?: number;
  /** Dashing and sprinting are impossible. */
  noDashOrSprint?: boolean;
}

/** What a Contractor's scars do to the derived numbers, with the scar behind each effect (for explanations). */
export interface ScarEffects {
  /** The largest scar die penalty (0 when none). */
  penalty: number;
  /** The highest floor under the Penalty (0 when none). */
  penaltyFloor: number;
  /** The smallest movement multiplier (1 when none). */
  movementMultiplier: number;
  dashAllowed: boolean;
  sprintAllowed: boolean;
  /** The scar that set each effect, by name. */
  because: { penalty?: string; penaltyFloor?: string; movement?: string; noDashOrSprint?: string };
}

/** No scars, no effects. */
export const NO_SCAR_EFFECTS: ScarEffects = {
  penalty: 0,
  penaltyFloor: 0,
  movementMultiplier: 1,
  dashAllowed: true,
  sprintAllowed: true,
  because: {},
};

function stockOf(scar: BattleScarFacts): BattleScarConfig | undefined {
  const id = scar.stockId;
  return id && Object.hasOwn(STOCK_BATTLE_SCARS, id)
    ? (STOCK_BATTLE_SCARS as Record<string, BattleScarConfig>)[id]
    : undefined;
}

/**
 * Folds a Contractor's scars into the effects the derivation applies. The seed does not say how two movement scars
 * combine; we apply only the harshest (the smallest multiplier), not their product, so a Limp on top of a Missing Leg
 * leaves a quarter of the speed rather than an eighth. Floors and die penalties likewise take the largest.
 * @example scarEffects([{ stockId: 'limp' }, { stockId: 'chronic_pain' }]) // movement × 0.5, Penalty ≥ 1
 */
export function scarEffects(scars: readonly BattleScarFacts[]): ScarEffects {
  const effects: ScarEffects = { ...NO_SCAR_EFFECTS, because: {} };
  for (const scar of scars) {
    const stock = stockOf(scar);
    const name = scar.name ?? stock?.name ?? 'a Battle Scar';
    const penalty = Math.max(scar.penalty ?? 0, 0);
    const floor = Math.max(scar.penaltyFloor ?? 0, stock?.penaltyFloor ?? 0);
    const multiplier = Math.min(scar.movementMultiplier ?? 1, stock?.movementMultiplier ?? 1);
    if (penalty > effects.penalty) {
      effects.penalty = penalty;
      effects.because.penalty = name;
    }
    if (floor > effects.penaltyFloor) {
      effects.penaltyFloor = floor;
      effects.because.penaltyFloor = name;
    }
    if (multiplier > 0 && multiplier < effects.movementMultiplier) {
      effects.movementMultiplier = multiplier;
      effects.because.movement = name;
    }
    if ((scar.noDashOrSprint ?? false) || (stock?.noDashOrSprint ?? false)) {
      if (effects.dashAllowed) effects.because.noDashOrSprint = name;
      effects.dashAllowed = false;
      effects.sprintAllowed = false;
    }
  }
  return effects;
}
