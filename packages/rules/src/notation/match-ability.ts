import {
  abilityRating,
  findPrimaryAbility,
  primaryAbilities,
  type PrimaryAbilityId,
  type TraitRatings,
} from '../character/traits.js';
import type { NotationIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { foldName } from './fold-name.js';

/** The Ability a typed word turned out to name on a sheet, with its rating there. */
export type AbilityMatch =
  | { kind: 'primary'; id: PrimaryAbilityId; name: string; rating: number }
  | { kind: 'secondary'; name: string; rating: number };

/** Shortest typed prefix that may stand for a Secondary Ability, as for the Primary ones. */
const MIN_PREFIX = 3;

/**
 * Finds which Ability a word names on a sheet: a Primary Ability (full name or unambiguous prefix), else a
 * Secondary Ability by its name ignoring case, spaces and punctuation, else by an unambiguous prefix.
 * @example matchAbility({ word: 'skat', position: 4 }, traits) // → Secondary "Skating" when the sheet has it
 */
export function matchAbility(
  ability: { word: string; position: number },
  traits: TraitRatings,
): Result<AbilityMatch, Issue<NotationIssueCode>> {
  const primary = findPrimaryAbility(ability.word);
  if (primary)
    return ok({
      kind: 'primary',
      id: primary,
      name: primaryAbilities[primary].name,
      rating: abilityRating(traits, primary),
    });

  const wanted = foldName(ability.word);
  const secondaries = Object.entries(traits.secondaryAbilities ?? {});
  const exact = secondaries.filter(([name]) => foldName(name) === wanted);
  const candidates =
    exact.length > 0 || wanted.length < MIN_PREFIX
      ? exact
      : secondaries.filter(([name]) => foldName(name).startsWith(wanted));
  const [first] = candidates;
  if (first && candidates.length === 1) return ok({ kind: 'secondary', name: first[0], rating: first[1] });

  const path = ['pool', 'ability'];
  if (candidates.length > 1) {
    const expected = `one of ${candidates.map(([name]) => name).join(', ')}`;
    return fail({ code: 'ambiguous_ability', path, position: ability.position, expected, received: ability.word });
  }
  const expected = 'a Primary Ability or one of this Contractor’s Secondary Abilities';
  return fail({ code: 'unknown_ability', path, position: ability.position, expected, received: ability.word });
}
