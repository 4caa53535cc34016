import { fail, ok, type Result } from '../result.js';

/** One situational Difficulty shift for an attack; some are a span the GM picks from. */
export interface AttackModifierConfig {
  /** What it is about: the target, the attacker, or the surroundings. */
  about: 'target' | 'attacker' | 'surroundings';
  difficulty: number;
  /** The highest the GM may make it, when it is a span (dark: +1 to +2). */
  upTo?: number;
  /** The shift at melee range, when it differs (fog and total darkness ease to +1). */
  atMelee?: number;
  /** The attack cannot be made at all under this condition (guns or thrown weapons underwater). */
  impossible?: boolean;
}

/** Example Difficulty modifiers for attacks; the GM may always judge otherwise. */
export const attackModifiers = {
  'target-behind-cover': { about: 'target', difficulty: 2 },
  'target-immobilized': { about: 'target', difficulty: -2 },
  'target-running': { about: 'target', difficulty: 1 },
  'target-child-sized': { about: 'target', difficulty: 1 },
  'target-cat-sized': { about: 'target', difficulty: 2 },
  'target-mouse-sized': { about: 'target', difficulty: 3 },
  'target-horse-sized': { about: 'target', difficulty: -1 },
  'target-truck-sized': { about: 'target', difficulty: -2 },
  'target-house-sized': { about: 'target', difficulty: -3 },
  'attacker-behind-cover': { about: 'attacker', difficulty: 1 },
  'firing-blind': { about: 'attacker', difficulty: 4 },
  dark: { about: 'surroundings', difficulty: 1, upTo: 2 },
  'fog-or-pitch-dark': { about: 'surroundings', difficulty: 3, atMelee: 1 },
  storm: { about: 'surroundings', difficulty: 1 },
  'underwater-stab-or-unarmed': { about: 'surroundings', difficulty: 1 },
  'underwater-slashing': { about: 'surroundings', difficulty: 2 },
  'underwater-bludgeoning': { about: 'surroundings', difficulty: 3 },
  'underwater-thrown': { about: 'surroundings', difficulty: 0, impossible: true },
  // Harpoons and purpose-built underwater pistols are the exception, left to the GM.
  'underwater-firearm': { about: 'surroundings', difficulty: 0, impossible: true },
} as const satisfies Record<string, AttackModifierConfig>;
export type AttackModifierId = keyof typeof attackModifiers;

/** A modifier named by id, or by id with the GM's pick within its span. */
export type AttackModifierChoice = AttackModifierId | { id: AttackModifierId; difficulty: number };

/**
 * Adds up the chosen attack modifiers into one Difficulty shift. A pick outside a span is `modifier_out_of_range`;
 * an impossible attack is `attack_impossible`.
 * @example attackDifficultyModifier({ modifiers: ['target-behind-cover', 'target-running'] }) // → ok(3)
 */
export function attackDifficultyModifier(options: {
  modifiers: readonly AttackModifierChoice[];
  melee?: boolean;
}): Result<number> {
  let total = 0;
  for (const [index, choice] of options.modifiers.entries()) {
    const id = typeof choice === 'string' ? choice : choice.id;
    const config: AttackModifierConfig = attackModifiers[id];
    if (config.impossible) return fail({ code: 'attack_impossible', path: ['modifiers', index], received: id });
    const base = options.melee && config.atMelee !== undefined ? config.atMelee : config.difficulty;
    if (typeof choice === 'string') {
      total += base;
      continue;
    }
    const max = config.upTo ?? base;
    if (!Number.isInteger(choice.difficulty) || choice.difficulty < base || choice.difficulty > max) {
      return fail({
        code: 'modifier_out_of_range',
        path: ['modifiers', index],
        min: base,
        max,
        received: String(choice.difficulty),
      });
    }
    total += choice.difficulty;
  }
  return ok(total);
}
