import { findAttribute, findPrimaryAbility } from '../character/traits.js';
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from '../dice/score.js';
import type { GiftRoll } from './system-text.js';
import type { EffectConfig, GiftIssue, GiftSpec } from './types.js';

/**
 * The roll a Gift makes: the player's Attribute and Ability (or the Effect's defaults) at the Effect's Difficulty
 * moved by its Enhancements and Drawbacks, kept within 4–9. Problems go into `issues`; an Effect with no roll
 * gives undefined. Social Effects accept only Charisma.
 */
export function resolveGiftRoll(options: {
  effect: EffectConfig;
  choice: GiftSpec['roll'];
  difficultyShift: number;
  issues: GiftIssue[];
}): GiftRoll | undefined {
  const { effect, choice, issues } = options;
  const config = effect.roll;
  if (!config) {
    if (choice) issues.push({ code: 'roll_not_applicable', path: ['roll'] });
    return undefined;
  }
  let attribute = config.attribute;
  let ability = config.ability;
  if (choice) {
    const chosenAttribute = findAttribute(choice.attribute);
    const chosenAbility = findPrimaryAbility(choice.ability);
    if (!chosenAttribute)
      issues.push({ code: 'unknown_attribute', path: ['roll', 'attribute'], received: choice.attribute });
    else if (!config.attributes.includes(chosenAttribute)) {
      issues.push({
        code: 'attribute_not_allowed',
        path: ['roll', 'attribute'],
        expected: config.attributes.join('|'),
        received: chosenAttribute,
      });
    } else attribute = chosenAttribute;
    if (!chosenAbility) issues.push({ code: 'unknown_ability', path: ['roll', 'ability'], received: choice.ability });
    else ability = chosenAbility;
  }
  const difficulty = Math.min(MAX_DIFFICULTY, Math.max(MIN_DIFFICULTY, config.difficulty + options.difficultyShift));
  return { attribute, ability, difficulty };
}
