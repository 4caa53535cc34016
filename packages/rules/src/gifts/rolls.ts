import { ATTRIBUTE_IDS, type AttributeId, type PrimaryAbilityId } from '../character/traits.js';
import { DEFAULT_DIFFICULTY } from '../dice/score.js';
import type { RollConfig } from './types.js';

/**
 * A roll any Attribute may drive (the player picks the one their description justifies), with a default pairing.
 * @example anyRoll('perception', 'occult') // Perception + Occult at Difficulty 6 by default
 */
export function anyRoll(
  attribute: AttributeId,
  ability: PrimaryAbilityId,
  difficulty = DEFAULT_DIFFICULTY,
): RollConfig {
  return { attributes: ATTRIBUTE_IDS, attribute, ability, difficulty };
}

/** A roll limited to some Attributes, the first being the default. */
export function rollWith(
  attributes: readonly [AttributeId, ...AttributeId[]],
  ability: PrimaryAbilityId,
  difficulty = DEFAULT_DIFFICULTY,
): RollConfig {
  return { attributes, attribute: attributes[0], ability, difficulty };
}

/** A roll for a social Effect: the rules require Charisma for anything social. */
export function socialRoll(ability: PrimaryAbilityId, difficulty = DEFAULT_DIFFICULTY): RollConfig {
  return { attributes: ['charisma'], attribute: 'charisma', ability, difficulty };
}
