import type { TraitIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { traitsExpCost } from './costs.js';
import { SIXTH_ABILITY_RANK, SIXTH_RANK_STATUS } from './raise-price.js';
import { statusAtLeast, type StatusId } from './status.js';
import { ABILITY_RANGE, ATTRIBUTE_IDS, ATTRIBUTE_RANGE, primaryAbilities, type TraitRatings } from './traits.js';

/** What a sheet is checked against: the Contractor's Status and, optionally, the Exp they may spend. */
export interface TraitValidationContext {
  status: StatusId;
  /** When given, the ratings' total cost (from the new-Contractor baseline) may not exceed it. */
  availableExp?: number;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function checkAbility(
  issues: Issue<TraitIssueCode>[],
  path: (string | number)[],
  rating: unknown,
  status: StatusId,
): void {
  if (!isWhole(rating) || rating < ABILITY_RANGE.min || rating > ABILITY_RANGE.max) {
    issues.push({
      code: 'ability_out_of_range',
      path,
      min: ABILITY_RANGE.min,
      max: ABILITY_RANGE.max,
      received: String(rating),
    });
  } else if (rating === SIXTH_ABILITY_RANK && !statusAtLeast(status, SIXTH_RANK_STATUS)) {
    issues.push({ code: 'sixth_rank_requires_seasoned', path, max: SIXTH_ABILITY_RANK - 1, received: String(rating) });
  }
}

/**
 * Checks a sheet's ratings: Attributes 1–5, Abilities 0–6 with rank 6 only from Seasoned on, known Primary
 * Abilities, sensible Secondary names, and (if `availableExp` is given) that the Exp covers the cost.
 * @example validateTraits(newContractorTraits(), { status: 'newbie' }).ok === true
 */
export function validateTraits(
  traits: TraitRatings,
  context: TraitValidationContext,
): Result<TraitRatings, Issue<TraitIssueCode>> {
  const issues: Issue<TraitIssueCode>[] = [];
  for (const id of ATTRIBUTE_IDS) {
    const rating: unknown = traits.attributes[id];
    if (!isWhole(rating) || rating < ATTRIBUTE_RANGE.min || rating > ATTRIBUTE_RANGE.max) {
      issues.push({
        code: 'attribute_out_of_range',
        path: ['attributes', id],
        min: ATTRIBUTE_RANGE.min,
        max: ATTRIBUTE_RANGE.max,
        received: String(rating),
      });
    }
  }
  for (const [id, rating] of Object.entries(traits.abilities)) {
    if (!(id in primaryAbilities)) issues.push({ code: 'unknown_ability', path: ['abilities', id], received: id });
    else checkAbility(issues, ['abilities', id], rating, context.status);
  }
  const primaryNames = new Set(Object.values(primaryAbilities).map((a) => a.name.toLowerCase()));
  for (const [name, rating] of Object.entries(traits.secondaryAbilities ?? {})) {
    const path = ['secondaryAbilities', name];
    if (name.trim() === '') issues.push({ code: 'secondary_ability_name_empty', path });
    else if (primaryNames.has(name.trim().toLowerCase()))
      issues.push({ code: 'secondary_ability_is_primary', path, received: name });
    checkAbility(issues, path, rating, context.status);
  }
  // Cost is only meaningful once every rating is in range.
  if (issues.length === 0 && context.availableExp !== undefined) {
    const cost = traitsExpCost(traits);
    if (cost > context.availableExp) {
      issues.push({
        code: 'not_enough_exp',
        path: ['exp'],
        expected: String(context.availableExp),
        received: String(cost),
        max: context.availableExp,
      });
    }
  }
  return issues.length === 0 ? ok(traits) : fail(...issues);
}
