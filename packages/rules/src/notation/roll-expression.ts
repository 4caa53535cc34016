import type { AttributeId } from '../character/traits.js';
import type { RollPurpose } from '../dice/pool.js';

/** The words that mark what a roll is for, and the word `formatRollExpression` writes for each. */
export const PURPOSE_WORDS = {
  attack: ['attack', 'atk'],
  defend: ['defend', 'def'],
  dodge: ['dodge'],
  gift_activation: ['gift'],
} as const satisfies Record<RollPurpose, readonly string[]>;

/** The word that says a Secondary Ability's specialty is only implied (+1 Difficulty instead of −1). */
export const IMPLIED_WORD = 'implied';

/** The three rolls that do not pair an Attribute with an Ability, with the words that call them. */
export const specialRolls = {
  body: { name: 'Body', words: ['body'] },
  mind: { name: 'Mind', words: ['mind'] },
  initiative: { name: 'Initiative', words: ['init', 'initiative'] },
} as const satisfies Record<string, { name: string; words: readonly string[] }>;
export type SpecialRollId = keyof typeof specialRolls;
export const SPECIAL_ROLL_IDS = Object.keys(specialRolls) as SpecialRollId[];

/** The word `formatRollExpression` writes for each special roll. */
export const SPECIAL_ROLL_WORD = { body: 'body', mind: 'mind', initiative: 'init' } as const satisfies Record<
  SpecialRollId,
  string
>;

/** How many dice a bare count may ask for (the community bot's limits). */
export const POOL_COUNT_RANGE = { min: 1, max: 49 } as const;
/** The Difficulty a roll may name; past 9 the dice engine trades each extra point for a removed die. */
export const NOTATION_DIFFICULTY_RANGE = { min: 2, max: 15 } as const;
/** The size of one written `+N` bonus or `-N` penalty. */
export const MODIFIER_RANGE = { min: 1, max: 20 } as const;

/** Where a word sits in the text it was parsed from (0-based, in UTF-16 code units). */
export interface Positioned {
  position: number;
}

/** What a roll's dice come from: a bare count, an Attribute with an optional Ability word, or a special roll. */
export type PoolTerm =
  | { kind: 'dice'; count: number }
  | {
      kind: 'traits';
      attribute: { id: AttributeId } & Positioned;
      /** Left as typed: it may name a Primary Ability or a Secondary Ability only the sheet knows. */
      ability?: { word: string } & Positioned;
    }
  | { kind: 'special'; which: SpecialRollId };

/** A parsed roll command, plain data: what to roll, at what Difficulty, with which modifiers and label. */
export interface RollExpression {
  pool: PoolTerm;
  /** The Difficulty as written; absent means the default of 6. */
  difficulty?: number;
  /** The largest `+N` written, 0 when none (bonuses do not stack). */
  bonus: number;
  /** Every `-N` written, in order (penalties stack). */
  penalties: number[];
  exert: boolean;
  /** An attack, Defend, Dodge or Gift activation (`attack`, `defend`, `dodge`, `gift`); absent for other rolls. */
  purpose?: RollPurpose;
  /** `implied`: the Secondary Ability's specialty only loosely covers the task. */
  implied?: boolean;
  /** Free text after the command, trimmed at the end; absent when there is none. */
  label?: string;
}
