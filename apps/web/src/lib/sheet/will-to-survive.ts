import {
  STOCK_BATTLE_SCARS,
  WILL_TO_SURVIVE_FLOOR,
  WILL_TO_SURVIVE_MAX_REDUCTION,
  stockScarsOfClass,
  WILL_TO_SURVIVE_SCAR_CLASS,
} from '@harbinger/rules';

/** What the sheet reads to offer Will to Survive (platform's `WillToSurviveStatus`). */
export interface WillToSurviveFacts {
  contract: { id: string; title: string } | null;
  since: Date | string | null;
  usedAt: Date | string | null;
}

/** The add-Injury form's Will to Survive part, in words. */
export interface WillToSurviveOffer {
  available: boolean;
  /** What "this Contract" means here, in a sentence. */
  window: string;
  /** The reductions a player may pick, most first. */
  reductions: number[];
  /** The stock Major scars to pick the permanent scar from. */
  scars: { id: string; name: string; effect: string }[];
  /** The rule in one sentence. */
  rule: string;
}

/**
 * Words for the Will to Survive choice on the add-Injury form, from where the Contractor stands: available or used
 * for "this Contract" (the running one, or the time since the last finished one when none is under way).
 */
export function willToSurviveOffer(facts: WillToSurviveFacts): WillToSurviveOffer {
  const running = facts.contract ? `this Contract (${facts.contract.title})` : null;
  const window =
    running ??
    (facts.since === null
      ? 'no Contract is under way, so "this Contract" counts from the Contractor’s creation'
      : 'no Contract is under way, so "this Contract" counts from the end of the last finished one');
  const available = facts.usedAt === null;
  const head = available ? 'Will to Survive is available' : 'Will to Survive is used up';
  return {
    available,
    window: `${head}: ${running === null ? window : `once in ${running}`}.`,
    reductions: Array.from({ length: WILL_TO_SURVIVE_MAX_REDUCTION }, (_, i) => WILL_TO_SURVIVE_MAX_REDUCTION - i),
    scars: stockScarsOfClass(WILL_TO_SURVIVE_SCAR_CLASS).map((id) => ({
      id,
      name: STOCK_BATTLE_SCARS[id].name,
      effect: STOCK_BATTLE_SCARS[id].effect,
    })),
    rule:
      `Once per Contract, on an incoming Severity of ${String(WILL_TO_SURVIVE_FLOOR + 1)} or more that is not from a fall: ` +
      `take off up to ${String(WILL_TO_SURVIVE_MAX_REDUCTION)} levels (never below ${String(WILL_TO_SURVIVE_FLOOR)}) ` +
      'for 1 Mind damage and a permanent Major Battle Scar. The lowered Injury still leaves its own scar.',
  };
}
