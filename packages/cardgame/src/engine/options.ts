/** A rules variant from the seed's Upgrades section. */
export interface VariantConfig {
  name: string;
  text: string;
}

/** The four variants, keyed by a short id. */
export const variants = {
  easy: { name: 'Gentle Start', text: 'Only Contracts rated 1 or 2 stars go into the deck.' },
  cooperative: {
    name: 'Nobody Goes Alone',
    text: 'Every attempt needs a partner: the first player you name must come along, and is spared any penalty.',
  },
  chaotic: { name: 'Shuffled Fates', text: 'Everyone starts with 6 random Dice Cards instead of a neat 1 to 6.' },
  stars: { name: 'Star Chasers', text: 'Scored Contracts are worth their stars; the first to 12 stars wins.' },
} as const satisfies Record<string, VariantConfig>;

/** The id of one variant. */
export type VariantId = keyof typeof variants;

/** All variant ids. */
export const variantIds = Object.keys(variants) as VariantId[];

/** An expansion from the seed's Upgrades section. */
export interface ExpansionConfig {
  name: string;
  text: string;
}

/** The two expansions, keyed by a short id. */
export const expansions = {
  lost_souls: {
    name: 'Lost Souls',
    text: 'Adds Forced Contracts with a minimum Turnout, and Battle Contracts between players.',
  },
  devilish_numbers: { name: 'Devilish Numbers', text: 'Adds Wildcards, Duos, 0 and 7 to 9, and three new powers.' },
} as const satisfies Record<string, ExpansionConfig>;

/** The id of one expansion. */
export type ExpansionId = keyof typeof expansions;

/** All expansion ids. */
export const expansionIds = Object.keys(expansions) as ExpansionId[];

/** What a new game is set up with. */
export interface GameOptions {
  /** 2 to 6 seats, numbered 0.. clockwise. */
  players: number;
  variants?: readonly VariantId[];
  expansions?: readonly ExpansionId[];
  /** Safety stop: after this many turns the game ends in a draw (the rules allow endless games). */
  maxTurns?: number;
  /** Size of the Contract deck; by default 10 per player plus 20. */
  contracts?: number;
}

/** Limits on the table size. */
export const PLAYER_LIMITS = { min: 2, max: 6 } as const;

/** Contracts face up in the centre. */
export const DISPLAY_SIZE = 5;

/** Score to win: 6 Contracts, or 12 stars with the star variant. */
export const WIN_AT = { contracts: 6, stars: 12 } as const;

/** The turn limit used when none is given. */
export const DEFAULT_MAX_TURNS = 200;
